import { describe, expect, it } from 'vitest';
import type { FactSheet } from '../../../story/model.ts';
import { createRandom } from '../random.ts';
import { joinFacts, realizeMessage, sourced, type RealizeContext } from './realize.ts';
import { createReferrer } from './refer.ts';

const at = (iso: string) => new Date(iso);

/** A new ferry route whose next step one article gives as a plan and another as a plain fact. */
const FERRY: FactSheet = {
  lead: {
    who: ['물결해운'],
    what: '물결해운 섬마을 항로 개설',
    when: at('2027-05-20T10:00:00+09:00'),
    over: false,
    evidence: '물결해운이 남포항과 솔섬을 잇는 항로를 연다.',
  },
  figures: [],
  quotes: [
    {
      words: '섬에 사는 어르신들이 병원에 가기가 훨씬 쉬워진다',
      speaker: '한다정',
      role: '씨',
      described: '솔섬 이장',
      outlet: '바다일보',
    },
    {
      words: '배가 다니면 민박 손님도 다시 늘 것 같다',
      speaker: '한다정',
      role: '씨',
      described: '솔섬 이장',
      outlet: '남포신문',
    },
  ],
  practical: {},
  timeline: [],
  entities: [
    { name: '물결해운', kind: 'organization', mentions: 5 },
    { name: '한다정', kind: 'person', role: '씨', mentions: 2 },
  ],
  facts: [],
};

const context = (seed: string): RealizeContext => ({
  sheet: FERRY,
  category: '여행',
  refer: createReferrer(FERRY.entities),
  random: createRandom(seed),
  reference: at('2027-04-20T12:00:00+09:00'),
  told: new Map(),
  said: new Set(),
  named: new Set(),
  copied: () => false,
});

describe('a post tells each source clause once', () => {
  it('does not tell a next step again when a paired fact reaches the same clause', () => {
    const step = '물결해운은 남포항과 솔섬 사이에 하루 네 차례 배를 다음 달 20일부터 띄운다.';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const c = context(seed);
      const first = realizeMessage(
        { kind: 'timeline', entries: [{ at: at('2027-05-20T00:00:00+09:00'), what: step, upcoming: true }] },
        c,
        true,
      );
      const second = realizeMessage(
        { kind: 'facts', clauses: ['솔섬 주민들은 다음 달 마을 잔치를 연다.', step] },
        c,
        false,
      );
      const all = [...first, ...second].join(' ');
      expect(all.match(/네 차례/g) ?? [], all).toHaveLength(1);
      expect(all).toContain('잔치');
    }
  });
});

describe('who a speaker is', () => {
  it('is told where the post first names them, and not again', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const c = context(seed);
      const [first] = realizeMessage({ kind: 'quote', quote: FERRY.quotes[0]! }, c, true);
      const [second] = realizeMessage({ kind: 'quote', quote: FERRY.quotes[1]! }, c, false);
      expect(first).toMatch(/솔섬 이장 한다정 씨는 "/);
      expect(second).not.toContain('솔섬 이장');
      expect(second).toMatch(/한다정 씨는 "/);
    }
  });
});

describe('a report said once', () => {
  it('puts no outlet before a sentence that already says which outlet reported it', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const said = sourced(
        '이틀 동안 빌려 간 책은 2,100권으로 집계됐다고 바다일보가 전했다.',
        '바다일보',
        context(seed),
        1,
      );
      expect(said).toBe('이틀 동안 빌려 간 책은 2,100권으로 집계됐다고 바다일보가 전했다.');
    }
  });
});

describe('a price', () => {
  it("is told as the price of what its sentence named, never of the story's actor", () => {
    const sheet: FactSheet = {
      ...FERRY,
      lead: { ...FERRY.lead, what: '섬마을 항로 개설' },
      practical: { of: '물결해운', place: '남포항', price: '섬마을 왕복 상품 가격은 1인당 3만 원대 후반' },
    };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = realizeMessage({ kind: 'practical' }, { ...context(seed), sheet }, false).join(' ');
      expect(text, seed).toContain('섬마을 왕복 상품 가격은 1인당 3만 원대 후반');
      expect(text, seed).not.toMatch(/물결해운의 (?:값|가격)|(?:값|가격)은 섬마을/);
    }
  });
});

describe('a list of results', () => {
  it('keeps each result in the build it was told in: the occasion first, the figure after its circumstance', () => {
    const clause = '솔섬대 연구팀이 공개한 시험 결과는 5분 충전에 60%, 500회 사용 후 성능 유지율 88%다.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = realizeMessage({ kind: 'facts', clauses: [clause] }, context(seed), false).join(' ');
      expect(text, seed).toMatch(/5분 충전에 60%가 나왔/);
      expect(text, seed).not.toMatch(/60%가 시험에서/);
      // Every sentence is closed.
      expect(text, seed).not.toMatch(/다 [가-힣]/);
    }
  });
});

describe('two facts of two source sentences about different subjects', () => {
  it('are never glued into one sentence', () => {
    const clauses = [
      '물결해운은 남포항 터미널 한쪽에 주민 쉼터를 새로 만들었다.',
      '솔섬 주민 대부분은 어업에 종사한다.',
    ];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const said = realizeMessage({ kind: 'facts', clauses }, context(seed), false);
      for (const sentence of said) expect(sentence, seed).not.toMatch(/쉼터.*어업|어업.*쉼터/);
    }
  });
});

describe('two facts of one source sentence in one sentence', () => {
  it('never names the subject the first fact already holds again after the join', () => {
    const clause = '23일 남포항 여객선터미널에서 만난 한다정 씨는 새 배의 객실 문을 활짝 열었고, 크게 웃었다.';
    const told: string[] = [];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const text = realizeMessage({ kind: 'facts', clauses: [clause] }, context(seed), false).join(' ');
      told.push(text);
      for (const sentence of text.split(/(?<=[.!?])\s+/))
        expect(sentence.match(/한다정 씨/g)?.length ?? 0, sentence).toBeLessThan(2);
    }
    expect(
      told.some((t) => /열었(?:고|으며), /.test(t)),
      told.join('\n'),
    ).toBe(true);
  });
});

describe('a figure whose unit is 도', () => {
  it('is never read as the additive particle ("열이 38도 아래면" is no "38은 아래")', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = realizeMessage(
        { kind: 'facts', clauses: ['38도 아래 열은 집에서 지켜봐도 된다.'] },
        context(seed),
        false,
      ).join(' ');
      expect(text, seed).not.toMatch(/38(?:은|는) /);
    }
  });
});

describe('an additive 도 told on its own', () => {
  it('is said as a topic, but a noun of a list ("췌장과 담도 질환을") keeps its 도', () => {
    for (const seed of ['a', 'b', 'c']) {
      const listed = realizeMessage(
        { kind: 'facts', clauses: ['물결해운은 남포항과 솔도 사이에 하루 네 차례 배를 띄운다.'] },
        context(seed),
        true,
      ).join(' ');
      expect(listed, seed).toMatch(/남포항과 솔도 /);
      const added = realizeMessage(
        { kind: 'facts', clauses: ['섬마을 민박도 손님 맞을 채비에 한창이다.'] },
        context(seed),
        true,
      ).join(' ');
      expect(added, seed).not.toMatch(/민박도 /);
    }
  });
});

describe('two facts joined in one sentence', () => {
  it('never joins a fact whose every date the first already tells', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const first = '햇귀호가 12월 1일부터 2월 28일까지 운항을 멈춘다.';
      expect(joinFacts(first, '운항 중단은 12월 1일~2월 28일이다.', context(seed)), seed).toBeUndefined();
      expect(joinFacts(first, '대체 배편은 12월 2일부터 다닌다.', context(seed)), seed).toBeDefined();
    }
  });
});
