import { describe, expect, it } from 'vitest';
import { sentenceRegister, splitSentences } from '@geulgam/korean';
import type { PostLength, Tone } from '@geulgam/contracts';
import { bodySentences, draftSentences } from '../quality.ts';
import { copyRatio, countQuotes, danglingOpeners } from '../quality-text.ts';
import type { WriterDraft } from '../providers/provider.ts';
import { BAKERY_ARTICLES, BAKERY_SHEET, DRUG_ARTICLES, DRUG_SHEET } from './story-fixtures.ts';
import { buildFactSheet } from '../../../story/fact-sheet.ts';
import { bodyBudget, sameFact, writeStoryDraft } from './write-story.ts';

const bakery = (tone: Tone = 'haeyo', length: PostLength = 'standard', seed = 'member:1') =>
  writeStoryDraft(
    {
      keyword: { title: '소금빵공방 2호점 개장', category: '맛집' },
      articles: BAKERY_ARTICLES,
      outline: [],
      tone,
      length,
      seed,
    },
    BAKERY_SHEET,
  );
const drug = (tone: Tone = 'haeyo') =>
  writeStoryDraft(
    {
      keyword: { title: '청솔바이오 편두통약 허가', category: '경제' },
      articles: DRUG_ARTICLES,
      outline: [],
      tone,
      length: 'long',
      seed: 'm',
    },
    DRUG_SHEET,
  );
/** The fact sheet of hand-written articles (bodies with paragraphs on their own lines), read on 5 October 2031. */
const sheetOf = (
  articles: { title: string; outlet: string; url: string; publishedAt: Date; body: string }[],
  title: string,
) =>
  buildFactSheet(
    articles.map((a) => ({ ...a, paragraphs: a.body.split('\n'), images: [] })),
    { now: new Date('2031-10-05T09:00:00+09:00'), title },
  );
const text = (draft: WriterDraft) => draftSentences(draft).join(' ');
const paragraphs = (draft: WriterDraft) =>
  [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing].map(splitSentences);

describe('the story writer (offline, from a fact sheet)', () => {
  it('states the lead event — who, what, when, where — in the first paragraph', () => {
    const draft = bakery();
    // Who, when, where and what, in an order the member's seed picks.
    const first = draft.intro.split('.')[0]!;
    for (const part of ['소금빵공방이', '11월 28일', '부산 해운대구에서', '2호점을 개장할 예정이에요']) {
      expect(first).toContain(part);
    }
    expect(draft.title.startsWith('소금빵공방 2호점 개장')).toBe(true);
  });

  it('writes its own sentences: nothing close to a source sentence, few short attributed quotes', () => {
    for (const draft of [bakery(), drug()]) {
      const sources = [...BAKERY_ARTICLES, ...DRUG_ARTICLES].flatMap((a) => splitSentences(a.body));
      expect(copyRatio(bodySentences(draft), sources)).toBeLessThanOrEqual(0.3);
      const quotes = countQuotes(bodySentences(draft));
      expect(quotes.quotes).toBeLessThanOrEqual(3);
      expect(quotes.unattributed).toBe(0);
    }
  });

  it('never opens a paragraph with a reference that points at nothing', () => {
    for (const draft of [bakery(), bakery('banmal', 'long'), drug(), drug('hamnida')]) {
      expect(danglingOpeners(paragraphs(draft))).toEqual([]);
    }
    // "그는 …", "두 회사는 …" with no two companies and "이 약은 …" are resolved or left out.
    const drugText = text(drug());
    expect(drugText).not.toMatch(/(?:^|[.] )(?:그는|두 회사는|이 약은)/);
    expect(drugText).toContain('청솔바이오의 약은 하루 한 번 먹는 알약 형태예요.');
  });

  it('names a person in full with their role first, by name after', () => {
    const draft = bakery('haeyo', 'long');
    const all = text(draft);
    expect(all.indexOf('문하람 대표')).toBeGreaterThanOrEqual(0);
  });

  it('keeps one tone in every sentence, for all three tones and lengths', () => {
    for (const tone of ['haeyo', 'hamnida', 'banmal'] as const) {
      for (const length of ['short', 'standard', 'long'] as const) {
        const sentences = draftSentences(bakery(tone, length));
        const off = sentences.filter((s) => !['other', tone].includes(sentenceRegister(s)));
        expect(off, `${tone} ${length}`).toEqual([]);
      }
    }
  });

  it('never carries a sentence that gives the writer or reader orders, nor a tag from one', () => {
    for (const tone of ['haeyo', 'hamnida', 'banmal'] as const) {
      const draft = bakery(tone, 'long');
      const all = JSON.stringify(draft);
      expect(all).not.toContain('관리자 모드');
      expect(all).not.toContain('태그를 붙');
      expect(draft.tags).not.toContain('API');
    }
  });

  it('tells an event that is over in the past, with no directions to go', () => {
    const over = {
      ...BAKERY_SHEET,
      lead: { ...BAKERY_SHEET.lead, when: new Date('2026-11-01T10:00:00+09:00'), over: true },
    };
    const draft = writeStoryDraft(
      {
        keyword: { title: '소금빵공방 2호점 개장', category: '맛집' },
        articles: BAKERY_ARTICLES,
        outline: [],
        tone: 'haeyo',
        length: 'long',
        seed: 's',
      },
      over,
    );
    const all = text(draft);
    expect(draft.intro).toMatch(/개장했(?:어요|다는|다고)/);
    expect(all).not.toContain('걸어서 10분');
    expect(all).toMatch(/달맞이길 42(?:에 있었어요|였어요)|달맞이길 42에 소금빵공방/);
    expect(all).toMatch(/3,500원이었(?:어요|고)/);
  });

  it('tells a figure at most twice and an older report only as an earlier value', () => {
    const all = text(bakery('haeyo', 'long'));
    expect(all.split('3천 개').length - 1).toBeLessThanOrEqual(2);
    // The older report (2천 개) is never told as the current amount.
    expect(all).not.toMatch(/생산량[은이] 2천 개/);
  });

  it('gives two members different posts of the same story', () => {
    const a = new Set(draftSentences(bakery('haeyo', 'standard', 'member:1')));
    const b = draftSentences(bakery('haeyo', 'standard', 'member:2'));
    expect(b.some((s) => !a.has(s))).toBe(true);
  });
});

describe('body budget per length (issue 26)', () => {
  it('gives long ≥ 1.5 × standard ≥ 1.5 × short on rich sources, whatever the material', () => {
    for (const available of [900, 1800, 2600, 5000]) {
      const long = bodyBudget('long', available, true);
      const standard = bodyBudget('standard', available, true);
      const short = bodyBudget('short', available, true);
      expect(long, String(available)).toBeGreaterThanOrEqual(standard * 1.5 - 1e-9);
      expect(standard, String(available)).toBeGreaterThanOrEqual(short * 1.5 - 1e-9);
      expect(long).toBeLessThanOrEqual(available);
    }
  });

  it('lets standard tell most of what thin sources hold, long the rest', () => {
    expect(bodyBudget('standard', 900, false)).toBe(750);
    expect(bodyBudget('long', 900, false)).toBe(900);
    expect(bodyBudget('short', 900, false)).toBeLessThan(bodyBudget('standard', 900, false));
  });
});

describe('an event that has opened and runs on', () => {
  const articles = [
    {
      title: '바람골 억새축제 개막',
      outlet: '가온일보',
      url: 'https://gaon.example/a',
      publishedAt: new Date('2031-10-04T09:00:00+09:00'),
      body: [
        '바람골 억새축제가 3일 바람골 억새공원에서 개막했다. 축제는 다음 달 2일까지 30일 동안 억새공원 일대에서 열린다.',
        "관람 시간은 매일 오전 9시부터 오후 6시까지다. 공원 입장은 무료지만 '억새 전망대'는 2,000원을 내야 오를 수 있다.",
        '바람골군은 축제 기간 방문객 20만 명을 기대하고 있다.',
      ].join('\n'),
    },
  ];
  const draft = writeStoryDraft(
    {
      keyword: { title: '바람골 억새축제 개막', category: '여행' },
      articles,
      outline: [],
      tone: 'haeyo',
      length: 'standard',
      seed: 'member:7',
    },
    sheetOf(articles, '바람골 억새축제 개막'),
  );
  it('says in the lead how long it runs, and that entry is free with the paid part apart', () => {
    expect(draft.intro.split('.')[0]).toMatch(/개막(?:해|했고,|했으며) 11월 2일까지 (?:열려요|이어져요|계속돼요)/);
    const all = text(draft);
    expect(all).toContain('입장은 무료');
    expect(all).toMatch(/억새 전망대(?:는| 입장료는|만) 2,000원/);
  });
});

describe('each fact once', () => {
  it('never tells the same sentence twice in a post', () => {
    for (const tone of ['haeyo', 'hamnida', 'banmal'] as const) {
      for (const length of ['short', 'standard', 'long'] as const) {
        for (const seed of ['member:1', 'member:2', 'member:3']) {
          const sentences = draftSentences(bakery(tone, length, seed)).map((s) => s.replace(/\s+/g, ''));
          expect(new Set(sentences).size, `${tone} ${length} ${seed}`).toBe(sentences.length);
        }
      }
    }
  });
});

describe('titles that name the owner once', () => {
  const articles = [
    {
      title: '누리전자, 지난 분기 영업이익 4조 2천억 원…반도체가 견인',
      outlet: '가온일보',
      url: 'https://gaon.example/n',
      publishedAt: new Date('2031-10-04T09:00:00+09:00'),
      body: [
        '누리전자가 지난 분기 영업이익 4조 2천억 원을 기록했다고 공시했다. 매출은 31조 원으로 9% 늘었다.',
        '누리전자의 영업이익은 시장 예상치인 3조 8천억 원을 웃돌았다. 회사는 반도체 부문이 실적을 이끌었다고 설명했다.',
      ].join('\n'),
    },
  ];
  it('never says "누리전자 실적, 누리전자의 영업이익 …"', () => {
    const sheet = sheetOf(articles, '누리전자 실적');
    const titles = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap(
      (seed) =>
        writeStoryDraft(
          {
            keyword: { title: '누리전자 실적', category: '경제' },
            articles,
            outline: [],
            tone: 'haeyo',
            length: 'standard',
            seed,
          },
          sheet,
        ).titleOptions,
    );
    expect(titles.some((title) => title.includes('영업이익'))).toBe(true);
    for (const title of titles) expect(title).not.toMatch(/누리전자.*누리전자/);
  });
});

describe('a route named by a code (session 15)', () => {
  const articles = [
    {
      title: '가람시~도심 광역버스 K5120 다음 달 3일 첫 운행',
      outlet: '가온일보',
      url: 'https://gaon.example/bus',
      publishedAt: new Date('2031-10-04T09:00:00+09:00'),
      body: [
        '가람시와 도심 한울광장을 잇는 광역버스 K5120번이 11월 3일 첫 운행을 시작한다. 가람시는 새 노선의 요금을 확정해 발표했다.',
        '요금은 교통카드 기준 2,900원이다. 첫차는 오전 5시 30분부터 다니고 막차는 오후 11시에 떠난다. 출퇴근 시간에는 15분마다 다닌다.',
        '차량은 전기버스 12대다. 시는 정류장 열 곳에 빈 좌석 안내판을 달았다.',
      ].join('\n'),
    },
  ];
  const sheet = sheetOf(articles, '가람시 K5120 개통');
  const write = (seed: string) =>
    writeStoryDraft(
      {
        keyword: { title: '가람시 K5120 개통', category: '여행' },
        articles,
        outline: [],
        tone: 'haeyo',
        length: 'standard',
        seed,
      },
      sheet,
    );
  it('never makes the route the actor of its own opening, nor says an upcoming day is when news came', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const draft = write(seed);
      // "K5120번이 11월 3일 가람시 K5120을 개통할 예정" was written.
      expect(draft.intro, seed).not.toMatch(/K5120(?:번)?이 .*K5120을/);
      // "11월 3일 나온 … 개통 이야기": the 3rd is when the bus runs, not when the news came.
      expect(draft.summary.join(' '), seed).not.toMatch(/11월 3일 (?:나온|전해진|알려졌|소식이 들어왔|이야기가 나왔)/);
      expect(text(draft), seed).not.toMatch(/확정했으며, 발표했|확정했고, 발표했/);
    }
  });
  it('tells a new route’s fare in its own word, as a place to visit would be told', () => {
    for (const seed of ['a', 'b', 'c']) {
      const all = text(write(seed));
      // In the sources' own word, either way round ("교통카드 기준 2,900원이 K5120의 요금" when the plain order is a copy).
      expect(all, seed).toMatch(/요금은 교통카드 기준 2,900원|교통카드 기준 2,900원이 K5120의 요금/);
      expect(all, seed).not.toMatch(/(?:가격|값)은 교통카드/);
    }
  });
});

describe('a fact told once', () => {
  it('reads a sentence with a quoted name added as the same fact, never two speakers’ words', () => {
    expect(sameFact("군은 22일 이런 내용의 '하늬 다시 서기 기금' 운영 계획을 발표했습니다.")).toBe(
      sameFact('군은 22일 이런 내용의 운영 계획을 발표했어요.'),
    );
    expect(sameFact('봉하윤 병원장은 "비율을 85%까지 올리겠다"라고 말했다.')).not.toBe(
      sameFact('봉하윤 병원장은 "의료진을 더 뽑겠다"라고 말했다.'),
    );
  });
});
