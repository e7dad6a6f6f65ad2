import { describe, expect, it } from 'vitest';
import { BAKERY_SHEET } from './offline/story-fixtures.ts';
import type { WriterDraft } from './providers/provider.ts';
import { bodySentences, leadInFirstParagraph, withinCopyBar } from './quality.ts';
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

describe('a draft kept within the copy bar', () => {
  const articles = [
    {
      title: '가온시 새 도서관 개관',
      body: '가온시가 옛 터미널 자리에 새 도서관을 열었다. 열람석은 모두 320석으로 시내에서 가장 많다. 주말에는 밤 10시까지 문을 연다.',
    },
  ];
  const draft: WriterDraft = {
    title: '가온시 새 도서관',
    titleOptions: [],
    intro: '가온시에 새 도서관이 생겼어요.',
    summary: ['새 도서관이 문을 열었어요.'],
    sections: [
      {
        heading: '무엇이 달라졌나',
        paragraphs: ['옛 터미널 자리가 책 읽는 곳으로 바뀌었어요. 열람석은 모두 320석으로 시내에서 가장 많아요.'],
      },
      {
        heading: '언제 가면 좋을까',
        paragraphs: ['주말에는 밤 10시까지 문을 열어요. 평일 저녁에도 자리가 넉넉한 편이에요.'],
      },
    ],
    closing: '',
    tags: [],
    metaDescription: '',
    notes: [],
  };

  it('drops the last copied body sentences until the report reads the share within the bar', () => {
    const sources = articles.flatMap((a) => [a.title, a.body]);
    expect(copyRatio(bodySentences(draft), sources)).toBeGreaterThan(0.3);
    const kept = withinCopyBar(draft, articles);
    expect(copyRatio(bodySentences(kept), sources)).toBeLessThanOrEqual(0.3);
    // The earlier copy stays: only as many go as the bar asks.
    expect(bodySentences(kept)).toContain('열람석은 모두 320석으로 시내에서 가장 많아요.');
    expect(bodySentences(kept)).not.toContain('주말에는 밤 10시까지 문을 열어요.');
  });
});
