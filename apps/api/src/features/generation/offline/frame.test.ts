import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { headingOptions, titlesFor } from './frame.ts';
import type { PlannedSection } from './plan.ts';
import { BAKERY_SHEET } from './story-fixtures.ts';

describe('post titles', () => {
  it('never tell the event the keyword already names again as the tail', () => {
    const sheet = { ...BAKERY_SHEET, lead: { ...BAKERY_SHEET.lead, what: '소금빵공방 2호점 개장' } };
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const titles = titlesFor(
        {
          sheet,
          category: '맛집',
          title: "'소금빵공방' 2호점 개장",
          who: '소금빵공방',
          reference: new Date('2026-11-26T09:00:00+09:00'),
          outlets: ['바다일보'],
        },
        createRandom(seed),
      );
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).not.toMatch(/2호점 개장.*2호점 개장/);
    }
  });
});

describe('headings', () => {
  it('never name the event twice when the story tells no actor ("가람 국화 축제 가람군 국화 축제 연기")', () => {
    const sheet = {
      ...BAKERY_SHEET,
      lead: { ...BAKERY_SHEET.lead, who: [], what: '가람군 국화 축제 연기' },
      entities: [{ name: '가람 국화 축제', kind: 'other' as const, mentions: 5 }],
      figures: [],
      facts: [],
    };
    const section = { role: 'figures', messages: [] } as unknown as PlannedSection;
    const headings = headingOptions(section, {
      sheet,
      category: '여행',
      title: '가람군 국화 축제 연기',
      who: '',
      reference: new Date('2026-11-26T09:00:00+09:00'),
      outlets: ['바다일보'],
    });
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).not.toMatch(/국화 축제.*국화 축제/);
  });

  it("tell a work the keyword quotes in the keyword's own order, in its quotes", () => {
    const sheet = {
      ...BAKERY_SHEET,
      lead: { ...BAKERY_SHEET.lead, who: ['바람 부는 언덕'], what: '드라마 제작발표회', over: true },
      entities: [{ name: '바람 부는 언덕', kind: 'work' as const, mentions: 6 }],
      figures: [],
      facts: [],
    };
    const frame = {
      sheet,
      category: '드라마' as const,
      title: "드라마 '바람 부는 언덕' 제작발표회",
      who: '바람 부는 언덕',
      reference: new Date('2026-11-26T09:00:00+09:00'),
      outlets: ['바다일보'],
    };
    const event = headingOptions({ role: 'event', messages: [] } as unknown as PlannedSection, frame);
    expect(event).toContain("드라마 '바람 부는 언덕' 제작발표회, 무슨 일이 있었나");
    const background = headingOptions({ role: 'background', messages: [] } as unknown as PlannedSection, frame);
    expect(background).toContain("'바람 부는 언덕'의 지난 이야기");
    for (const heading of [...event, ...background]) expect(heading).not.toContain('언덕 드라마');
  });
});
