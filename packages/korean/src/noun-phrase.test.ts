import { describe, expect, it } from 'vitest';
import { isNounPhrase, looksAdnominal } from './index.ts';

describe('isNounPhrase', () => {
  it('accepts who + what', () => {
    expect(isNounPhrase('청록제약 비만약 허가')).toBe(true);
    expect(isNounPhrase('해랑 FC 1부 승격')).toBe(true);
    expect(isNounPhrase('새벽칩스 150억 원 투자 유치')).toBe(true);
  });

  it('accepts a word that only looks adnominal when the text vouches for it', () => {
    const known = new Set(['관객', '파도의', '문']);
    expect(isNounPhrase('파도의 문 800만 관객 돌파', (word) => known.has(word))).toBe(true);
    expect(isNounPhrase('축제 사진')).toBe(false);
    expect(isNounPhrase('축제 사진', (word) => word === '사진')).toBe(true);
  });

  it('rejects verbs, adnominal forms, adverbs, quotes and lone names', () => {
    expect(isNounPhrase('청록제약 먹는')).toBe(false);
    expect(isNounPhrase('꺼진 축제')).toBe(false);
    expect(isNounPhrase('68만 명 몰린 해솔 바다빛축제')).toBe(false);
    expect(isNounPhrase('트렌치코트 판매 늘었다')).toBe(false);
    expect(isNounPhrase('판매 크게 증가')).toBe(false);
    expect(isNounPhrase("'1천만' 돌파")).toBe(false);
    expect(isNounPhrase('청록제약')).toBe(false);
  });
});

describe('looksAdnominal', () => {
  it('flags forms ending like an adnominal', () => {
    for (const word of ['먹는', '꺼진', '몰린', '했던', '새로운']) expect(looksAdnominal(word), word).toBe(true);
    for (const word of ['허가', '축제', '승격', 'EV7']) expect(looksAdnominal(word), word).toBe(false);
  });
});
