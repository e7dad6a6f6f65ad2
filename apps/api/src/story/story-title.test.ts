import { describe, expect, it } from 'vitest';
import { sameName, storyTitle } from './story-title.ts';

/** Keyword titles that read as a news topic: [who/where] [the thing's name] [what happened] (issue 26). */
const article = (title: string, ...paragraphs: string[]) => ({ title, body: paragraphs.join('\n\n') });

interface TitleCase {
  name: string;
  articles: ReturnType<typeof article>[];
  /** The whole title. */
  is?: string;
  /** What the title must hold (a string) or match (a pattern). */
  has?: (string | RegExp)[];
  /** Words the title must not hold. */
  lacks?: string[];
}

/** One test per case: the title of the case's articles (the lead article first) against what it wants. */
function titles(group: string, cases: TitleCase[]) {
  describe(group, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
      const title = storyTitle(c.articles);
      if (c.is !== undefined) expect(title).toBe(c.is);
      for (const want of c.has ?? []) {
        if (typeof want === 'string') expect(title).toContain(want);
        else expect(title).toMatch(want);
      }
      for (const word of c.lacks ?? []) expect(title).not.toContain(word);
    });
  });
}

titles('storyTitle: who, the thing and what happened', [
  {
    name: "keeps an event's own name whole, with the city that holds it, over a word the article repeats",
    articles: [
      article(
        '솔내시 연꽃잔치 개막…호수 둘레 연꽃 3만 송이',
        '솔내시가 여는 연꽃잔치가 오늘 개막했다. 호수 둘레에 심은 연꽃 3만 송이가 한꺼번에 피었다.',
        '올해는 흰 연꽃과 분홍 연꽃을 섞어 심었다. 연꽃 사이로 나무 데크 길이 새로 놓였다.',
        '솔내시는 연꽃잔치 기간에 셔틀버스를 하루 20회 운행한다. 연꽃 사진 공모전도 함께 열린다.',
      ),
    ],
    is: '솔내시 연꽃잔치 개막',
  },
  {
    name: 'never takes a deed the articles conjugate ("재결합한") for a name, and lets the name lead (the lead article first)',
    articles: [
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
    ],
    is: '달무리 재결합 투어',
  },
  {
    name: 'tells what a headline ends on when the articles conjugate it ("…320기 설치"), not a describing word',
    articles: [
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
    ],
    is: '벌빛충전 충전기 설치',
  },
  {
    name: 'puts the business whose figures they are before a change told of a thing alone',
    articles: [
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
    ],
    is: '캠핑나라 캠핑장 예약 증가',
  },
  {
    name: 'names what changed as the headline writes it ("칼국수값도 6%↑"), never a topic word before the name',
    articles: [
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
    ],
    is: '산마루 칼국수값 상승',
  },
  {
    name: 'keeps a venue out of the actors: where it happened is not who did it',
    articles: [
      article(
        '남궁현 완봉승…솔밭구장 2만 관중 기립박수',
        '별빛스타즈 투수 남궁현이 완봉승을 거뒀다. 솔밭구장을 찾은 2만 관중이 기립박수를 보냈다.',
        '남궁현은 공 108개로 9이닝을 막았다. 솔밭구장에서 나온 올 시즌 첫 완봉승이다.',
      ),
      article(
        '남궁현 "마지막 공에 손이 떨렸다"…솔밭구장 완봉승',
        '남궁현이 솔밭구장에서 완봉승을 거둔 뒤 소감을 밝혔다. 남궁현 선수는 "마지막 공이 가장 떨렸다"고 했다.',
      ),
    ],
    has: [/^남궁현 .*완봉승$/],
    lacks: ['솔밭구장'],
  },
  {
    name: 'keeps an amount whole ("1만 4천 대"), never half of it',
    articles: [
      article(
        "한울자동차 세단 '가온' 1만 4천 대 리콜…엔진 센서 결함",
        "한울자동차가 세단 '가온' 1만 4천 대를 리콜한다. 엔진 센서 결함 때문이다. 가온 차주는 가까운 정비소에서 무상 점검을 받을 수 있다.",
      ),
    ],
    is: '한울자동차 가온 1만 4천 대 리콜',
  },
  {
    name: 'says the milestone with what it did ("600만 관객 돌파"), the film\'s title whole in its quotes after its kind',
    articles: [
      article(
        "영화 '은빛 항구' 600만 관객 돌파…올해 최고 흥행",
        "영화 '은빛 항구'가 개봉 20일 만에 600만 관객을 넘어섰다. 올해 개봉한 영화 가운데 최고 흥행이다.",
      ),
      article(
        "'은빛 항구' 600만 돌파…재난 영화 흥행 기록 새로",
        "'은빛 항구'의 누적 관객이 600만 명을 넘었다. 배급사는 흥행 기록을 새로 썼다고 밝혔다.",
      ),
    ],
    is: "영화 '은빛 항구' 600만 관객 돌파",
  },
  {
    name: 'tells a count of wins the milestone names ("통산 150승 달성")',
    articles: [
      article(
        '한도윤, 개인 통산 150승 달성…별빛 타이탄스 4-1 승리',
        '별빛 타이탄스 투수 한도윤이 개인 통산 150승을 달성했다. 타이탄스는 한도윤의 호투로 4-1로 이겼다.',
        '한도윤 선수는 "150승은 동료들 덕분"이라고 말했다.',
      ),
    ],
    has: [/150승 달성$/],
  },
  {
    name: "gives the newest report's amount, not an older headline's ('1만 1천 대' → '1만 5천 대')",
    articles: [
      article(
        '리콜 1만 5천 대로 늘었다…한울 가온 하이브리드도 점검',
        "한울자동차가 세단 '가온' 리콜 대상을 1만 5천 대로 늘렸다. 하이브리드 모델도 점검을 받는다.",
      ),
      article(
        "한울자동차 세단 '가온' 1만 1천 대 리콜…엔진 센서 결함",
        "한울자동차가 세단 '가온' 1만 1천 대를 리콜한다. 엔진 센서 결함 때문이다.",
      ),
    ],
    has: ['1만 5천 대 리콜'],
    lacks: ['1만 1천'],
  },
  {
    name: 'puts the maker a headline introduces a product by before the product ("대한오토 세단 \'미르\'")',
    articles: [
      article(
        "솔바람오토 세단 '하늬' 2만 3천 대 리콜…브레이크 제어 오류",
        "솔바람오토가 세단 '하늬' 2만 3천 대를 리콜한다. 브레이크 제어 소프트웨어 오류가 확인됐다. 솔바람오토는 무선 업데이트로 고친다.",
      ),
      article(
        '"빗길 제동 늦어"…하늬 차주라면 업데이트 확인하세요',
        '하늬의 브레이크 제어 오류는 무선 업데이트로 고칠 수 있다. 솔바람오토는 차주에게 문자를 보낸다.',
      ),
    ],
    is: '솔바람오토 하늬 2만 3천 대 리콜',
  },
  {
    name: 'tells an event a headline says is held ("열흘간 열려") as the articles name it, never how long',
    articles: [
      article(
        '호수 위에 뜬 연등 2천 개…청람 호수 연등축제 열흘간 열려',
        '청람 호수 연등축제가 오늘 개막했다. 연등축제는 열흘 동안 이어진다. 주최 측은 셔틀버스를 운행한다.',
        '연등축제 첫날 주최 측은 안전요원을 배치했다고 발표했다.',
      ),
      article(
        '연등축제 첫날 3만 명 몰렸다…청람 호수 일대 교통 통제',
        '청람 호수 연등축제 첫날 3만 명이 다녀갔다. 연등축제가 개막하자 호수 일대 교통이 통제됐다.',
      ),
    ],
    has: [/연등축제 개막$/],
  },
  {
    name: 'keeps what kind of business a name is out of the name ("스타트업 별빛칩스")',
    articles: [
      article(
        '반도체 스타트업 별빛칩스, 120억 원 투자 유치',
        '반도체 설계 스타트업 별빛칩스가 120억 원 투자를 유치했다. 별빛칩스는 이번 투자로 연구 인력을 늘린다.',
      ),
    ],
    has: [/^별빛칩스 /],
    lacks: ['스타트업'],
  },
  {
    name: 'tells the first a debut dates ("데뷔 첫 끝내기 홈런"), not the debut',
    articles: [
      article(
        '해밀 베어스 유지안, 노을구장서 데뷔 첫 끝내기 홈런…강변 킹스 울렸다',
        '해밀 베어스 신인 유지안이 노을구장에서 데뷔 첫 끝내기 홈런을 쳤다. 유지안은 9회말 2사에서 담장을 넘겼다.',
        '유지안은 "데뷔 무대에서 홈런을 칠 줄 몰랐다"고 말했다. 베어스는 3연패를 끊었다.',
      ),
    ],
    has: [/^유지안 /, '끝내기 홈런'],
  },
]);

titles('storyTitle: headlines written with quotes and angles', [
  {
    name: 'reads a quoted comment closing a clause as emphasis, never as the name ("원룸은 \'소폭\'")',
    articles: [
      article(
        "우리 집 수도요금 얼마나 오르나…원룸은 '소폭', 다자녀 가정은 '부담'",
        '수도요금 개편안이 나온 뒤 가장 많이 나오는 질문은 우리 집 요금이다. 답은 사용량에 따라 갈린다.',
        '원룸 가구는 요금이 거의 그대로다. 다자녀 가정은 부담이 커진다. 가정마다 부담이 다르다.',
        '한빛수도는 다음 달부터 앱에서 요금 계산기를 연다.',
      ),
    ],
    is: '수도요금 개편',
  },
  {
    name: 'takes a nickname before the real name for what it is, and the event a distance only dates',
    articles: [
      article(
        "발목 부상 석 달 만의 복귀…'해결사' 오다온이 바꾼 3쿼터",
        '석 달 전 발목을 다친 선수가 코트로 돌아왔다. 가드 오다온이다. 오다온은 3쿼터에만 12점을 올렸다.',
        '경기 뒤 오다온은 "다시 뛰어 기쁘다"고 말했다. 오다온이 복귀하자 팀은 연패를 끊었다.',
      ),
    ],
    is: '오다온 복귀',
  },
  {
    name: 'names a library opening 개관, as its article does, not a festival 개막',
    articles: [
      article(
        "도담시 '별빛도서관' 문 열어…장서 5만 권·열람석 300석",
        "도담시의 새 도서관인 '별빛도서관'이 오늘 개관식을 열었다. 별빛도서관은 옛 시장 터에 들어섰다.",
        '별빛도서관은 평일 밤 10시까지 문을 연다. 도담시는 장서를 해마다 늘린다.',
      ),
    ],
    is: '도담시 별빛도서관 개관',
  },
  {
    name: "takes the story's thing and event from the opening when the headline takes an angle",
    articles: [
      article(
        '기차가 떠난 자리에 그림 계단…역사 시계탑 품은 공간',
        '대합실이 있던 자리에 높이 9m짜리 계단이 놓였다. 이번 주 하람시에 문을 연 노을미술관의 한가운데다.',
        '계단 양옆 벽에는 그림이 걸렸다. 계단 곳곳에 앉는 단을 만들었다. 계단 위에는 개관 기념 그림이 있다.',
        '옛 역사의 시계탑은 그대로 남겼다. 설계자는 "역의 기억을 남기고 싶었다"고 말했다.',
      ),
    ],
    is: '하람시 노을미술관 개관',
  },
  {
    name: 'names a product the opening introduces when the headline quotes a trend ("\'저당 경쟁\'")',
    articles: [
      article(
        '"과자도 당 따진다"…제과업계 \'저당 경쟁\' 과자까지 번져',
        "음료에서 시작된 '저당' 바람이 과자 봉지까지 닿았다. 한 제과회사가 당을 줄인 과자를 선보이면서다.",
        '다음 달 출시되는 보리바삭은 한 봉지에 당이 2g이다. 가격은 1,800원이다. 과자 시장은 커지고 있다.',
      ),
    ],
    is: '보리바삭 출시',
  },
  {
    name: 'keeps a quoted title of several words as one unit, led by its kind ("드라마 \'…\'"), not an actor before it',
    articles: [
      article(
        '한지우·서도경 \'겨울 정원의 편지\' 제작발표회…"눈 오는 마을의 이야기"',
        "새 드라마 '겨울 정원의 편지'가 어제 제작발표회를 열었다. 배우 한지우와 서도경이 참석했다.",
        "'겨울 정원의 편지'는 눈 덮인 마을을 배경으로 한다. 한지우는 우체부를, 서도경은 정원사를 연기한다.",
        '한지우는 "대본을 읽고 바로 하겠다고 했다"고 말했다. 서도경은 "겨울이 기다려진다"고 했다.',
      ),
    ],
    is: "드라마 '겨울 정원의 편지' 제작발표회",
  },
  {
    name: 'never takes a Latin unit ("kWh당") or a label the body explains for a name',
    articles: [
      article(
        '10분 충전에 90%…한솔대, 나트륨 배터리 수명 늘리는 코팅 개발',
        "한솔대학교 연구팀이 나트륨 배터리의 수명을 늘리는 코팅을 개발했다. 나트륨 배터리는 '값싼 배터리'로 불린다.",
        '코팅은 kWh당 비용을 낮춘다. 연구팀은 배터리 시험을 이어 간다. 배터리 업계가 관심을 보인다.',
      ),
    ],
    has: [/코팅 개발$/],
    lacks: ['값싼', 'kWh'],
  },
  {
    name: 'puts the city another headline writes right before the name in front of it, whatever the lead says',
    articles: [
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
    ],
    is: '도담시 별빛도서관 개관',
  },
  {
    name: 'keeps a title the headline quotes whole after its kind, never a word of a quoted voice glued before it',
    articles: [
      article(
        '배유하·남기준 \'안개 낀 부두의 밤\' 제작발표회…"부둣가에서 다시 만난 두 사람"',
        "새 드라마 '안개 낀 부두의 밤'이 어제 제작발표회를 열었다. 배우 배유하와 남기준이 무대에 올랐다.",
        '드라마는 부둣가 마을의 오래된 여관을 배경으로 한다. 배유하는 여관 주인을, 남기준은 선장을 연기한다.',
      ),
      article(
        '폐업 앞둔 여관이 촬영지로…부둣가 마을 기대감',
        "드라마 '안개 낀 부두의 밤'의 촬영지인 부둣가 여관에 관광객이 찾아오기 시작했다. 부둣가 상인들은 반긴다.",
        '마을은 촬영이 끝난 뒤에도 여관을 전시관으로 쓸 계획이다.',
      ),
    ],
    is: "드라마 '안개 낀 부두의 밤' 제작발표회",
  },
  {
    name: 'names who did it when a headline opens on them before a comma ("한결대, …"), not the thing alone',
    articles: [
      article(
        "'충전 대기 끝날까'…전지 업계, 대학 연구에 관심",
        '충전을 기다리는 시간이 줄어들 수 있다는 기대가 나온다. 한결대 연구팀이 내놓은 아연 전지 전해질 기술에 업계의 눈이 쏠렸다.',
        '업계는 전해질 기술을 양산에 쓸 수 있을지 살피고 있다. 전해질 기술은 아연 전지의 수명을 늘린다.',
      ),
      article(
        '5분 충전에 70%…한결대, 아연 전지 수명 늘리는 전해질 개발',
        '한결대학교 연구팀이 아연 전지의 수명을 늘리는 전해질을 개발했다. 아연 전지는 불에 잘 타지 않는다.',
        '연구팀은 전해질 기술을 내년에 업체와 함께 시험한다. 아연 전지 업계가 관심을 보였다.',
      ),
    ],
    has: [/^한결대 /],
  },
  {
    name: 'never keeps a word with its particle ("절반이") from a sentence of the opening',
    articles: [
      article(
        '단풍 구경은 다음 주로…산길 막혀 민박 예약 줄줄이 취소',
        '밤사이 내린 비로 산길이 무너지면서 민박 예약이 잇따라 취소됐다. 한 민박 주인은 "주말 예약 20팀 가운데 절반이 취소를 알려 왔다"고 했다.',
        '군은 굴착기를 보내 내일까지 한 차로를 연다. 길이 다 열리면 단풍 구경을 가도 된다.',
      ),
    ],
    lacks: ['절반이', '가운데'],
  },
  {
    name: 'never keeps a verb that links two clauses of the headline ("내려앉고")',
    articles: [
      article(
        '비닐하우스 내려앉고 첫차 끊겨…대설경보 내린 산골 마을의 아침',
        '대설경보가 내려진 아침, 산골 마을 주민들은 삽부터 들었다. 밤새 쌓인 눈에 비닐하우스가 내려앉았고, 버스는 첫차부터 끊겼다.',
        '주민들은 마을 길의 눈을 함께 치웠다. 군은 피해를 조사해 복구비를 지원한다.',
      ),
      article(
        '밤새 40㎝ 폭설…산간 고갯길에 올겨울 첫 대설경보',
        '밤사이 고갯길 일대에 눈이 40㎝ 쌓였다. 이 지역에 대설경보가 내려진 것은 올겨울 들어 처음이다.',
        '기상청은 산간 도로를 지나는 차량은 월동 장비를 갖추라고 당부했다.',
      ),
    ],
    lacks: ['내려앉고', '끊겨'],
  },
]);

describe('a county that opens the headline before a comma', () => {
  // An invented county's loan for frost-hit farms, told in one article.
  const loan = article(
    '해솔군, 서리 맞은 배 농가에 긴급 융자 20억 원',
    '해솔군이 이달 초 서리 피해를 입은 배 농가를 위해 20억 원 규모의 긴급 융자를 마련했다고 21일 밝혔다.',
    '해솔군에는 지난 3일 영하 5도의 서리가 내려 배 과수원 120㏊가 피해를 봤다. 군은 상처 난 배를 가공용으로 사들인다.',
    '군 관계자는 "직접 지원금도 검토했지만 예비비가 모자랐다"고 말했다. 융자 신청은 12월 5일까지 받는다.',
  );

  it('names the county once and the loan as what happened', () => {
    const title = storyTitle([loan]);
    expect(title.split(' ').filter((w) => w === '해솔군')).toHaveLength(1);
    expect(title).toMatch(/^해솔군 .*융자$/);
  });
});

describe('one name written whole and short', () => {
  it('is the same name, so a keyword never names it twice', () => {
    expect(sameName('솔빛전통시장', '솔빛시장')).toBe(true);
    expect(sameName('해솔군', '해솔군')).toBe(true);
    expect(sameName('솔빛시장', '솔빛공원')).toBe(false);
    expect(sameName('한내', '한내구단')).toBe(true);
  });
});
