import { describe, expect, it } from 'vitest';
import { endsInDoNoun, leadingReference, namesTwo, promisesWords } from './index.ts';

describe('leadingReference', () => {
  it('reads the kind of reference a sentence opens with', () => {
    const kinds: [string, string][] = [
      ['양측은 합의했다.', 'pair'],
      ['두 배우는 다시 만났다.', 'pair'],
      ['그 결과 매출이 늘었다.', 'discourse'],
      ['이 가운데 절반은 20대다.', 'discourse'],
      ['당시 그는 신인이었다.', 'time'],
      ['그녀는 웃었다.', 'person'],
      ['해당 차량은 리콜된다.', 'demonstrative'],
      ['국내 판매도 늘었다.', 'additive'],
      ['입장료는 5천 원이다.', 'relational'],
      ['윤 대표는 웃었다.', 'short-name'],
    ];
    for (const [sentence, kind] of kinds) expect(leadingReference(sentence)?.kind, sentence).toBe(kind);
  });

  it('leaves names and ordinary openers alone', () => {
    for (const sentence of [
      '이도윤 대표는 웃었다.',
      '그린카드는 혜택을 늘렸다.',
      '이번 주말 공연이 열린다.',
      '두부 가게가 문을 열었다.',
      '송도 바람 페스티벌이 열린다.',
      '"그 결과는 놀라웠다"라고 그가 말했다.',
    ]) {
      expect(leadingReference(sentence), sentence).toBeUndefined();
    }
  });

  it('tells a promised quote and two names given together', () => {
    expect(promisesWords('윤 대표는 소감을 이렇게 밝혔다.')).toBe(true);
    expect(promisesWords('윤 대표는 "기쁘다"라고 밝혔다.')).toBe(false);
    expect(namesTwo('청록제약과 한빛바이오가 손을 잡았다.')).toBe(true);
    expect(namesTwo('청록제약이 허가를 받았다.')).toBe(false);
  });
});

describe('endsInDoNoun', () => {
  it('reads nouns whose last syllable is 도 as nouns, not as a word with the additive 도', () => {
    for (const word of ['횡단보도', '계도', '혼잡도', '난이도', '습도', '편도'])
      expect(endsInDoNoun(word), word).toBe(true);
    for (const word of ['승용차도', '시민도', '가게도']) expect(endsInDoNoun(word), word).toBe(false);
  });
});
