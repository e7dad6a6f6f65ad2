import { describe, expect, it } from 'vitest';
import { BAKERY_SHEET } from './offline/story-fixtures.ts';
import type { WriterDraft } from './providers/provider.ts';
import { leadInFirstParagraph } from './quality.ts';

const draft = (intro: string): WriterDraft => ({
  title: '',
  titleOptions: [],
  intro,
  summary: [],
  sections: [],
  closing: '',
  tags: [],
  notes: [],
  metaDescription: '',
});

describe('the lead in the first paragraph', () => {
  it('finds the actor and the event, a code name with or without its counter (ADR 078)', () => {
    expect(leadInFirstParagraph(draft('소금빵공방이 28일 2호점을 개장해요.'), BAKERY_SHEET)).toBe(true);
    expect(leadInFirstParagraph(draft('28일 2호점 개장 소식이에요.'), BAKERY_SHEET)).toBe(false);
    const route = { ...BAKERY_SHEET, lead: { ...BAKERY_SHEET.lead, who: ['K5120번'], what: '가람시 K5120 개통' } };
    expect(leadInFirstParagraph(draft('가람시 K5120이 11월 3일 개통될 예정이에요.'), route)).toBe(true);
    expect(leadInFirstParagraph(draft('가람시 버스가 11월 3일 개통될 예정이에요.'), route)).toBe(false);
  });
});
