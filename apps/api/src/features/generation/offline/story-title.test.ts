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
});
