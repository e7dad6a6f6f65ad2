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

  it('keeps the whole a part belongs to ("가전 부문")', () => {
    expect(countsOf('가전 부문 영업이익은 4천억 원으로 줄었다.')).toEqual(['가전 부문 영업이익']);
  });

  it('keeps a plain counted noun as it is', () => {
    expect(countsOf('누적 방문객은 21만 명이다.')).toEqual(['누적 방문객']);
  });

  it('stops at a linking verb before the counted noun', () => {
    expect(countsOf('시는 국비와 도비를 합쳐 공사비 480억 원을 들였다.')).toEqual(['공사비']);
    expect(countsOf('두 차례 공모를 거쳐 참가팀 24곳을 골랐다.')).toEqual(['참가팀']);
  });
});

describe('what bounds a figure', () => {
  const boundOf = (text: string) => storyFigures([sentence(text)]).map((figure) => figure.bounded ?? figure.text);

  it('keeps "more than", "about", "at most" with the figure a value sentence states', () => {
    expect(boundOf('물빛은행의 누적 손실이 12조 원을 넘었다.')).toEqual(['12조 원 이상']);
    expect(boundOf('행사장에는 관람객 3천 명가량이 모였다.')).toEqual(['약 3천 명']);
    expect(boundOf('시는 이 사업에 최대 5억 원을 지원한다.')).toEqual(['최대 5억 원']);
    expect(boundOf('올해 방문객은 21만 명이다.')).toEqual(['21만 명']);
  });

  it('drops a newer "more than" report beside the exact figure of the same quantity, and keeps an older one as history', () => {
    const at = (day: string) => new Date(`2031-05-${day}T09:00:00+09:00`);
    const newer = storyFigures([
      { ...sentence('물빛은행의 누적 손실은 12조 4천억 원에 이르렀다.'), reportedAt: at('06') },
      { ...sentence('물빛은행의 누적 손실이 12조 원을 넘었다.'), article: 1, reportedAt: at('08') },
    ]);
    expect(newer.map((f) => [f.text, f.current])).toEqual([['12조 4천억 원', true]]);
    const older = storyFigures([
      { ...sentence('물빛은행의 누적 손실이 12조 원을 넘었다.'), reportedAt: at('02') },
      { ...sentence('물빛은행의 누적 손실은 12조 4천억 원에 이르렀다.'), article: 1, reportedAt: at('08') },
    ]);
    expect(older.map((f) => [f.text, f.current]).sort()).toEqual([
      ['12조 4천억 원', true],
      ['12조 원', false],
    ]);
  });
});

describe('a figure its sentence calls earlier', () => {
  it('is history even when the day of the earlier report stands before it (session 15)', () => {
    const [figure] = storyFigures([sentence('누리랩은 앞서 12일 210억 원 유치를 발표했다.')]);
    expect(figure?.current).toBe(false);
    const [plain] = storyFigures([sentence('누리랩은 12일 210억 원 유치를 발표했다.')]);
    expect(plain?.current).toBe(true);
  });

  it('is history where a change starts from it, never where it says where ("교차로 24곳에서")', () => {
    const [from, to] = storyFigures([sentence('하루 이용객은 3만 명에서 4만 2천 명으로 늘었다.')]);
    expect([from?.current, to?.current]).toEqual([false, true]);
    const [where] = storyFigures([sentence('시는 다음 달부터 교차로 24곳에서 단속한다.')]);
    expect(where?.current).toBe(true);
  });
});
