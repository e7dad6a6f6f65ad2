import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import type { FactQuote } from '../../../story/model.ts';
import { realizeMessage, type RealizeContext } from './realize.ts';
import { createReferrer } from './refer.ts';
import { indirectSpeech, reportable, reported } from './speech.ts';
import { BAKERY_SHEET } from './story-fixtures.ts';

describe('indirect speech for words beyond the three quotes (issue 26)', () => {
  it('puts a clause or a noun phrase in the reported form', () => {
    expect(reported('주차장을 더 넓힐 계획이다', true)).toBe('주차장을 더 넓힐 계획이라고');
    expect(reported('문을 여는 시간은 아침 7시다', true)).toBe('문을 여는 시간은 아침 7시라고');
    expect(reported('손님이 두 배로 늘었다', false)).toBe('손님이 두 배로 늘었다고');
    expect(reportable('공방은 이제 첫걸음')).toEqual({ clause: '공방은 이제 첫걸음이다', copula: true });
  });

  it('reads spoken 합니다체 words as the plain prose they report (an interview, a broadcast bite)', () => {
    expect(reportable('예산은 3억 6천만 원입니다')).toEqual({ clause: '예산은 3억 6천만 원이다', copula: true });
    expect(reportable('소득 기준을 넘지 않는 1,800가구를 추렸습니다.')?.clause).toBe(
      '소득 기준을 넘지 않는 1,800가구를 추렸다',
    );
    expect(reportable('그래서 올해는 겨울이 오기 전에 돕기로 했습니다')?.clause).toBe(
      '올해는 겨울이 오기 전에 돕기로 했다',
    );
  });

  it('does not report words that only make sense in the speaker’s mouth', () => {
    expect(reportable('우리 가게는 밤 10시까지 문을 연다')).toBeUndefined();
    expect(reportable('오늘 같은 날씨는 처음 본다')).toBeUndefined();
    expect(reportable('부담 없이 들러 주세요')).toBeUndefined();
    expect(reportable('그 약속을 지키고 싶었다')).toBeUndefined();
    expect(reportable('누구나 한 번쯤 이 길을 걸어 보지 않았을까 생각했다')).toBeUndefined();
    expect(reportable('언니는 늘 마지막까지 남아 연습했다')).toBeUndefined();
    // "싸다" or "바다다": an adjective or a noun's copula, not guessed.
    expect(reportable('올해 배추가 유난히 싸다')).toBeUndefined();
  });

  it('tells the words attributed and in another wording than the quote', () => {
    const quote = '방문객이 예상보다 훨씬 빠르게 늘어서 주차장을 더 넓힐 계획이다';
    const source = `한솔 공원 관리소장은 "${quote}"라고 말했다`;
    const squeeze = (t: string) => t.replace(/[\s"“”.]/g, '');
    // A shared run of 60 % of the sentence with the source is a copy (as the quality report counts it).
    const copied = (sentence: string) => {
      const own = squeeze(sentence);
      const run = Math.ceil(own.length * 0.6);
      for (let i = 0; i + run <= own.length; i += 1) if (squeeze(source).includes(own.slice(i, i + run))) return true;
      return false;
    };
    let told = 0;
    for (let seed = 0; seed < 8; seed += 1) {
      const said = indirectSpeech('한솔 공원 관리소장', quote, createRandom(`s${seed}`), copied);
      if (!said) continue;
      told += 1;
      expect(said).toMatch(/^한솔 공원 관리소장은 .+(?:이라고|라고|다고) (?:말했|설명했|전했|이야기했)다\.$/);
      expect(said).not.toContain('"');
      expect(copied(said)).toBe(false);
    }
    expect(told).toBeGreaterThan(0);
  });

  it('right after the same speaker, tells what they added without naming them again', () => {
    const said = indirectSpeech(
      '한솔 공원 관리소장',
      '주말마다 셔틀버스를 두 대 더 늘릴 계획이다',
      createRandom('a'),
      () => false,
      true,
    );
    expect(said).toBe('주말마다 셔틀버스를 두 대 더 늘릴 계획이라고 덧붙였다.');
  });
});

describe('indirect speech in a post (realize)', () => {
  const context = (): RealizeContext => ({
    sheet: BAKERY_SHEET,
    category: '맛집',
    refer: createReferrer(BAKERY_SHEET.entities),
    random: createRandom('s'),
    reference: new Date('2026-11-22T12:00:00+09:00'),
    told: new Map(),
    named: new Set(),
    copied: () => false,
  });

  it('does not name the speaker again after their own words, even past a message that told nothing', () => {
    const ctx = context();
    const [first, second] = BAKERY_SHEET.quotes as [FactQuote, FactQuote];
    expect(realizeMessage({ kind: 'quote', quote: first }, ctx, true).join(' ')).toContain('"');
    expect(realizeMessage({ kind: 'facts', clauses: [] }, ctx, false)).toEqual([]);
    const said = realizeMessage({ kind: 'speech', quote: second }, ctx, false).join(' ');
    expect(said).toMatch(/고 덧붙였다\.$/);
    expect(said).not.toContain('문하람');
    expect(said).not.toContain('"');
  });
});
