import { describe, expect, it } from 'vitest';
import type { StoryEntity } from './model.ts';
import type { StorySentence } from './sentences.ts';
import { cleanLabel, storyFigures } from './story-figures.ts';

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
});

describe('figure labels, owners and trivial counts', () => {
  const figuresOf = (text: string, entities: StoryEntity[] = []) => storyFigures([sentence(text)], entities);

  it('keeps the label a clean noun phrase: no connective, particle or verb form', () => {
    expect(cleanLabel('다만 객석')).toBe('객석');
    expect(cleanLabel('대기 줄이')).toBe('대기 줄');
    expect(cleanLabel('올라왔고 나머지')).toBe('');
    expect(cleanLabel('가득 메운')).toBe('');
    expect(cleanLabel('협력 농가')).toBe('협력 농가');
    expect(figuresOf('다만 객석이 36석뿐이라 저녁에는 오래 기다려야 한다.')[0]?.counts).toBe('객석');
    expect(figuresOf('빵을 사려는 대기 줄이 50m 넘게 이어졌다.')[0]?.counts).toBe('대기 줄');
  });

  it('flags counts a reader does not need: a shop’s few staff, its fittings, floors, clock times', () => {
    const trivial = (text: string) => figuresOf(text).map((f) => f.trivial === true);
    expect(trivial('가게 앞에는 안내 직원 2명을 두기로 했다.')).toEqual([true]);
    expect(trivial('연남점 직원은 모두 9명이다.')).toEqual([true]);
    expect(trivial('3층 건물의 2층을 쓴다.')).toEqual([true, true]);
    expect(trivial('매장 앞에는 의자 8개를 놓았다.')).toEqual([true]);
    expect(trivial('오전 9시 30분에 번호표 배부가 시작됐다.')).toEqual([true]);
    expect(trivial('역에서 걸어서 5분 거리다.')).toEqual([true]);
    expect(trivial('하루 평균 800개가 팔린다.')).toEqual([false]);
    expect(trivial('이 회사 직원은 1,200명이다.')).toEqual([false]);
  });

  it('gives a figure an owner only when the sentence ties it to one, never a person for a shop’s count', () => {
    const entities: StoryEntity[] = [
      { name: '솔방울베이커리', kind: 'organization', mentions: 4 },
      { name: '한서진', kind: 'person', role: '대표', mentions: 3 },
    ];
    expect(figuresOf('솔방울베이커리의 매장은 12곳이다.', entities)[0]?.owner).toBe('솔방울베이커리');
    expect(figuresOf('솔방울베이커리 매장은 12곳이다.', entities)[0]?.owner).toBe('솔방울베이커리');
    expect(figuresOf('한서진 대표는 매장 좌석을 40석으로 정했다.', entities)[0]?.owner).toBeUndefined();
    expect(figuresOf('좌석은 40석이다.', entities)[0]?.owner).toBeUndefined();
  });
});
