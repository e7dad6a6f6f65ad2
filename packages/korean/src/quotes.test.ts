import { describe, expect, it } from 'vitest';
import { quoteSpans, isTitleSpan, withoutQuotedWords } from './quotes.ts';

describe('quoted titles and quoted words', () => {
  it('keeps a title whole and takes out what someone said', () => {
    expect(withoutQuotedWords("바다채널의 새 드라마 '등대지기'가 첫 회부터 1위에 올랐다.")).toBe(
      "바다채널의 새 드라마 '등대지기'가 첫 회부터 1위에 올랐다.",
    );
    expect(withoutQuotedWords('「파도 너머의 집」은 다음 달 나온다.')).toBe('「파도 너머의 집」은 다음 달 나온다.');
    expect(withoutQuotedWords('감독은 "끝까지 뛰겠다"고 말했다.')).toBe('감독은 고 말했다.');
  });

  it('tells a title from speech by what it holds and what follows it', () => {
    const title = "영화 '여름 끝의 정거장'이 개봉했다.";
    expect(isTitleSpan(title, quoteSpans(title)[0]!)).toBe(true);
    const words = "그는 '조금 늦었지만 괜찮다'라고 했다.";
    expect(isTitleSpan(words, quoteSpans(words)[0]!)).toBe(false);
  });
});
