import { describe, expect, it } from 'vitest';
import { copyIndex, copyRatio, countQuotes, danglingOpener, danglingOpeners, isCopied } from './quality-text.ts';

const SOURCE = ['노을제과는 25일 경기 수원시에 세 번째 매장을 열고 첫날부터 긴 줄이 늘어섰다고 밝혔다.'];

describe('copy ratio', () => {
  it('calls a source sentence with a new ending copied, a rewritten one not', () => {
    const index = copyIndex(SOURCE);
    expect(isCopied('노을제과는 25일 경기 수원시에 세 번째 매장을 열고 첫날부터 긴 줄이 늘어섰어요.', index)).toBe(
      true,
    );
    expect(isCopied('수원에 문을 연 노을제과 세 번째 가게 앞은 첫날부터 붐볐어요.', index)).toBe(false);
    expect(copyRatio(['노을제과는 25일 경기 수원시에 세 번째 매장을 열었어요.', '가게 앞은 붐볐어요.'], SOURCE)).toBe(
      0.5,
    );
  });

  it('does not count words inside quotation marks', () => {
    const index = copyIndex(['대표는 "첫날부터 이렇게 많은 분이 와 주실 줄 몰랐다"라고 말했다.']);
    expect(isCopied('노을제과 대표는 "첫날부터 이렇게 많은 분이 와 주실 줄 몰랐다"라고 전했어요.', index)).toBe(false);
  });
});

describe('quotes', () => {
  it('counts speech in quotation marks and whether a speaker and a verb of saying frame it', () => {
    expect(countQuotes(['한서윤 대표는 "손님이 많아 놀랐다"라고 말했어요.'])).toEqual({ quotes: 1, unattributed: 0 });
    expect(countQuotes(['"손님이 많아 놀랐다"는 반응이 나왔어요.'])).toEqual({ quotes: 1, unattributed: 1 });
    // A quoted title is not speech.
    expect(countQuotes(["영화 '달빛'이 개봉했어요."])).toEqual({ quotes: 0, unattributed: 0 });
    // Nor is a longer one with spaces, followed by its particle.
    expect(countQuotes(["영화 '여름 끝의 정거장'이 개봉했어요."])).toEqual({ quotes: 0, unattributed: 0 });
  });
});

describe('dangling openers', () => {
  it('flags a paragraph that opens with a reference to nothing', () => {
    for (const sentence of [
      '그는 이렇게 말했어요.',
      '두 회사는 계약을 맺었어요.',
      '그 결과 매출이 늘었어요.',
      '이는 처음 있는 일이에요.',
      '국내 시장도 커졌어요.',
      '요금은 편도 2,000원이에요.',
    ]) {
      expect(danglingOpener(sentence, []), sentence).toBeDefined();
    }
  });

  it('accepts the same words after a sentence that gives them their reference', () => {
    expect(danglingOpener('그 결과 매출이 늘었어요.', ['노을제과는 가격을 내렸어요.'])).toBeUndefined();
    expect(danglingOpener('그는 웃었어요.', ['한서윤 대표가 무대에 올랐어요.'])).toBeUndefined();
    expect(danglingOpener('제주도는 관광객이 늘었어요.', [])).toBeUndefined();
    expect(danglingOpener('노을제과는 세 번째 매장을 열었어요.', [])).toBeUndefined();
  });

  it('does not take a 도 inside a name for the particle', () => {
    expect(danglingOpener('송도 바람 페스티벌 소식, 어떻게 보셨나요?', [])).toBeUndefined();
    expect(danglingOpener('한여름 파도 축제가 열렸어요.', [])).toBeUndefined();
    expect(danglingOpener('국내 시장도 커졌어요.', [])).toBeDefined();
  });
});

describe('dangling references on text the check has never seen', () => {
  it('flags each kind of reference that opens a paragraph with nothing before it', () => {
    for (const sentence of [
      '그녀는 무대에서 눈물을 보였어요.',
      '이들은 다음 달 다시 모여요.',
      '양측은 이견을 좁히지 못했어요.',
      '두 팀은 승점이 같아요.',
      '이 약은 주 1회 맞는 주사제예요.',
      '해당 제품은 온라인에서만 팔아요.',
      '같은 기간 방문객은 두 배로 늘었어요.',
      '이에 따라 운항이 늘어나요.',
      '이 중 절반이 20대였어요.',
      '이날 현장에는 5천 명이 몰렸어요.',
      '당시 그는 신인이었어요.',
      '관계자는 재고가 충분하다고 했어요.',
      '목표는 1부 승격이에요.',
      '마 감독은 공격 축구를 약속했어요.',
      '해외 매출도 처음으로 줄었어요.',
    ]) {
      expect(danglingOpener(sentence, []), sentence).toBeDefined();
    }
  });

  it('accepts a reference once its referent came before', () => {
    expect(danglingOpener('두 회사는 합작법인을 세워요.', ['청록제약과 한빛바이오가 손을 잡았어요.'])).toBeUndefined();
    expect(danglingOpener('이 약은 주 1회 맞아요.', ['청록제약이 슬림온 허가를 받았어요.'])).toBeUndefined();
    expect(
      danglingOpener('마 감독은 공격 축구를 약속했어요.', [], ['청주 누리가 마태식 감독을 선임했어요.']),
    ).toBeUndefined();
    expect(danglingOpener('이날 현장에는 5천 명이 몰렸어요.', [], ['축제는 11월 21일 열렸어요.'])).toBeUndefined();
    // A name that starts like a demonstrative or a surname is not a reference.
    expect(danglingOpener('이태오 감독은 공격 축구를 약속했어요.', [])).toBeUndefined();
    expect(danglingOpener('그랜드호텔은 12월에 문을 열어요.', [])).toBeUndefined();
    expect(danglingOpener('이번 시즌 관중은 3천 명이었어요.', [])).toBeUndefined();
    expect(danglingOpener('만족도가 높았어요.', [])).toBeUndefined();
  });

  it('judges a reference inside a paragraph by the sentences before it', () => {
    expect(danglingOpener('두 회사는 합작법인을 세워요.', ['청록제약이 허가를 받았어요.'])).toBeDefined();
    expect(danglingOpener('그는 웃었어요.', ['공이 골문으로 들어갔어요.'])).toBeDefined();
    expect(danglingOpener('윤 대표는 웃었어요.', ['공이 골문으로 들어갔어요.'])).toBeDefined();
  });

  it('flags a saying verb that promises words the post never gives', () => {
    const post = [['한서윤 대표는 개점 소감을 이렇게 말했어요.'], ['노을제과 2호점은 성수동에 있어요.']];
    expect(danglingOpeners(post).map((f) => f.sentence)).toEqual(['한서윤 대표는 개점 소감을 이렇게 말했어요.']);
    expect(danglingOpeners([['한서윤 대표는 이렇게 말했어요.', '"손님이 많아 놀랐어요."']])).toEqual([]);
  });
});
