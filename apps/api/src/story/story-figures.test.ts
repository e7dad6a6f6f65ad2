import { describe, expect, it } from 'vitest';
import type { StorySentence } from './sentences.ts';
import { storyFigures } from './story-figures.ts';

const sentence = (text: string, position = 2): StorySentence => ({
  text,
  article: 0,
  outlet: '솔바람일보',
  reportedAt: new Date('2031-05-08T09:00:00+09:00'),
  position,
});

const countsOf = (text: string) => storyFigures([sentence(text)]).map((figure) => figure.counts);

describe('what a figure counts', () => {
  it('leaves the event out and keeps the day as a qualifier of who came', () => {
    expect(countsOf('은하강 등불축제 첫날은 4만 명이 찾았다.')).toEqual(['첫날 방문객']);
  });

  it('never names the event as what is counted', () => {
    const [counts] = countsOf('이번 박람회 관람객은 12만 명으로 집계됐다.');
    expect(counts).toBe('관람객');
  });

  it('keeps a plain counted noun as it is', () => {
    expect(countsOf('누적 방문객은 21만 명이다.')).toEqual(['누적 방문객']);
  });

  it('stops at a linking verb before the counted noun', () => {
    expect(countsOf('시는 국비와 도비를 합쳐 공사비 480억 원을 들였다.')).toEqual(['공사비']);
    expect(countsOf('두 차례 공모를 거쳐 참가팀 24곳을 골랐다.')).toEqual(['참가팀']);
  });
});
