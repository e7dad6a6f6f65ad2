import { describe, expect, it } from 'vitest';
import type { FactFigure, FactSheet } from '../../../story/model.ts';
import { createRandom } from '../random.ts';
import { headingOptions, summaryLines, type FrameFacts } from './frame.ts';
import { eventName, evidenceOwner, standaloneOwner } from './owner.ts';
import { extractFigures } from '@geulgam/korean';
import { settled } from './past.ts';
import type { PlannedSection } from './plan.ts';
import { actor, realizeMessage, type RealizeContext } from './realize.ts';
import { createReferrer } from './refer.ts';

const at = (iso: string) => new Date(iso);

const figure = (counts: string, text: string, evidence: string): FactFigure => ({
  value: 4000,
  text,
  unit: '명',
  counts,
  outlet: '바다일보',
  reportedAt: at('2027-03-02T09:00:00+09:00'),
  current: true,
  evidence,
});

/** A coach hired by a club: the story's actor is a person, the crowd figure is the club's. */
const COACH: FactSheet = {
  lead: {
    who: ['도지훈 감독'],
    what: '한빛 유나이티드 감독 선임',
    when: at('2027-03-01T10:00:00+09:00'),
    over: true,
    evidence: '한빛 유나이티드가 도지훈 감독을 새 사령탑으로 뽑았다.',
  },
  figures: [figure('평균 관중', '4천 명', '한빛 유나이티드는 지난 시즌 홈 평균 관중이 4천 명에 머물렀다.')],
  quotes: [],
  practical: {},
  timeline: [],
  entities: [
    { name: '도지훈', kind: 'person', role: '감독', mentions: 6 },
    { name: '한빛 유나이티드', kind: 'organization', mentions: 5 },
  ],
  facts: [],
};

/** A flower fair whose keyword title lacks the event noun ("국화 개막"). */
const FAIR: FactSheet = {
  lead: {
    who: [],
    what: '국화 개막',
    when: at('2027-10-10T10:00:00+09:00'),
    over: false,
    evidence: '노을시 국화한마당이 10일 강변공원에서 개막했다.',
  },
  figures: [],
  quotes: [],
  practical: { place: '강변공원', hours: '오전 9시부터 오후 6시까지', price: '2천 원' },
  timeline: [],
  entities: [{ name: '노을시', kind: 'place', mentions: 3 }],
  facts: [
    {
      text: '노을시 국화한마당에는 국화 15만 송이가 나왔다.',
      evidence: '노을시 국화한마당에는 국화 15만 송이가 나왔다.',
      outlet: '바다일보',
    },
  ],
};

const frame = (sheet: FactSheet, who: string): FrameFacts => ({
  sheet,
  category: '스포츠',
  title: 't',
  who,
  reference: at('2027-03-02T12:00:00+09:00'),
  outlets: ['바다일보'],
});

const context = (sheet: FactSheet, category: RealizeContext['category'], seed = 's'): RealizeContext => ({
  sheet,
  category,
  refer: createReferrer(sheet.entities),
  random: createRandom(seed),
  reference: at('2027-10-12T12:00:00+09:00'),
  told: new Map(),
  named: new Set(),
  copied: () => false,
});

describe('whose a figure is', () => {
  it('is what its own sentence says, never the person the story leads with', () => {
    expect(evidenceOwner(COACH.figures[0]!, COACH)).toBe('한빛 유나이티드');
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const lines = summaryLines(frame(COACH, '도지훈 감독'), createRandom(seed));
      expect(lines.join(' ')).not.toContain('도지훈 감독의 평균 관중');
      expect(lines.join(' ')).toContain('한빛 유나이티드의 평균 관중');
    }
    const section = {
      role: 'figures',
      messages: [{ message: { kind: 'figures', figures: COACH.figures } }],
    } as unknown as PlannedSection;
    const headings = headingOptions(section, frame(COACH, '도지훈 감독'));
    expect(headings.some((h) => h.includes('도지훈 감독의'))).toBe(false);
    expect(headings).toContain('한빛 유나이티드의 평균 관중은 얼마나 될까');
  });

  it('is the lead’s team under the name the sources write right after the lead actor’s', () => {
    const win = figure('세트스코어', '3-1', '물새들은 마루체육관에서 별빛화재를 세트스코어 3-1로 꺾었다.');
    const club: FactSheet = {
      ...COACH,
      lead: { ...COACH.lead, who: ['하늘상사'], evidence: '하늘상사 물새들이 안방에서 3연승을 달렸다.' },
      entities: [
        { name: '하늘상사', kind: 'organization', mentions: 3 },
        { name: '물새들', kind: 'other', mentions: 6 },
      ],
      figures: [win],
    };
    expect(evidenceOwner(win, club)).toBe('물새들');
    // A name the sources never join to the lead's owns nothing.
    expect(evidenceOwner(win, { ...club, lead: { ...club.lead, evidence: '하늘상사가 3연승을 달렸다.' } })).toBeNull();
  });

  it('is left unsaid when the sentence makes a person its owner', () => {
    const own = figure('연봉', '5억 원', '도지훈 감독은 연봉 5억 원에 계약했다.');
    expect(evidenceOwner(own, COACH)).toBeNull();
    expect(evidenceOwner(figure('점심값', '1만 원', '서울 도심의 점심값이 1만 원을 넘었다.'), COACH)).toBeNull();
    const lines = summaryLines(frame({ ...COACH, figures: [own] }, '도지훈 감독'), createRandom('x'));
    expect(lines.join(' ')).not.toContain('도지훈 감독의 연봉');
  });
});

describe('an event named by its own name', () => {
  it('finds the fuller name the sources give', () => {
    expect(eventName(FAIR)).toBe('노을시 국화한마당');
  });

  it("never takes a verb's modifier into an event's name ('…불을 밝힌 야간 축제')", () => {
    const lit = {
      ...FAIR,
      lead: { ...FAIR.lead, what: '야행 개막', evidence: '신라 달빛 야행이 막을 올렸다.' },
      entities: [],
      facts: [
        {
          text: '불을 밝힌 야간 축제는 연못 옆 무대에서 진행됐다',
          evidence: '불을 밝힌 야간 축제는 연못 옆 무대에서 진행됐다.',
        },
        {
          text: '등불 3천 개가 불을 밝힌 야간 축제는 연못 옆 무대에서 진행됐다',
          evidence: '등불 3천 개가 불을 밝힌 야간 축제는 연못 옆 무대에서 진행됐다.',
        },
        { text: '올해 가을 국화축제는 닷새 동안 열린다', evidence: '올해 가을 국화축제는 닷새 동안 열린다.' },
      ],
    } as unknown as typeof FAIR;
    expect(eventName(lit)).not.toMatch(/밝힌/);
  });

  it('tells practical details of the lead, never of an event the articles pass by, and a route that opened as running', () => {
    const cableCar: FactSheet = {
      ...FAIR,
      lead: {
        who: ['산마루군', '산마루 케이블카'],
        what: '개통',
        over: true,
        evidence: '산마루군이 오래 공을 들인 산마루 케이블카가 21일 개통했다.',
      },
      practical: { hours: '오전 9시~오후 5시', price: '요금은 왕복 2만 원', of: '산마루 케이블카' },
      entities: [{ name: '산마루 케이블카', kind: 'other', mentions: 4 }],
      facts: [
        {
          text: '기다리는 동안 광장의 산마루 농산물 장터에 들르는 사람이 많았다',
          evidence: '기다리는 동안 광장의 산마루 농산물 장터에 들르는 사람이 많았다.',
          outlet: '바다일보',
        },
        {
          text: '산마루 농산물 장터에는 주민 20명이 나왔다',
          evidence: '산마루 농산물 장터에는 주민 20명이 나왔다.',
          outlet: '바다일보',
        },
      ],
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const told = realizeMessage({ kind: 'practical' }, context(cableCar, '여행', seed), false).join(' ');
      expect(told).not.toContain('장터');
      // The cable car opened and runs on: its fare is told as it is now.
      expect(told).toContain('2만 원이다');
      expect(told).not.toContain('산마루군의');
      // The cable car, not "산마루군과 산마루 케이블카", is who the post tells about.
      expect(actor(context(cableCar, '여행', seed))).toBe('산마루 케이블카');
    }
  });

  it('says the practical details of the event by that name, never by the keyword title', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const sentences = realizeMessage({ kind: 'practical' }, context(FAIR, '여행', seed), false);
      expect(sentences.join(' ')).toContain('노을시 국화한마당');
      expect(sentences.join(' ')).not.toContain('국화 개막의');
    }
  });
});

describe('a one-off happening in the story’s time', () => {
  it('is told as done once the story says it happened; habits and plans stay as they are', () => {
    expect(settled('2호점은 역 앞 3층 건물에 들어선다.')).toBe('2호점은 역 앞 3층 건물에 들어섰다.');
    expect(settled('매장은 매일 오전 7시에 문을 연다.')).toBe('매장은 매일 오전 7시에 문을 연다.');
    expect(settled('3호점은 내년에 들어선다.')).toBe('3호점은 내년에 들어선다.');
    expect(settled('축제는 강변에서 열린다.', false)).toBe('축제는 강변에서 열린다.');
  });

  it('puts a fact clause about a shop that has opened in the past', () => {
    const shop: FactSheet = {
      ...FAIR,
      lead: { ...FAIR.lead, who: ['밀담'], what: '2호점 개장', over: false, when: at('2027-10-01T10:00:00+09:00') },
      entities: [{ name: '밀담', kind: 'organization', mentions: 4 }],
      practical: {},
    };
    const said = realizeMessage(
      { kind: 'facts', clauses: ['밀담 2호점은 역 앞 3층 건물에 들어선다.'] },
      context(shop, '맛집'),
      false,
    );
    expect(said.join(' ')).toContain('들어섰다');
  });

  it('reads the 도 of 편도 and 철도 as the noun’s own, never the additive to drop', () => {
    for (const seed of ['a', 'b', 'c']) {
      const said = realizeMessage(
        {
          kind: 'facts',
          clauses: ['편도 운임은 세금을 포함해 8만 9천 원부터다.', '철도 운영사는 간이역 폐쇄 논의를 미뤘다.'],
        },
        context(FAIR, '여행', seed),
        false,
      ).join(' ');
      expect(said).not.toMatch(/(?:^|\s)편은|(?:^|\s)철은/);
    }
  });
});

describe('facts joined into one sentence', () => {
  const coach = (clauses: string[]) =>
    realizeMessage(
      { kind: 'facts', clauses },
      { ...context(COACH, '스포츠'), copied: (s) => !s.includes(', ') },
      false,
    );

  it('are about one subject, said once', () => {
    const same = coach([
      '한빛 유나이티드는 지난 시즌 실점 1위를 기록했다.',
      '한빛 유나이티드는 리그 9위로 시즌을 마쳤다.',
    ]);
    const particles = coach([
      '한빛 유나이티드가 지난 시즌 실점 1위를 기록했다.',
      '한빛 유나이티드는 리그 9위로 시즌을 마쳤다.',
    ]);
    expect(particles.join(' ').split('한빛 유나이티드').length).toBe(2);
    expect(same.join(' ')).toMatch(
      /^한빛 유나이티드는 지난 시즌 실점 1위를 기록했(고|으며), 리그 9위로 시즌을 마쳤다\.$/,
    );
  });

  it('about two subjects come in either order, by the member', () => {
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
        realizeMessage(
          {
            kind: 'facts',
            clauses: ['도지훈 감독은 지난해 대표팀 코치를 맡았다.', '경기장에는 관중 8천 명이 들어왔다.'],
          },
          { ...context(COACH, '스포츠', seed), copied: (s) => !s.includes(', ') },
          false,
        )[0]?.slice(0, 3),
      ),
    );
    expect(orders).toEqual(new Set(['도지훈', '경기장']));
  });
});

/** A company that broke ground on a plant; the sources also name its product. */
const PLANT: FactSheet = {
  lead: {
    who: ['가온전지', 'LFP'],
    what: '청주 공장 착공',
    when: at('2027-10-10T10:00:00+09:00'),
    over: true,
    evidence: '가온전지가 10일 청주 공장을 착공했다.',
  },
  figures: [
    { ...figure('총투자액', '8천억 원', '총투자액은 8천억 원이다.'), value: 8e11, unit: '원' },
    { ...figure('고용 인원', '900명', '공장이 다 지어지면 고용 인원은 900명에 이른다.'), value: 900 },
    { ...figure('안내 요원', '6명', '정류장에는 안내 요원 6명이 배치된다.'), value: 6 },
  ],
  quotes: [],
  practical: {},
  timeline: [],
  entities: [
    { name: '가온전지', kind: 'organization', mentions: 5 },
    { name: 'LFP', kind: 'product', mentions: 2 },
  ],
  facts: [],
};

describe('a figure told in a sentence of its own', () => {
  it('belongs to the lead only when its sentence names no one else, or names the thing the lead event is about', () => {
    expect(standaloneOwner(PLANT.figures[0]!, PLANT)).toBe('lead');
    expect(standaloneOwner(PLANT.figures[1]!, PLANT)).toBe('lead');
    expect(standaloneOwner(PLANT.figures[2]!, PLANT)).toBeUndefined();
    // A time as the topic says when, not whose.
    expect(standaloneOwner(figure('방문객', '3만 명', '올해는 방문객이 3만 명이다.'), PLANT)).toBe('lead');
    // A figure of something else, named in the genitive ("배터리 회사 6곳의 평균"), is not the lead's.
    expect(
      standaloneOwner(
        figure('평균 가동률', '71%', '업계 조사에 따르면 국내 배터리 회사 6곳의 공장 평균 가동률은 71%다.'),
        PLANT,
      ),
    ).toBeUndefined();
  });

  it('is said with its owner, one figure a sentence, and a product is never the company’s co-actor', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const ctx = { ...context(PLANT, '경제', seed), reference: at('2027-10-12T12:00:00+09:00') };
      const said = realizeMessage({ kind: 'figures', figures: [PLANT.figures[0]!] }, ctx, true).join(' ');
      expect(said).toContain('가온전지의 총투자액');
      expect(said).not.toContain('LFP');
      expect(extractFigures(said)).toHaveLength(1);
    }
  });

  it('is headed for the story, never as a list of labels', () => {
    const section = {
      role: 'figures',
      messages: [{ message: { kind: 'figures', figures: PLANT.figures.slice(0, 2) } }],
    } as unknown as PlannedSection;
    const headings = headingOptions(section, { ...frame(PLANT, '가온전지'), category: '경제' });
    expect(headings.some((h) => /(?:과|와) .+(?:으로|로) 본/.test(h))).toBe(false);
    expect(headings).toContain('가온전지의 총투자액은 얼마나 될까');
    // The number itself is left to the body.
    expect(headings.some((h) => h.includes('8천억'))).toBe(false);
  });
});

describe('whose report a sentence is', () => {
  it('never credits one outlet with a fact another outlet reported', () => {
    const two: FactSheet = {
      ...FAIR,
      facts: [
        {
          text: '문이 닫히자 캐빈이 천천히 정류장을 빠져나갔다',
          evidence: '문이 닫히자 캐빈이 천천히 정류장을 빠져나갔다.',
          outlet: '너른뉴스',
        },
        {
          text: '군은 지지 기둥을 11개에서 7개로 줄였다',
          evidence: '군은 지지 기둥을 11개에서 7개로 줄였다.',
          outlet: '물빛신문',
        },
      ],
    };
    for (const seed of 'abcdefghijklmnopqrst'.split('')) {
      const told = realizeMessage(
        { kind: 'facts', clauses: two.facts.map((f) => f.text) },
        { ...context(two, '여행', seed), sourceChance: 0.5 },
        false,
      );
      for (const sentence of told) {
        if (sentence.includes('캐빈')) expect(sentence, seed).not.toContain('물빛신문');
        if (sentence.includes('기둥')) expect(sentence, seed).not.toContain('너른뉴스');
      }
    }
  });
});
