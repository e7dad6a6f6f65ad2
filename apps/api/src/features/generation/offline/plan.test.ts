import { describe, expect, it } from 'vitest';
import type { FactFigure } from '../../../story/model.ts';
import { tellableFigure } from './plan.ts';

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
});
