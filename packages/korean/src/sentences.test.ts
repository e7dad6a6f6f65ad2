import { describe, expect, it } from 'vitest';
import { splitKeepingQuotes, splitSentences } from './sentences.ts';

describe('sentences of a text', () => {
  it('splits at each sentence end', () => {
    expect(splitSentences('고비는 9회에 찾아왔다. 윤서진은 위기를 넘겼다.')).toEqual([
      '고비는 9회에 찾아왔다.',
      '윤서진은 위기를 넘겼다.',
    ]);
  });

  it('splits before a sentence that opens on a figure, and never inside a decimal', () => {
    expect(splitSentences('하은솔은 속도를 높였다. 5km 구간 기록은 14분 52초였다. 값은 3.5배다.')).toEqual([
      '하은솔은 속도를 높였다.',
      '5km 구간 기록은 14분 52초였다.',
      '값은 3.5배다.',
    ]);
  });

  it('keeps a quotation of several sentences in the sentence of the news that quotes it', () => {
    expect(
      splitKeepingQuotes(
        '경기를 마쳤다. 그는 "다시 설 수 있을지 걱정했다. 팬들께 감사하다"고 말했다. 다음 경기는 토요일이다.',
      ),
    ).toEqual([
      '경기를 마쳤다.',
      '그는 "다시 설 수 있을지 걱정했다. 팬들께 감사하다"고 말했다.',
      '다음 경기는 토요일이다.',
    ]);
    expect(splitKeepingQuotes('감독은 “잘했다. 고맙다”라고 말했다. 끝났다.')).toEqual([
      '감독은 “잘했다. 고맙다”라고 말했다.',
      '끝났다.',
    ]);
  });

  it('leaves a paragraph with a stray quotation mark as it splits', () => {
    expect(splitKeepingQuotes('그는 "잘했다. 다음이 있다.')).toEqual(['그는 "잘했다.', '다음이 있다.']);
  });
});
