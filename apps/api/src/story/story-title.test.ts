import { describe, expect, it } from 'vitest';
import { storyTitle } from './story-title.ts';

/** Keyword titles that read as a news topic: [who/where] [the thing's name] [what happened] (issue 26). */
const article = (title: string, ...paragraphs: string[]) => ({ title, body: paragraphs.join('\n\n') });

describe('storyTitle: who, the thing and what happened', () => {
  it("keeps an event's own name whole, with the city that holds it, over a word the article repeats", () => {
    const title = storyTitle([
      article(
        '솔내시 연꽃잔치 개막…호수 둘레 연꽃 3만 송이',
        '솔내시가 여는 연꽃잔치가 오늘 개막했다. 호수 둘레에 심은 연꽃 3만 송이가 한꺼번에 피었다.',
        '올해는 흰 연꽃과 분홍 연꽃을 섞어 심었다. 연꽃 사이로 나무 데크 길이 새로 놓였다.',
        '솔내시는 연꽃잔치 기간에 셔틀버스를 하루 20회 운행한다. 연꽃 사진 공모전도 함께 열린다.',
      ),
    ]);
    expect(title).toBe('솔내시 연꽃잔치 개막');
  });

  it('never takes a deed the articles conjugate ("재결합한") for a name, and lets the name lead (the lead article first)', () => {
    const title = storyTitle([
      article(
        '해체 밴드 재결합 투어 왜 지금인가…달무리가 보여 준 것',
        '밴드 달무리의 재결합 투어가 공연계의 관심을 모은다. 해체했던 밴드들의 투어가 잇따른다.',
        '달무리는 재결합 투어로 옛 팬과 새 팬을 함께 모으고 있다.',
      ),
      article(
        '밴드 달무리, 10년 만에 재결합…내년 1월 전국 투어 시작',
        '5인조 밴드 달무리가 해체 10년 만에 다시 모인다. 소속사는 달무리가 내년 1월 전국 투어를 연다고 밝혔다.',
        '재결합은 기타리스트가 먼저 제안했다. 달무리는 투어에서 신곡도 처음 들려준다.',
      ),
      article(
        '달무리 첫 공연, 팬클럽 예매 5분 만에 매진',
        '10년 만에 재결합한 밴드 달무리의 첫 공연이 팬클럽 예매에서 5분 만에 매진됐다.',
        '달무리의 투어는 내년 1월 서울에서 시작해 다섯 도시를 돈다.',
      ),
    ]);
    expect(title).toBe('달무리 재결합 투어');
  });

  it('tells what a headline ends on when the articles conjugate it ("…320기 설치"), not a describing word', () => {
    const title = storyTitle([
      article(
        '벌빛충전, 국도 휴게소 80곳에 급속 충전기 320기 설치',
        '충전 업체 벌빛충전이 국도 휴게소 80곳에 급속 충전기 320기를 설치한다. 벌빛충전은 내년까지 설치를 마친다.',
        '벌빛충전 대표는 "국도에서도 기다리지 않고 충전하게 하겠다"고 말했다.',
      ),
      article(
        '"국도 충전 대기 줄인다"…벌빛충전, 500억 들여 급속 충전기 320기 확충',
        '벌빛충전이 500억 원을 들여 국도 휴게소의 급속 충전기를 확충한다. 충전기는 휴게소마다 4기씩 들어선다.',
        '벌빛충전은 충전기 고장을 원격으로 살피는 관제 시스템도 갖춘다.',
      ),
    ]);
    expect(title).toBe('벌빛충전 충전기 설치');
  });

  it('puts the business whose figures they are before a change told of a thing alone', () => {
    const title = storyTitle([
      article(
        '겨울 캠핑장 예약 35% 늘었다…주중 예약 급증',
        '겨울 캠핑을 떠나는 사람이 늘면서 캠핑장 예약이 크게 늘었다. 캠핑 플랫폼 캠핑나라에 따르면 다음 달 캠핑장 예약은 35% 증가했다.',
        '캠핑나라 관계자는 "난방 시설을 갖춘 캠핑장이 먼저 찬다"고 말했다.',
      ),
      article(
        '"난로 켜고 별 본다"…캠핑나라 집계, 주중 캠핑장 예약 50% 증가',
        '캠핑나라 집계에서 주중 캠핑장 예약은 50% 늘었다. 전체 캠핑장 예약도 35% 늘었다.',
        '캠핑나라는 이달 말 캠핑장 할인 기획전을 연다.',
      ),
    ]);
    expect(title).toBe('캠핑나라 캠핑장 예약 증가');
  });

  it('names what changed as the headline writes it ("칼국수값도 6%↑"), never a topic word before the name', () => {
    const title = storyTitle([
      article(
        '칼국수 한 그릇 1만 원 넘었다…서울 칼국수집 10곳 평균 1만 1천 원',
        '칼국수 한 그릇 값이 1만 원을 넘었다. 서울의 이름난 칼국수집 10곳의 평균 가격은 1만 1천 원으로 1년 전보다 6% 올랐다.',
        '가장 비싼 곳은 종로의 산마루로 1만 3천 원을 받는다. 칼국수집들은 밀가루 값 상승을 이유로 들었다.',
        '일부 칼국수집은 점심 세트를 할인하기도 한다.',
      ),
      article(
        '밀가루 12% 오르자 칼국수값도 6%↑…산마루 1만 3천 원',
        '밀가루 값이 1년 새 12% 올랐다. 칼국수값이 오른 곳은 산마루만이 아니다. 산마루 대표는 "재료를 바꾸지 않겠다"고 말했다.',
        '칼국수 가격은 더 오를 수 있다는 전망이 나온다.',
      ),
    ]);
    expect(title).toBe('산마루 칼국수값 상승');
  });

  it('keeps a venue out of the actors: where it happened is not who did it', () => {
    const title = storyTitle([
      article(
        '남궁현 완봉승…솔밭구장 2만 관중 기립박수',
        '별빛스타즈 투수 남궁현이 완봉승을 거뒀다. 솔밭구장을 찾은 2만 관중이 기립박수를 보냈다.',
        '남궁현은 공 108개로 9이닝을 막았다. 솔밭구장에서 나온 올 시즌 첫 완봉승이다.',
      ),
      article(
        '남궁현 "마지막 공에 손이 떨렸다"…솔밭구장 완봉승',
        '남궁현이 솔밭구장에서 완봉승을 거둔 뒤 소감을 밝혔다. 남궁현 선수는 "마지막 공이 가장 떨렸다"고 했다.',
      ),
    ]);
    expect(title).not.toContain('솔밭구장');
    expect(title).toMatch(/^남궁현 .*완봉승$/);
  });

  it('keeps an amount whole ("1만 4천 대"), never half of it', () => {
    const title = storyTitle([
      article(
        "한울자동차 세단 '가온' 1만 4천 대 리콜…엔진 센서 결함",
        "한울자동차가 세단 '가온' 1만 4천 대를 리콜한다. 엔진 센서 결함 때문이다. 가온 차주는 가까운 정비소에서 무상 점검을 받을 수 있다.",
      ),
    ]);
    expect(title).toBe('한울자동차 가온 1만 4천 대 리콜');
  });

  it('says the milestone with what it did ("600만 관객 돌파"), never a name and a figure alone', () => {
    const title = storyTitle([
      article(
        "영화 '은빛 항구' 600만 관객 돌파…올해 최고 흥행",
        "영화 '은빛 항구'가 개봉 20일 만에 600만 관객을 넘어섰다. 올해 개봉한 영화 가운데 최고 흥행이다.",
      ),
      article(
        "'은빛 항구' 600만 돌파…재난 영화 흥행 기록 새로",
        "'은빛 항구'의 누적 관객이 600만 명을 넘었다. 배급사는 흥행 기록을 새로 썼다고 밝혔다.",
      ),
    ]);
    expect(title).toBe('은빛 항구 600만 관객 돌파');
  });

  it('tells a count of wins the milestone names ("통산 150승 달성")', () => {
    const title = storyTitle([
      article(
        '한도윤, 개인 통산 150승 달성…별빛 타이탄스 4-1 승리',
        '별빛 타이탄스 투수 한도윤이 개인 통산 150승을 달성했다. 타이탄스는 한도윤의 호투로 4-1로 이겼다.',
        '한도윤 선수는 "150승은 동료들 덕분"이라고 말했다.',
      ),
    ]);
    expect(title).toMatch(/150승 달성$/);
  });

  it("gives the newest report's amount, not an older headline's ('1만 1천 대' → '1만 5천 대')", () => {
    const title = storyTitle([
      article(
        '리콜 1만 5천 대로 늘었다…한울 가온 하이브리드도 점검',
        "한울자동차가 세단 '가온' 리콜 대상을 1만 5천 대로 늘렸다. 하이브리드 모델도 점검을 받는다.",
      ),
      article(
        "한울자동차 세단 '가온' 1만 1천 대 리콜…엔진 센서 결함",
        "한울자동차가 세단 '가온' 1만 1천 대를 리콜한다. 엔진 센서 결함 때문이다.",
      ),
    ]);
    expect(title).toContain('1만 5천 대 리콜');
    expect(title).not.toContain('1만 1천');
  });

  it('puts the maker a headline introduces a product by before the product ("대한오토 세단 \'미르\'")', () => {
    const title = storyTitle([
      article(
        "솔바람오토 세단 '하늬' 2만 3천 대 리콜…브레이크 제어 오류",
        "솔바람오토가 세단 '하늬' 2만 3천 대를 리콜한다. 브레이크 제어 소프트웨어 오류가 확인됐다. 솔바람오토는 무선 업데이트로 고친다.",
      ),
      article(
        '"빗길 제동 늦어"…하늬 차주라면 업데이트 확인하세요',
        '하늬의 브레이크 제어 오류는 무선 업데이트로 고칠 수 있다. 솔바람오토는 차주에게 문자를 보낸다.',
      ),
    ]);
    expect(title).toBe('솔바람오토 하늬 2만 3천 대 리콜');
  });

  it('tells an event a headline says is held ("열흘간 열려") as the articles name it, never how long', () => {
    const title = storyTitle([
      article(
        '호수 위에 뜬 연등 2천 개…청람 호수 연등축제 열흘간 열려',
        '청람 호수 연등축제가 오늘 개막했다. 연등축제는 열흘 동안 이어진다. 주최 측은 셔틀버스를 운행한다.',
        '연등축제 첫날 주최 측은 안전요원을 배치했다고 발표했다.',
      ),
      article(
        '연등축제 첫날 3만 명 몰렸다…청람 호수 일대 교통 통제',
        '청람 호수 연등축제 첫날 3만 명이 다녀갔다. 연등축제가 개막하자 호수 일대 교통이 통제됐다.',
      ),
    ]);
    expect(title).toMatch(/연등축제 개막$/);
  });

  it('keeps what kind of business a name is out of the name ("스타트업 별빛칩스")', () => {
    const title = storyTitle([
      article(
        '반도체 스타트업 별빛칩스, 120억 원 투자 유치',
        '반도체 설계 스타트업 별빛칩스가 120억 원 투자를 유치했다. 별빛칩스는 이번 투자로 연구 인력을 늘린다.',
      ),
    ]);
    expect(title).toMatch(/^별빛칩스 /);
    expect(title).not.toContain('스타트업');
  });
});

describe('storyTitle: headlines written with quotes and angles', () => {
  it('reads a quoted comment closing a clause as emphasis, never as the name ("원룸은 \'소폭\'")', () => {
    const title = storyTitle([
      article(
        "우리 집 수도요금 얼마나 오르나…원룸은 '소폭', 다자녀 가정은 '부담'",
        '수도요금 개편안이 나온 뒤 가장 많이 나오는 질문은 우리 집 요금이다. 답은 사용량에 따라 갈린다.',
        '원룸 가구는 요금이 거의 그대로다. 다자녀 가정은 부담이 커진다. 가정마다 부담이 다르다.',
        '한빛수도는 다음 달부터 앱에서 요금 계산기를 연다.',
      ),
    ]);
    expect(title).toBe('수도요금 개편');
  });

  it('takes a nickname before the real name for what it is, and the event a distance only dates', () => {
    const title = storyTitle([
      article(
        "발목 부상 석 달 만의 복귀…'해결사' 오다온이 바꾼 3쿼터",
        '석 달 전 발목을 다친 선수가 코트로 돌아왔다. 가드 오다온이다. 오다온은 3쿼터에만 12점을 올렸다.',
        '경기 뒤 오다온은 "다시 뛰어 기쁘다"고 말했다. 오다온이 복귀하자 팀은 연패를 끊었다.',
      ),
    ]);
    expect(title).toBe('오다온 복귀');
  });

  it('names a library opening 개관, as its article does, not a festival 개막', () => {
    const title = storyTitle([
      article(
        "도담시 '별빛도서관' 문 열어…장서 5만 권·열람석 300석",
        "도담시의 새 도서관인 '별빛도서관'이 오늘 개관식을 열었다. 별빛도서관은 옛 시장 터에 들어섰다.",
        '별빛도서관은 평일 밤 10시까지 문을 연다. 도담시는 장서를 해마다 늘린다.',
      ),
    ]);
    expect(title).toBe('도담시 별빛도서관 개관');
  });

  it("takes the story's thing and event from the opening when the headline takes an angle", () => {
    const title = storyTitle([
      article(
        '기차가 떠난 자리에 그림 계단…역사 시계탑 품은 공간',
        '대합실이 있던 자리에 높이 9m짜리 계단이 놓였다. 이번 주 하람시에 문을 연 노을미술관의 한가운데다.',
        '계단 양옆 벽에는 그림이 걸렸다. 계단 곳곳에 앉는 단을 만들었다. 계단 위에는 개관 기념 그림이 있다.',
        '옛 역사의 시계탑은 그대로 남겼다. 설계자는 "역의 기억을 남기고 싶었다"고 말했다.',
      ),
    ]);
    expect(title).toBe('하람시 노을미술관 개관');
  });

  it('names a product the opening introduces when the headline quotes a trend ("\'저당 경쟁\'")', () => {
    const title = storyTitle([
      article(
        '"과자도 당 따진다"…제과업계 \'저당 경쟁\' 과자까지 번져',
        "음료에서 시작된 '저당' 바람이 과자 봉지까지 닿았다. 한 제과회사가 당을 줄인 과자를 선보이면서다.",
        '다음 달 출시되는 보리바삭은 한 봉지에 당이 2g이다. 가격은 1,800원이다. 과자 시장은 커지고 있다.',
      ),
    ]);
    expect(title).toBe('보리바삭 출시');
  });

  it('puts a work the headline quotes before its event after the actor, not two actors alone', () => {
    const title = storyTitle([
      article(
        '한지우·서도경 \'겨울 정원의 편지\' 제작발표회…"눈 오는 마을의 이야기"',
        "새 드라마 '겨울 정원의 편지'가 어제 제작발표회를 열었다. 배우 한지우와 서도경이 참석했다.",
        "'겨울 정원의 편지'는 눈 덮인 마을을 배경으로 한다. 한지우는 우체부를, 서도경은 정원사를 연기한다.",
        '한지우는 "대본을 읽고 바로 하겠다고 했다"고 말했다. 서도경은 "겨울이 기다려진다"고 했다.',
      ),
    ]);
    expect(title).toBe('한지우 겨울 정원의 편지 제작발표회');
  });

  it('never takes a Latin unit ("kWh당") or a label the body explains for a name', () => {
    const title = storyTitle([
      article(
        '10분 충전에 90%…한솔대, 나트륨 배터리 수명 늘리는 코팅 개발',
        "한솔대학교 연구팀이 나트륨 배터리의 수명을 늘리는 코팅을 개발했다. 나트륨 배터리는 '값싼 배터리'로 불린다.",
        '코팅은 kWh당 비용을 낮춘다. 연구팀은 배터리 시험을 이어 간다. 배터리 업계가 관심을 보인다.',
      ),
    ]);
    expect(title).not.toContain('값싼');
    expect(title).not.toContain('kWh');
    expect(title).toMatch(/코팅 개발$/);
  });

  it('puts the city another headline writes right before the name in front of it, whatever the lead says', () => {
    const title = storyTitle([
      article(
        '별빛도서관 첫 주말 방문객 8천 명…도담시, 임시 주차장 개방',
        '도담시 별빛도서관의 개관 첫 주말 방문객이 8천 명으로 집계됐다. 별빛도서관은 주차장이 붐볐다.',
        '도담시는 이번 주부터 임시 주차장을 연다. 별빛도서관 이용자는 무료로 쓴다.',
      ),
      article(
        "도담시 '별빛도서관' 문 열어…장서 5만 권",
        "도담시의 새 도서관인 '별빛도서관'이 개관식을 열었다. 별빛도서관은 옛 시장 터에 들어섰다.",
        '별빛도서관은 평일 밤 10시까지 운영한다. 도담시는 장서를 늘린다.',
      ),
    ]);
    expect(title).toBe('도담시 별빛도서관 개관');
  });
});
