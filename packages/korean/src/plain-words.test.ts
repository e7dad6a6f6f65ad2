import { describe, expect, it } from 'vitest';
import { plainWords } from './plain-words.ts';

describe('plainWords', () => {
  it('puts a Sino-Korean verb in its plain word in every tone and tense', () => {
    expect(plainWords('매출이 20% 증가했어요.').text).toBe('매출이 20% 늘어났어요.');
    expect(plainWords('매출이 20% 증가했습니다.').text).toBe('매출이 20% 늘어났습니다.');
    expect(plainWords('매출이 증가해.').text).toBe('매출이 늘어나.');
    expect(plainWords('증가한 매출은 3조 원이에요.').text).toBe('늘어난 매출은 3조 원이에요.');
    expect(plainWords('주가가 급등합니다.').text).toBe('주가가 크게 올라갑니다.');
  });

  it('replaces news words and counts them, leaving quotes as they were said', () => {
    const result = plainWords('향후 전년 대비 소폭 상승할 전망이에요. 대표는 "향후 증가할 것"이라고 했어요.');
    expect(result.text).toBe('앞으로 1년 전보다 조금 올라갈 전망이에요. 대표는 "향후 증가할 것"이라고 했어요.');
    expect(result.replaced).toBe(4);
    expect(plainWords('서울 및 부산에서 열려요.').text).toBe('서울과 부산에서 열려요.');
  });

  it('leaves plain sentences alone', () => {
    expect(plainWords('오늘 문을 열었어요.')).toEqual({ text: '오늘 문을 열었어요.', replaced: 0 });
  });
});

describe('plainWords, verbs with every ending', () => {
  it('keeps the ending right after the plain verb', () => {
    expect(plainWords('혜택을 제공해요.').text).toBe('혜택을 줘요.');
    expect(plainWords('혜택을 제공하는 회사예요.').text).toBe('혜택을 주는 회사예요.');
    expect(plainWords('행사가 개최됐습니다.').text).toBe('행사가 열렸습니다.');
    expect(plainWords('판매가 늘어날 것으로 전망했어요.').text).toBe('판매가 늘어날 거라고 봤어요.');
  });
});
