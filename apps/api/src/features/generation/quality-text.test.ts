import { describe, expect, it } from 'vitest';
import { copyIndex, copyRatio, countQuotes, danglingOpener, isCopied } from './quality-text.ts';

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
