import { describe, expect, it } from 'vitest';
import { clauseCaptions, endsClause, endsOnParticle, isAdnominal } from './captions.ts';

describe('captions', () => {
  it('knows words that end on a particle, modifiers and clause ends', () => {
    for (const word of ['8곳과', '쉼터에서', '블로그에서', '씨는', '12%를', '주말마다'])
      expect(endsOnParticle(word), word).toBe(true);
    for (const word of ['4천여', '정리', '늘었어요.', '이어지다가', '열리며'])
      expect(endsOnParticle(word), word).toBe(false);
    for (const word of ['온', '다닐', '새로운', '늘어난', '했던', '증가한', '발표된'])
      expect(isAdnominal(word), word).toBe(true);
    for (const word of ['시간', '서울', '정부']) expect(isAdnominal(word), word).toBe(false);
    for (const word of ['줄었어요.', '늘었고', '열리며', '많지만', '왔는데', '좋아요!'])
      expect(endsClause(word), word).toBe(true);
    for (const word of ['주말마다', '작년보다', '주요', '쉼터', '8곳과']) expect(endsClause(word), word).toBe(false);
  });

  it('gives each clause its own caption of at most two lines of 14, never ending on a particle or a modifier', () => {
    const captions = clauseCaptions('쉼터 8곳과 도서관 3곳이 새로 문을 열었고, 주말에는 4천여 명이 찾았어요.', 14)!;
    expect(captions).toEqual(['쉼터 8곳과 도서관 3곳이\n새로 문을 열었고,', '주말에는\n4천여 명이 찾았어요']);
    for (const caption of captions) {
      const lines = caption.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(14);
      const last = lines.at(-1)!.split(' ').at(-1)!;
      expect(endsOnParticle(last) || isAdnominal(last), caption).toBe(false);
    }
  });

  it('never breaks a line after a modifier, and cuts a long clause only where a noun phrase ends', () => {
    expect(clauseCaptions('서울에서 온 직장인 이모 씨는 차로 다닐 때는 불편했대요.', 14)).toEqual([
      '서울에서 온 직장인',
      '이모 씨는 차로\n다닐 때는 불편했대요',
    ]);
    expect(clauseCaptions('서울에서 온 직장인들이 이곳에서 주말마다 쉬어 가는 모습을 보았어요.', 14)).toBeNull();
    expect(clauseCaptions('새로 생긴 쉼터가 인기예요.', 14)).toEqual(['새로 생긴 쉼터가 인기예요']);
    expect(clauseCaptions('주말마다 문을 여는 쉼터가 늘었어요.', 14)).toEqual(['주말마다 문을\n여는 쉼터가 늘었어요']);
  });
});
