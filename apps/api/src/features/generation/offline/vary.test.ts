import { extractFigures } from '@geulgam/korean';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { asConnective, frontTopic, quoteFirst, reword, splitAtConnective, varySentences } from './vary.ts';

const SENTENCES = [
  '실적 발표 직후 한빛전자 주가는 4.2% 오른 9만 8천 원에 거래를 마쳤다.',
  '최은수 최고재무책임자는 "평택 신규 라인 가동을 석 달 앞당기겠다"고 말했다.',
  '매출은 48조 2천억 원으로 11% 증가했고, 영업이익은 지난해보다 38% 늘었다.',
  '관계자는 "불을 밝혔다"며 행사장 조명을 설명했다.',
  '한지 등불 3천 개가 옛 궁궐 터와 연못을 따라 불을 밝혔다.',
];

describe('sentence variation', () => {
  it('keeps every figure and quote, whatever the seed', () => {
    for (const sentence of SENTENCES) {
      for (let seed = 0; seed < 30; seed += 1) {
        const varied = reword(sentence, createRandom(`s${seed}`));
        expect(extractFigures(varied).map((f) => f.key)).toEqual(extractFigures(sentence).map((f) => f.key));
        for (const quote of sentence.match(/"[^"]+"/g) ?? []) expect(varied).toContain(quote);
      }
    }
  });

  it('swaps reporting verbs only when they report (not "불을 밝혔다")', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      expect(reword(SENTENCES[4]!, createRandom(`s${seed}`))).toContain('불을 밝혔다');
    }
  });

  it('cuts at a past-tense -고 clause when both halves stand alone, and joins neighbours back', () => {
    expect(splitAtConnective(SENTENCES[2]!)).toEqual([
      '매출은 48조 2천억 원으로 11% 증가했다.',
      '영업이익은 지난해보다 38% 늘었다.',
    ]);
    expect(asConnective('매출은 11% 증가했다.')).toBe('매출은 11% 증가했고,');
    expect(asConnective('관심이 커지고 있다.')).toBeUndefined();
  });

  it('moves a leading time phrase after the topic and a quote before its speaker', () => {
    expect(frontTopic(SENTENCES[0]!)).toBe('한빛전자 주가는 실적 발표 직후 4.2% 오른 9만 8천 원에 거래를 마쳤다.');
    expect(quoteFirst(SENTENCES[1]!)).toBe(
      '"평택 신규 라인 가동을 석 달 앞당기겠다"라고 최은수 최고재무책임자는 말했다.',
    );
    expect(frontTopic('16부작으로 만들어지는 이 작품의 연출은 정다운 감독이 맡았다.')).toBeUndefined();
  });

  it('joins only neighbours in the same article that are about the same thing', () => {
    const placed = [
      { text: '후드티는 판매 시작 12분 만에 품절됐다.', article: 0, position: 3 },
      { text: '무니는 팔로워 80만 명을 가진 작가다.', article: 0, position: 4 },
    ];
    for (let seed = 0; seed < 20; seed += 1) {
      expect(varySentences(placed, createRandom(`s${seed}`))).toHaveLength(2);
    }
  });
});
