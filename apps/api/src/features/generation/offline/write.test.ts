import { contentWords, countWithoutSpaces, extractFigures, sentenceRegister, splitSentences } from '@geulgam/korean';
import type { PostLength, Tone } from '@geulgam/contracts';
import { demoArticles } from '@geulgam/demo-newsroom';
import { describe, expect, it } from 'vitest';
import type { SourceArticle, WriterDraft } from '../providers/provider.ts';
import { writeOfflineDraft } from './write.ts';

const NOW = new Date('2026-11-24T09:00:00+09:00');
const storyIds = [...new Set(demoArticles.map((a) => a.storyId))];
/** Keywords as ingestion names stories: who and what. */
const KEYWORDS: Record<string, string> = {
  'economy-1': '한빛전자 AI 메모리 실적',
  'entertainment-1': '루미나잇 컴백',
  'baseball-2': '김도한 40홈런',
  'travel-1': '물빛 둘레길 개통',
  'food-1': '맛지도 가이드 서울편',
  'cars-2': '미르 리콜',
  'sports-3': '스카이윙스 연승',
  'drama-2': '경성 탐정록 공개',
  'fashion-2': '데일리핏 협업 완판',
  'economy-2': '누리페이 가입자 1천만',
};

function sources(storyId: string): SourceArticle[] {
  return demoArticles
    .filter((a) => a.storyId === storyId)
    .map((a) => ({
      title: a.title,
      outlet: a.outlet,
      url: `https://news.example/${a.id}`,
      body: a.body,
      publishedAt: new Date(NOW.getTime() - a.publishedHoursAgo * 3_600_000),
    }));
}

function write(storyId: string, tone: Tone = 'haeyo', length: PostLength = 'standard', member = 1): WriterDraft {
  const articles = sources(storyId);
  const category = demoArticles.find((a) => a.storyId === storyId)!.category;
  const keyword = KEYWORDS[storyId] ?? articles[0]!.title.split(/[,…]/)[0]!;
  return writeOfflineDraft({
    keyword: { title: keyword, category },
    articles,
    outline: [],
    tone,
    length,
    seed: `member:${member}:${storyId}:v1`,
  });
}

const blocks = (d: WriterDraft) => [d.intro, ...d.summary, ...d.sections.flatMap((s) => s.paragraphs), d.closing];
const sentencesOf = (d: WriterDraft) => blocks(d).flatMap((b) => splitSentences(b));
const charsOf = (d: WriterDraft) => countWithoutSpaces(blocks(d).join(''));

function jaccard(a: string[], b: string[]) {
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((s) => right.has(s)).length;
  return shared / (left.size + right.size - shared);
}

describe('the offline writer on the demo corpus', () => {
  it.each(['haeyo', 'hamnida', 'banmal'] as const)('writes every sentence in %s', (tone) => {
    for (const id of storyIds) {
      for (const sentence of sentencesOf(write(id, tone))) {
        expect(sentenceRegister(sentence), `${id}: ${sentence}`).toBe(tone);
      }
    }
  });

  it('tells a figure at most twice and only figures the sources give', () => {
    for (const id of storyIds) {
      const sourceKeys = new Set(sources(id).flatMap((a) => extractFigures(`${a.title}\n${a.body}`).map((f) => f.key)));
      for (const length of ['short', 'standard', 'long'] as const) {
        const told = new Map<string, number>();
        for (const sentence of sentencesOf(write(id, 'haeyo', length))) {
          for (const key of new Set(extractFigures(sentence).map((f) => f.key))) {
            told.set(key, (told.get(key) ?? 0) + 1);
            expect(sourceKeys.has(key), `${id}: ${key} in "${sentence}"`).toBe(true);
          }
        }
        for (const [key, count] of told) expect(count, `${id} ${length}: ${key}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('gives two members different texts (sentence sets under half alike)', () => {
    for (const id of storyIds) {
      const one = write(id, 'haeyo', 'standard', 1);
      const two = write(id, 'haeyo', 'standard', 2);
      expect(jaccard(sentencesOf(one), sentencesOf(two)), id).toBeLessThan(0.5);
    }
  });

  it('keeps one seed reproducible', () => {
    expect(write('economy-1')).toEqual(write('economy-1'));
  });

  it('orders the lengths short < standard < long and says when the sources are thin', () => {
    for (const id of storyIds) {
      const [short, standard, long] = (['short', 'standard', 'long'] as const).map((l) => write(id, 'haeyo', l));
      expect(charsOf(short!), id).toBeLessThan(charsOf(standard!));
      expect(charsOf(standard!), id).toBeLessThan(charsOf(long!));
      if (charsOf(long!) < 2_400) expect(long!.notes.join(' '), id).toContain('기사 분량이 적어');
    }
  });

  it('shares almost no sentence between posts of different stories', () => {
    const posts = storyIds.slice(0, 10).map((id) => sentencesOf(write(id)));
    const counts = new Map<string, number>();
    for (const post of posts) for (const s of new Set(post)) counts.set(s, (counts.get(s) ?? 0) + 1);
    const all = posts.flat();
    expect(all.filter((s) => counts.get(s)! >= 3).length / all.length).toBeLessThanOrEqual(0.1);
  });

  it('writes no filler, no promise in the blogger name and none of the old fixed headings', () => {
    const banned =
      /여기까지가|숫자만 놓고|정리해 볼게|업데이트할게|업데이트하겠|알려 드릴게|볼게요|전해 드릴게|무슨 일이 있었나요|숫자로 짚어 보는 핵심|현장과 관계자들의 이야기|왜 이렇게 주목받고|내 지갑과 시장|핵심만 쉽게 정리했어요/;
    for (const id of storyIds) {
      for (const tone of ['haeyo', 'hamnida', 'banmal'] as const) {
        const draft = write(id, tone);
        const text = [draft.title, ...draft.titleOptions, ...blocks(draft), ...draft.sections.map((s) => s.heading)];
        for (const line of text) expect(line, id).not.toMatch(banned);
      }
    }
  });

  it('gives sections distinct headings and at least two sentences or one long one each', () => {
    for (const id of storyIds) {
      const draft = write(id, 'haeyo', 'long');
      const headings = draft.sections.map((s) => s.heading);
      expect(new Set(headings).size, id).toBe(headings.length);
      for (const section of draft.sections) {
        const sentences = section.paragraphs.flatMap((p) => splitSentences(p));
        expect(sentences.length >= 2 || countWithoutSpaces(sentences.join('')) >= 60, `${id}: ${section.heading}`).toBe(
          true,
        );
      }
    }
  });

  it('puts the keyword first in three distinct titles whose tails differ between stories', () => {
    const tails: string[] = [];
    for (const id of Object.keys(KEYWORDS)) {
      const draft = write(id);
      expect(draft.titleOptions).toHaveLength(3);
      expect(new Set(draft.titleOptions).size).toBe(3);
      // Three options that end alike are one option.
      expect(new Set(draft.titleOptions.map((t) => t.slice(-6))).size, id).toBe(3);
      expect(draft.title).toBe(draft.titleOptions[0]);
      for (const title of draft.titleOptions)
        expect(title.replace(/^\[[^\]]+\] /, '')).toMatch(new RegExp(`^${KEYWORDS[id]}`));
      tails.push(draft.title.slice(-8));
    }
    expect(new Set(tails).size).toBe(tails.length);
  });

  it('opens the summary with the story’s lead for every member', () => {
    for (const id of Object.keys(KEYWORDS)) {
      // Members may get it in other words, never another fact: its words mostly stay.
      const [first, ...others] = [1, 2, 3, 4].map((member) =>
        contentWords(write(id, 'haeyo', 'standard', member).summary[0]!),
      );
      for (const other of others) expect(jaccard(first!, other), id).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('writes a meta description with the keyword and story-specific hashtags', () => {
    for (const id of Object.keys(KEYWORDS)) {
      const draft = write(id);
      expect([...draft.metaDescription].length, id).toBeGreaterThanOrEqual(50);
      expect([...draft.metaDescription].length, id).toBeLessThanOrEqual(160);
      expect(draft.metaDescription, id).toContain(KEYWORDS[id]);
      expect(draft.tags.length, id).toBeGreaterThanOrEqual(5);
      expect(draft.tags.length, id).toBeLessThanOrEqual(10);
      for (const tag of draft.tags) {
        expect(tag, id).not.toMatch(/^(?:분기|부문|관련|이번|기자|오늘|올해|지난해|이날|소식|뉴스)$/);
        expect(tag, id).not.toMatch(/[#\s]/);
      }
    }
  });
});

describe('the offline writer on small examples', () => {
  const article = (outlet: string, hoursAgo: number, body: string): SourceArticle => ({
    title: `${outlet} 기사`,
    outlet,
    url: `https://news.example/${outlet}`,
    body,
    publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
  });

  it('uses the newest figure when an update changes it, attributed, and drops the early one', () => {
    const early = article(
      '아침일보',
      20,
      '가온모터스가 중형 SUV 누리 2만 8천 대를 리콜한다.\n\n국토교통부는 브레이크 소프트웨어에서 결함이 발견됐다고 밝혔다.\n\n가온모터스는 다음 주부터 전국 서비스센터에서 무상 수리를 해 준다.',
    );
    const update = article(
      '저녁뉴스',
      3,
      '가온모터스 누리의 리콜 대상이 3만 2천 400대로 늘었다.\n\n가온모터스는 하이브리드 모델에서도 같은 문제가 확인됐다고 밝혔다.\n\n새로 더해진 하이브리드 모델 차주에게는 문자로 안내한다.',
    );
    for (let member = 1; member <= 5; member += 1) {
      const draft = writeOfflineDraft({
        keyword: { title: '누리 리콜', category: '자동차' },
        articles: [early, update],
        outline: [],
        tone: 'haeyo',
        length: 'long',
        seed: `member:${member}`,
      });
      const text = blocks(draft).join(' ');
      expect(text).not.toContain('2만 8천 대');
      expect(text).toMatch(/저녁뉴스에 따르면 가온모터스 누리의 리콜 대상이 3만 2천 400대로 (?:늘었|증가했)어요\./);
      expect(draft.notes.join(' ')).toContain('저녁뉴스');
    }
  });

  it('keeps a sentence that leans on the one before next to it, or leaves it out', () => {
    const body = [
      '윤하람 감독이 이끄는 새벽FC가 주말 경기에서 3-0으로 이겼다. 그는 경기 뒤 "선수들이 끝까지 뛰어 줬다"고 말했다.',
      '새벽FC는 이 승리로 리그 2위에 올랐다. 다음 경기는 오는 토요일 홈에서 열린다.',
      '구단은 홈 경기 입장권 8천 장이 모두 팔렸다고 밝혔다.',
    ].join('\n\n');
    for (let member = 1; member <= 8; member += 1) {
      const draft = writeOfflineDraft({
        keyword: { title: '새벽FC 승리', category: '스포츠' },
        articles: [article('한빛스포츠', 2, body)],
        outline: [],
        tone: 'haeyo',
        length: 'standard',
        seed: `member:${member}`,
      });
      const sentences = sentencesOf(draft);
      const i = sentences.findIndex((s) => s.startsWith('그는'));
      if (i >= 0) expect(sentences[i - 1]).toContain('윤하람 감독');
    }
  });

  it('writes what thin sources support and says so, without padding', () => {
    const draft = writeOfflineDraft({
      keyword: { title: '한강 가을 축제', category: '여행' },
      articles: [
        article(
          '테스트일보',
          1,
          '서울시는 올해 가을 한강 공원에서 대규모 축제를 연다고 22일 밝혔다. 축제에는 지난해보다 30% 많은 12만 명이 찾을 것으로 예상된다.',
        ),
      ],
      outline: [],
      tone: 'hamnida',
      length: 'long',
      seed: 'member:1',
    });
    expect(draft.notes).toContain("기사 분량이 적어 '길게'보다 짧게 썼어요.");
    expect(JSON.stringify(draft)).toContain('12만 명');
    for (const sentence of sentencesOf(draft)) expect(sentenceRegister(sentence)).toBe('hamnida');
  });
});
