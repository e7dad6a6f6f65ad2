import { describe, expect, it } from 'vitest';
import type { FactSheet } from '../../../story/model.ts';
import type { WriterDraft } from '../providers/provider.ts';
import { danglingOpeners } from '../quality-text.ts';
import { keepReferences } from './cohere.ts';
import { createReferrer } from './refer.ts';

const sheet: FactSheet = {
  lead: { who: ['청주 누리'], what: '마태식 감독 선임', over: true, evidence: '' },
  figures: [],
  quotes: [],
  practical: {},
  timeline: [],
  entities: [
    { name: '청주 누리', kind: 'organization', mentions: 5 },
    { name: '마태식', kind: 'person', role: '감독', mentions: 5 },
    { name: '한지오', kind: 'person', role: '배우', mentions: 3 },
    { name: '서유라', kind: 'person', role: '배우', mentions: 3 },
  ],
  facts: [],
} as unknown as FactSheet;

const draft = (paragraphs: string[]): WriterDraft => ({
  title: 't',
  titleOptions: ['t'],
  intro: '청주 누리가 새 감독을 뽑았어요.',
  summary: [],
  sections: [{ heading: 'h', paragraphs }],
  closing: '',
  tags: [],
  metaDescription: '',
  notes: [],
});

describe('the writer keeps every reference pointing at something', () => {
  it('reads "구단은" as the story’s own club, when the story is about one', () => {
    const club = sheet.entities[0]!;
    const refer = createReferrer(sheet.entities, club);
    expect(refer.refer('구단은 내년 시즌권 가격을 동결했다.')).toBe('청주 누리는 내년 시즌권 가격을 동결했다.');
    // Another organisation named in between does not take "회사는" from the story's own one.
    const withCity = createReferrer([...sheet.entities, { name: '당진', kind: 'organization', mentions: 2 }], club);
    withCity.refer('당진은 도로를 넓힌다.');
    expect(withCity.refer('회사는 채용을 늘린다.')).toBe('청주 누리는 채용을 늘린다.');
    // Without a club to stand for, the opener cannot be told.
    expect(createReferrer([]).refer('구단은 내년 시즌권 가격을 동결했다.')).toBeUndefined();
  });

  it('names the person a surname with a role stands for, and two actors for "두 배우"', () => {
    const refer = createReferrer(sheet.entities);
    expect(refer.refer('마 감독은 공격 축구를 약속했다.')).toBe('마태식 감독은 공격 축구를 약속했다.');
    refer.refer('한지오 배우와 서유라 배우가 함께 출연했다.');
    expect(refer.refer('두 배우는 3년 전 영화에서 만났다.')).toBe('한지오와 서유라는 3년 전 영화에서 만났다.');
    expect(refer.person('마 감독')?.name).toBe('마태식');
  });

  it('leaves out a fact that opens with a reference it cannot resolve', () => {
    const refer = createReferrer(sheet.entities);
    expect(refer.refer('이 중 절반이 20대였다.')).toBeUndefined();
    expect(refer.refer('이날은 5천 명이 왔다.')).toBeUndefined();
  });

  it('repairs or drops what would dangle in a written post', () => {
    const fixed = keepReferences(
      draft([
        '마 감독은 "공격 축구를 하겠다"라고 말했어요.',
        '두 회사는 손을 잡았어요. 구단은 선수를 보강해요.',
        '마태식 감독은 소감을 이렇게 밝혔어요.',
      ]),
      sheet,
    );
    const paragraphs = [fixed.intro, ...fixed.sections.flatMap((s) => s.paragraphs)];
    expect(paragraphs.join(' ')).toContain('마태식 감독은 "공격 축구를 하겠다"');
    expect(paragraphs.join(' ')).not.toContain('두 회사는');
    expect(paragraphs.join(' ')).not.toContain('이렇게 밝혔어요');
    expect(danglingOpeners(paragraphs.map((p) => p.split(/(?<=\.) /)))).toEqual([]);
  });
});

describe('the post as the quality report reads it', () => {
  it('has no dangling opener anywhere, the closing included', () => {
    const written = {
      ...draft(['청주 누리는 마태식 감독을 새로 뽑았어요.']),
      closing: '두 회사는 다음 달에 다시 만나요.',
    };
    const fixed = keepReferences(written, sheet);
    expect(fixed.closing).not.toContain('두 회사는');
    const blocks = [fixed.intro, ...fixed.summary, ...fixed.sections.flatMap((s) => s.paragraphs), fixed.closing];
    expect(danglingOpeners(blocks.filter(Boolean).map((p) => p.split(/(?<=\.) /)))).toEqual([]);
  });
});

describe('a name the source already describes', () => {
  it('gets no role glued in front of the description', () => {
    const refer = createReferrer(sheet.entities);
    expect(refer.refer('청주 누리가 마태식 전 국가대표 코치를 선임했다.')).toBe(
      '청주 누리가 마태식 전 국가대표 코치를 선임했다.',
    );
  });
});

describe('a dangling opener the story can name', () => {
  it('keeps the fact: a link word left off, the day named, a fee said as the lead’s', () => {
    const dated = { ...sheet, lead: { ...sheet.lead, when: new Date('2027-03-01T10:00:00+09:00') } } as FactSheet;
    const fixed = keepReferences(
      draft([
        '그 결과 청주 누리는 리그 9위에 머물렀어요.',
        '이날 팬 3천 명이 경기장을 찾았어요.',
        '요금은 1만 원이에요.',
      ]),
      dated,
    );
    const text = fixed.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('청주 누리는 리그 9위에 머물렀어요.');
    expect(text).toContain('3월 1일에 팬 3천 명이 경기장을 찾았어요.');
    expect(text).toContain('청주 누리의 요금은 1만 원이에요.');
  });
});
