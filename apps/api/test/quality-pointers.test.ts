import { describe, expect, it } from 'vitest';
import { unanchoredTimePointers } from './quality/story-checks.ts';

describe('time pointers in a post (issue 26)', () => {
  it('counts 그해 / 이듬해 / 당시 with no year before them', () => {
    const post = [
      '공방은 가마를 두 대 더 들였어요.',
      '그해 여름 새 전시장을 열었어요.',
      '2020년 공방은 이름을 바꿨어요.',
      '이듬해 두 번째 공방을 냈어요.',
      '회원은 창립 당시 40명이었어요.',
      '손님이 늘었고, 당시 공방장이 가마를 고쳤어요.',
    ];
    expect(unanchoredTimePointers(post)).toEqual([
      '그해 여름 새 전시장을 열었어요.',
      '손님이 늘었고, 당시 공방장이 가마를 고쳤어요.',
    ]);
  });
});
