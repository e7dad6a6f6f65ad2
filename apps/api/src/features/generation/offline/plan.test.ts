import { describe, expect, it } from 'vitest';
import type { FactFigure, FactSheet } from '../../../story/model.ts';
import {
  comparesWithNothing,
  factTokens,
  factWeights,
  figureLabel,
  fitsUnit,
  isSignpost,
  ownedLabel,
  planDocument,
  predicated,
  resolvePersonPointer,
  resolvePlacePointer,
  resolveTimePointer,
  standsAlone,
  tellableFigure,
  widened,
} from './plan.ts';
import { createRandom } from '../random.ts';
import { BAKERY_SHEET } from './story-fixtures.ts';

const figure = (counts: string, text: string, evidence: string, trivial?: boolean): FactFigure => ({
  value: Number.parseInt(text, 10),
  text,
  unit: text.replace(/[\d,.\s]/g, ''),
  counts,
  outlet: '늘봄일보',
  reportedAt: new Date('2031-03-08T09:00:00+09:00'),
  current: true,
  evidence,
  ...(trivial === undefined ? {} : { trivial }),
});

describe('tellableFigure and the fact sheet’s figure flags', () => {
  it('refuses a figure the fact sheet marks as trivial, however cleanly it is labelled', () => {
    const staff = '가게 앞 안내 직원은 2명이다.';
    expect(tellableFigure(figure('안내 직원', '2명', staff))).toBe(true);
    expect(tellableFigure(figure('안내 직원', '2명', staff, true))).toBe(false);
  });

  it('keeps telling a figure the reader needs', () => {
    expect(tellableFigure(figure('좌석', '42석', '좌석은 42석이다.', false))).toBe(true);
  });

  it('never labels a figure by a verb form, a time or a qualifier alone ("11승이 … 돌아와야" was written)', () => {
    expect(tellableFigure(figure('돌아와', '11승', '그는 2020년 돌아와 11승했다.'))).toBe(false);
    expect(tellableFigure(figure('지난달', '199승', '그는 지난달 199승을 올렸다.'))).toBe(false);
    expect(tellableFigure(figure('통산', '2,870이닝', '그는 통산 2,870이닝을 던졌다.'))).toBe(false);
    expect(tellableFigure(figure('통산 이닝', '2,870이닝', '통산 이닝은 2,870이닝이다.'))).toBe(true);
  });
});

describe('a figure told on its own', () => {
  const sheet = (figures: FactFigure[], who = '해솔 FC'): FactSheet => ({
    lead: { who: [who], what: '컵대회 우승', over: true, evidence: `${who}가 컵대회에서 우승했다.` },
    figures,
    quotes: [],
    practical: {},
    timeline: [],
    entities: [
      { name: who, kind: 'organization', mentions: 4 },
      { name: '문하준', kind: 'person', role: '골키퍼', mentions: 2 },
    ],
    facts: [],
  });

  it('needs a label that fits its unit: 명 counts people, 원 is an amount, an ordinal is no quantity', () => {
    expect(fitsUnit(['관중'], '명')).toBe(true);
    expect(fitsUnit(['유소년', '출신'], '명')).toBe(false);
    expect(fitsUnit(['방문객', '목표'], '명')).toBe(true);
    expect(fitsUnit(['상금'], '원')).toBe(true);
    expect(fitsUnit(['연봉', '총액'], '부')).toBe(false);
    expect(fitsUnit(['리그'], '위')).toBe(false);
    expect(fitsUnit(['시간'], '분')).toBe(false);
    expect(fitsUnit(['비중'], '%')).toBe(false);
    expect(fitsUnit(['초속'], 'm')).toBe(false);
    expect(fitsUnit(['경기', '시간'], '분')).toBe(true);
    expect(fitsUnit(['품목별'], '개')).toBe(false);
  });

  it('is a value its sentence states, not a count used inside another action', () => {
    expect(predicated(figure('좌석', '38석', '좌석은 38석이다.'))).toBe(true);
    expect(predicated(figure('관중', '2만 명', '관중은 2만 명에 이르렀다.'))).toBe(true);
    expect(predicated(figure('쓰레기통', '20개', '구청은 쓰레기통 20개를 더 놓았다.'))).toBe(false);
    expect(predicated(figure('안내 요원', '6명', '정문에는 안내 요원 6명이 새로 배치된다.'))).toBe(false);
    expect(predicated(figure('관객', '90만 명', '영화는 관객 90만 명을 동원했다.'))).toBe(true);
  });

  it('is refused when another figure goes by the same label (home and away rates)', () => {
    const evidence = '해솔 FC는 원정 승률이 30%로 홈 승률 64%에 못 미쳤다.';
    const away = figure('승률', '30%', evidence);
    const home = figure('승률', '64%', evidence);
    expect(standsAlone(away, sheet([away, home]))).toBe(false);
    expect(standsAlone(away, sheet([away]))).toBe(true);
  });

  it('is refused when its sentence names someone else or a person as its owner', () => {
    const prize = figure('상금', '3억 원', '우승으로 해솔 FC는 상금 3억 원을 받는다.');
    expect(standsAlone(prize, sheet([prize]))).toBe(true);
    const stand = figure('안내 요원', '6명', '버스 정류장에는 안내 요원은 6명이다.');
    expect(standsAlone(stand, sheet([stand]))).toBe(false);
    const saves = figure('선방', '8개', '문하준은 결승에서 선방 8개를 기록했다.');
    expect(standsAlone(saves, sheet([saves]))).toBe(false);
  });

  it('is one of something never', () => {
    expect(tellableFigure(figure('안내 직원', '1명', '안내 직원은 1명이다.'))).toBe(false);
  });

  it('says a thing with a sum of money as its price, and keeps a label that already names its owner', () => {
    expect(figureLabel(figure('티셔츠', '2만 9천 원', '티셔츠는 2만 9천 원이다.'))).toBe('티셔츠 가격');
    expect(figureLabel(figure('상금', '3억 원', '상금은 3억 원이다.'))).toBe('상금');
    const s = sheet([]);
    expect(ownedLabel('상금', '해솔 FC', s)).toBe('해솔 FC의 상금');
    expect(ownedLabel('해솔 FC 관중', '해솔 FC', s)).toBe('해솔 FC 관중');
  });
});

describe('a lead basic behind an aside or a later twin', () => {
  const score = (text: string, evidence: string): FactFigure => ({
    ...figure('세트스코어', text, evidence),
    value: Number.parseInt(text, 10),
    unit: 'score',
  });
  const match =
    '해솔 FC는 9일 누리홀에서 열린 결승에서 한빛 유나이티드를 세트스코어 3-1(25-20 23-25 25-18 25-21)로 이겼다.';
  const comeback = '해솔 FC는 세트스코어 0-1로 뒤진 2세트에 주전을 다시 넣었다.';
  const later = '해솔 FC의 준결승 세트스코어는 3-0이었다.';
  const sheet = (figures: FactFigure[]): FactSheet => ({
    lead: { who: ['해솔 FC'], what: '결승 우승', over: true, evidence: '해솔 FC가 결승에서 우승했다.' },
    figures,
    quotes: [],
    practical: {},
    timeline: [],
    entities: [{ name: '해솔 FC', kind: 'organization', mentions: 4 }],
    facts: [
      { text: match, evidence: match, outlet: '늘봄일보', article: 0, position: 1 },
      { text: comeback, evidence: comeback, outlet: '늘봄일보', article: 0, position: 6 },
      { text: later, evidence: later, outlet: '한빛뉴스', article: 1, position: 8 },
    ],
  });

  it('reads its sentence without the breakdown in brackets', () => {
    const result = score('3-1', match);
    expect(standsAlone(result, sheet([result]))).toBe(true);
  });

  it('is not hidden by the same label told later, and a score is told by both its numbers', () => {
    const result = score('3-1', match);
    const partial = score('0-1', comeback);
    expect(standsAlone(result, sheet([result, partial]))).toBe(true);
    // The later one still is: a reader could not tell it from the result.
    expect(standsAlone(partial, sheet([result, partial]))).toBe(false);
    // "3-1" and "3-0" share their first number: both are planned as figures of their own.
    const other = { ...score('3-0', later), counts: '준결승 세트스코어' };
    expect(standsAlone(other, sheet([other, result]))).toBe(true);
    const planned = planDocument(sheet([other, result]), '스포츠')
      .flatMap((s) => s.messages)
      .flatMap((m) => (m.message.kind === 'figures' ? m.message.figures.map((f) => f.text) : []));
    expect(planned).toEqual(expect.arrayContaining(['3-1']));
  });
});

describe('a label told after its figure', () => {
  const budget = figure('모두', '95억 원', '이 작품에는 모두 95억 원의 제작비가 들어갔다.');
  const sheet: FactSheet = {
    lead: { who: ['바람의 정거장'], what: '제작발표회', over: true, evidence: '바람의 정거장 제작발표회가 열렸다.' },
    figures: [budget],
    quotes: [],
    practical: {},
    timeline: [],
    entities: [
      { name: '바람의 정거장', kind: 'work', mentions: 4 },
      { name: '작품', kind: 'other', mentions: 3 },
    ],
    facts: [],
  };

  it('takes the noun after "…의" when the word before only sizes the figure', () => {
    expect(widened(budget).counts).toBe('제작비');
    expect(figureLabel(budget)).toBe('제작비');
    expect(predicated(widened(budget))).toBe(true);
    // The story's own work, said as "이 작품에는", is the lead's: the figure stands alone.
    expect(standsAlone(budget, sheet)).toBe(true);
  });

  it('keeps refusing a figure whose noun after it belongs to another verb', () => {
    const seats = figure('모두', '3천 개', '구단은 모두 3천 개의 좌석을 새로 깔았다.');
    expect(predicated(widened(seats))).toBe(false);
  });
});

describe('whose a figure is, as its sentence says', () => {
  const sheet = {
    lead: { who: ['새결항공'], what: '노선 취항', over: false, evidence: '새결항공이 18일 노선에 취항한다.' },
    figures: [],
    quotes: [],
    practical: {},
    timeline: [],
    entities: [{ name: '새결항공', kind: 'organization' as const, mentions: 9 }],
    facts: [],
  } satisfies FactSheet;

  it('keeps the institution that owns it and the period gone by it counts', () => {
    const deficit = figure('운영 적자', '47억 원', '지난해 공항 운영 적자는 47억 원에 이르렀다.');
    expect(ownedLabel(figureLabel(deficit), '새결항공', sheet)).toBe('지난해 공항 운영 적자');
    const riders = figure('승객', '86만 명', '지난해 이 회사 항공기를 이용한 승객은 86만 명이었다.');
    expect(ownedLabel(figureLabel(riders), '새결항공', sheet)).toBe('새결항공의 지난해 승객');
  });
});

describe('a bare measure label', () => {
  it('takes back the plain noun its sentence puts before it', () => {
    expect(widened(figure('시간', '104분', '승부는 경기 시간 104분에 갈렸다.')).counts).toBe('경기 시간');
    expect(figureLabel(figure('시간', '104분', '승부는 경기 시간 104분에 갈렸다.'))).toBe('경기 시간');
    // A verb form before it is no label ("차지한 비중").
    expect(widened(figure('비중', '41%', '수출이 차지한 비중 41%는 역대 최고다.')).counts).toBe('비중');
  });
});

describe('what a reader needs most, weighed from the fact sheet (issue 26)', () => {
  const lead = '해솔 FC가 18일 컵대회 결승에서 누리 유나이티드를 3-1로 꺾고 우승했다.';
  const fact = (text: string, outlet: string, position: number, article: number) => ({
    text,
    evidence: text,
    outlet,
    article,
    position,
  });
  const sheet: FactSheet = {
    lead: { who: ['해솔 FC'], what: '컵대회 우승', over: true, evidence: lead },
    figures: [],
    quotes: [],
    practical: {},
    timeline: [],
    entities: [{ name: '해솔 FC', kind: 'organization', mentions: 5 }],
    facts: [
      fact('결승전에는 관중 2만 4천 명이 들어왔다.', '늘봄일보', 1, 0),
      fact('이날 경기장에는 관중 2만 4천 명이 모였다.', '한빛뉴스', 2, 1),
      fact('구단 버스는 경기 뒤 45분 동안 정문 앞에 서 있었다.', '늘봄일보', 14, 0),
      fact('해솔 FC는 2014년 창단했다.', '한빛뉴스', 9, 1),
    ],
  };

  it('counts a figure and a date as a reader would look for them', () => {
    expect(factTokens('관중 2만 4천 명이 18일 모였고, 구단은 2014년 창단했다.')).toEqual(
      expect.arrayContaining(['24000명', '18일', '2014년']),
    );
  });

  it('weighs a figure several outlets give in their lead paragraphs over one a single outlet gives late', () => {
    const weights = factWeights(sheet, '스포츠', ['해솔 FC, 3-1 역전승으로 컵대회 우승']);
    const crowd = weights.get(factTokens('2만 4천 명')[0]!)!;
    const bus = weights.get(factTokens('45분')[0]!)!;
    expect(crowd).toBeGreaterThan(bus);
    // The score stands in the headline and the lead event's own sentence: the heaviest of all.
    expect(weights.get(factTokens('3-1')[0]!)!).toBeGreaterThan(crowd);
    // The lead actor's own fact weighs more than a bare count, even from one outlet.
    expect(weights.get('2014년')!).toBeGreaterThan(bus);
  });

  it('weighs the lead event’s own sentence with its figures as its article’s lead and about the lead', () => {
    const withNeighbours: FactSheet = {
      ...sheet,
      facts: [
        fact('결승전에는 관중 2만 4천 명이 들어왔다.', '늘봄일보', 1, 0),
        fact('해솔 FC는 전반 12분 선제골을 내줬다.', '늘봄일보', 2, 0),
        ...sheet.facts.slice(2),
      ],
    };
    const messages = planDocument(withNeighbours, '스포츠').flatMap((s) => s.messages);
    const own = messages.find(
      (m) => m.message.kind === 'facts' && m.message.clauses.some((c) => c.includes('3-1로 꺾고')),
    );
    // Its clause is cut from the sentence (no ending mark), yet it weighs as the lead's: 0.3 + 0.6.
    expect(own!.weight).toBeGreaterThan(1.5);
  });

  it('gives every planned message a weight of its own', () => {
    const messages = planDocument(sheet, '스포츠').flatMap((s) => s.messages);
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m.weight).toBeGreaterThan(0);
  });
});

describe('a fact told out of its paragraph (issue 26)', () => {
  it('says a year pointer as the year the sentence before it named', () => {
    const before = ['가장 바빴던 해는 2021년이었다.'];
    expect(resolveTimePointer('그해 여름 새 공방을 열었고, 직원도 두 명 뽑았다.', before)).toBe(
      '2021년 여름 새 공방을 열었고, 직원도 두 명 뽑았다.',
    );
    expect(resolveTimePointer('이듬해 두 번째 공방을 냈다.', before)).toBe('2022년 두 번째 공방을 냈다.');
    expect(
      resolveTimePointer('당시 공방장이던 서하은 씨가 가마를 새로 들였다.', ['공방이 문을 연 것은 2018년 5월이었다.']),
    ).toBe('2018년 5월 공방장이던 서하은 씨가 가마를 새로 들였다.');
  });

  it('leaves a pointer its own clause resolves, and a noun-bound 당시', () => {
    expect(resolveTimePointer('시는 2020년 설계를 마치고 이듬해 착공했다.', [])).toBe(
      '시는 2020년 설계를 마치고 이듬해 착공했다.',
    );
    expect(resolveTimePointer('동호회 회원은 창립 당시 40명에서 지금 90명이 됐다.', [])).toBe(
      '동호회 회원은 창립 당시 40명에서 지금 90명이 됐다.',
    );
  });

  it('does not tell a year pointer the source gives no year for, or two years for', () => {
    expect(resolveTimePointer('그해 가을 가마가 한 차례 멈췄다.', ['사람들은 공방을 오래 기억했다.'])).toBeUndefined();
    expect(resolveTimePointer('그해 가을 가마가 멈췄다.', ['2019년과 2020년에 공방을 넓혔다.'])).toBeUndefined();
  });

  it('says "이 N" as the N the sentence before described, and leaves out "여기서" with nothing to point to', () => {
    expect(resolvePlacePointer('두리 팀은 이 경기 전까지 4연패였다.', ['첫 골이 나온 경기는 팀에도 뜻깊었다.'])).toBe(
      '두리 팀은 첫 골이 나온 경기 전까지 4연패였다.',
    );
    expect(resolvePlacePointer('두리 팀은 이 경기 전까지 4연패였다.', ['관중이 많이 왔다.'])).toBeUndefined();
    expect(resolvePlacePointer('뚝심 있다는 평가도 여기서 나온다.', ['그는 결승에서 강했다.'])).toBeUndefined();
    // "이곳" inside a clause points at a place the sentence before named: never told out of it.
    expect(resolvePlacePointer('칼국숫값이 오른 곳은 이곳만이 아니다.', ['솔향각은 값을 올렸다.'])).toBeUndefined();
    // "이 식당은" opening a clause whose source named another shop just before: that shop's, not the story's actor's.
    expect(
      resolvePlacePointer(
        '이 식당은 올봄 칼국수 값을 올렸다.',
        ['종로의 칼국수집 밀향 앞에서 만난 손님의 말이다.'],
        [],
        ['밀향'],
      ),
    ).toBeUndefined();
    expect(resolvePlacePointer('이 식당은 올봄 칼국수 값을 올렸다.', ['손님이 많았다.'], [], ['밀향'])).toBe(
      '이 식당은 올봄 칼국수 값을 올렸다.',
    );
    // The clause's own first half is what it points to.
    expect(resolvePlacePointer('지붕에 물결 무늬를 넣었고, 이름도 여기서 땄다.', [])).toBe(
      '지붕에 물결 무늬를 넣었고, 이름도 여기서 땄다.',
    );
  });

  it('reads a comparative with nothing compared', () => {
    expect(comparesWithNothing('작은 공방들의 부담은 더 크다.')).toBe(true);
    expect(comparesWithNothing('작은 공방들의 부담은 큰 공방보다 더 크다.')).toBe(false);
    expect(comparesWithNothing('작은 공방의 전기료는 20% 더 많다.')).toBe(false);
    // A change is more than before, which the clause says itself.
    expect(comparesWithNothing('공방 골목의 경쟁은 더 치열해졌다.')).toBe(false);
  });

  it('reads a signpost by its build, not its words', () => {
    expect(isSignpost('검진 당일 순서는 이렇다.', [])).toBe(true);
    const names = ['솔빛공방'];
    for (const signpost of [
      '전시 구성도 바뀌고 있다.',
      '관람객이 알아 둘 점도 있다.',
      '마을에서도 반기는 분위기다.',
      '따져 보면 차이가 크다.',
      '답은 날씨에 달렸다.',
      '걱정의 목소리도 나온다.',
      // A lead-in announces what follows even when it names whose figures they are.
      '솔빛공방의 올해 실적을 분야별로 보면 변화가 뚜렷하다.',
    ]) {
      expect(isSignpost(signpost, names), signpost).toBe(true);
    }
    for (const fact of [
      '메뉴는 본점과 같다.',
      '전시는 솔빛공방에서도 열린다.',
      '입장료도 5천 원으로 올랐다.',
      '예약은 공방 누리집에서 받는다.',
      '국물은 진하지만 짜지 않다.',
      '솔빛공방의 매출을 보면 30% 늘었다.',
      '솔빛공방의 대표는 손님의 반응에 놀랐다.',
    ]) {
      expect(isSignpost(fact, names), fact).toBe(false);
    }
  });

  it('plans no signpost and no unresolved pointer, and tells a resolved one with its year', () => {
    const fact = (text: string, position: number) => ({
      text,
      evidence: text,
      outlet: '늘봄일보',
      article: 0,
      position,
    });
    const sheet: FactSheet = {
      lead: { who: ['솔빛공방'], what: '공방 개관', over: true, evidence: '솔빛공방이 3일 문을 열었다.' },
      figures: [],
      quotes: [],
      practical: {},
      timeline: [],
      // A word the story repeats is a term, not a name: it does not make a signpost a fact.
      entities: [
        { name: '솔빛공방', kind: 'organization', mentions: 3 },
        { name: '전시', kind: 'other', mentions: 6 },
      ],
      facts: [
        fact('가장 바빴던 해는 2021년이었다.', 1),
        fact('그해 여름 공방은 가마를 두 대로 늘렸다.', 2),
        fact('전시 구성도 바뀌고 있다.', 3),
        fact('작은 공방들의 부담은 더 크다.', 4),
        fact('뚝심 있다는 평가도 여기서 나온다.', 5),
      ],
    };
    const told = planDocument(sheet, '경제')
      .flatMap((s) => s.messages)
      .flatMap((m) => (m.message.kind === 'facts' ? m.message.clauses : []));
    expect(told.some((c) => c.startsWith('2021년 여름 공방은'))).toBe(true);
    expect(told.some((c) => /그해|구성도|더 크|여기서/.test(c))).toBe(false);
  });
});

describe('a lead-in and what it announces', () => {
  const fact = (text: string, position: number) => ({ text, evidence: text, outlet: '늘봄일보', article: 0, position });
  /** The club's story: a first fact, the facts under test, and a plan told last. */
  const sheet = (...middle: ReturnType<typeof fact>[]): FactSheet => ({
    lead: { who: ['해온 FC'], what: '컵대회 우승', over: true, evidence: '해온 FC가 28일 컵대회에서 우승했다.' },
    figures: [],
    quotes: [],
    practical: {},
    timeline: [],
    entities: [{ name: '해온 FC', kind: 'organization', mentions: 3 }],
    facts: [
      fact('해온 FC 선수단은 우승 뒤 그라운드를 한 바퀴 돌았다.', 1),
      ...middle,
      fact('해온 FC 구단은 선수단 숙소를 새로 지을 계획을 세웠다.', 6),
    ],
  });
  const messages = (s: FactSheet, seed: string) =>
    planDocument(s, '스포츠', createRandom(seed))
      .flatMap((section) => section.messages)
      .flatMap((m) => (m.message.kind === 'facts' ? [m.message.clauses] : []));
  const tells = (s: FactSheet, start: string) =>
    messages(s, 'member:1')
      .flat()
      .some((c) => c.startsWith(start));

  it('is told in one message with the sentence after it, for every member', () => {
    const s = sheet(
      fact('결승까지 오는 길도 험난했다.', 2),
      fact('해온 FC는 16강과 8강에서 모두 1부 상위권 팀을 만났다.', 3),
    );
    for (const seed of ['member:1', 'member:2', 'member:3', 'member:4', 'member:5', 'member:6']) {
      const pair = messages(s, seed).find((clauses) => clauses.some((c) => c.startsWith('결승까지')));
      expect(pair?.map((c) => c.split(' ')[0])).toEqual(['결승까지', '해온']);
    }
  });

  it('is left out when the sentence after it is not told', () => {
    const s = sheet(
      fact('경기 초반은 쉽지 않았다.', 2),
      // What it announced goes to another part of the post (the voices).
      fact('관중석의 팬들은 전반 내내 숨을 죽이고 지켜봤다.', 3),
    );
    expect(tells(s, '경기 초반')).toBe(false);
  });

  it('is an answer, and told, when a question or a heading follows it', () => {
    expect(tells(sheet(fact('경기장 안 매점도 따로 있다.', 2), fact('- 주차는.', 3)), '경기장 안 매점')).toBe(true);
  });
});

describe('a sheet planned again (ADR 073)', () => {
  it('plans each seed as a sheet never planned before does: only the seed-free analysis is kept', () => {
    const fresh = () => structuredClone(BAKERY_SHEET);
    const kept = fresh();
    const seeds = ['member:1:7:1', 'member:2:7:1', 'member:1:7:2'];
    // The kept sheet is planned with every seed in turn; each plan equals that of a copy planned once.
    const again = seeds.map((seed) => planDocument(kept, '맛집', createRandom(seed).fork('plan')));
    const once = seeds.map((seed) => planDocument(fresh(), '맛집', createRandom(seed).fork('plan')));
    expect(again).toEqual(once);
    expect(planDocument(kept, '경제')).toEqual(planDocument(fresh(), '경제'));
  });
});

describe('a pronoun said as the person its own article meant', () => {
  it('takes the one person the nearest sentence before it names, never the post’s last name', () => {
    const people = ['하도겸', '나윤서'];
    expect(
      resolvePersonPointer('그는 비시즌마다 제주에서 훈련한다.', ['하도겸은 몸 관리로 알려져 있다.'], people),
    ).toBe('하도겸은 비시즌마다 제주에서 훈련한다.');
    // Nothing named just before: the nearest sentence that names someone.
    expect(
      resolvePersonPointer('그가 던진 공은 96개였다.', ['평가도 여기서 나온다.', '하도겸의 직구는 느리다.'], people),
    ).toBe('하도겸이 던진 공은 96개였다.');
    // Two people named: the writer cannot tell, and the clause stays as it is.
    expect(resolvePersonPointer('그는 웃었다.', ['나윤서 포수는 하도겸과 8시즌째 호흡을 맞췄다.'], people)).toBe(
      '그는 웃었다.',
    );
  });
});
