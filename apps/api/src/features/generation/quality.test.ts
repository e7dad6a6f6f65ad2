import { describe, expect, it } from 'vitest';
import { BAKERY_SHEET } from './offline/story-fixtures.ts';
import type { WriterDraft } from './providers/provider.ts';
import { bodySentences, leadInFirstParagraph } from './quality.ts';
import { copyRatio } from './quality-text.ts';

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

describe('copying outside quotation marks', () => {
  it('counts a quotation of two sentences as one sentence, its words inside the marks', () => {
    const quoted = {
      ...draft(''),
      sections: [
        {
          heading: '',
          paragraphs: [
            '맹하윤 과장은 "방화문은 닫혀 있어야 연기를 막습니다. 열어 두면 연기가 10분 안에 꼭대기까지 올라갑니다"라고 밝혔어요.',
          ],
        },
      ],
    };
    expect(bodySentences(quoted)).toHaveLength(1);
    const sources = ['방화문은 닫혀 있어야 연기를 막습니다.', '열어 두면 연기가 10분 안에 꼭대기까지 올라갑니다.'];
    expect(copyRatio(bodySentences(quoted), sources)).toBe(0);
  });
});
