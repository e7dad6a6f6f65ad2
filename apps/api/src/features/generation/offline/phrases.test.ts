import { sentenceRegister, splitSentences } from '@geulgam/korean';
import type { Category } from '@geulgam/contracts';
import { describe, expect, it } from 'vitest';
import { fill, render } from './fill.ts';
import { CATEGORY_HOOKS, CLOSINGS, HEADINGS, HOOKS, INVITATIONS, PREVIEW_LINES, SOURCE_LINES } from './phrases.ts';

const STORIES = [
  { kw: '한빛전자 AI 메모리 실적', ent: '한빛전자', topic: 'AI 메모리 실적', outlets: '한결경제와 새벽뉴스' },
  { kw: '물빛 둘레길 개통', ent: '물빛 둘레길', topic: '개통', outlets: '나들이매거진' },
  { kw: '누리모터스 EV7 출시', ent: 'EV7', topic: '출시', outlets: '글감일보, 새벽뉴스와 한결경제' },
];

describe('fill', () => {
  it('refuses a template variable the story does not have', () => {
    expect(() => fill('{missing} 소식', {})).toThrow();
  });
});

describe('the writer’s own lines', () => {
  const lines = [
    ...HOOKS,
    ...Object.values(CATEGORY_HOOKS).flat(),
    ...SOURCE_LINES,
    ...PREVIEW_LINES,
    ...CLOSINGS,
    ...INVITATIONS,
  ];

  it.each(['haeyo', 'hamnida', 'banmal'] as const)('all end in %s once filled', (tone) => {
    for (const story of STORIES) {
      for (const line of lines) {
        const text = render(line, tone, { ...story, parts: '무슨 일이 있었는지와 주요 숫자', cat: '경제' });
        for (const sentence of splitSentences(text)) expect(sentenceRegister(sentence), sentence).toBe(tone);
      }
    }
  });

  it('name the story in every line, so posts about different stories share none', () => {
    for (const line of lines) {
      const text = typeof line === 'string' ? line : line.haeyo;
      expect(text, text).toMatch(/\{(?:kw|ent|topic|outlets)/);
    }
  });

  it('have dozens of openings and closings per tone, and many headings per role', () => {
    const categories = Object.keys(CATEGORY_HOOKS) as Category[];
    expect(HOOKS.length + CATEGORY_HOOKS[categories[0]!].length).toBeGreaterThanOrEqual(24);
    expect(CLOSINGS.length + INVITATIONS.length).toBeGreaterThanOrEqual(14);
    for (const pool of Object.values(HEADINGS)) expect(pool.length).toBeGreaterThanOrEqual(8);
  });
});
