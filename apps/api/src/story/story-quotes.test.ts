import { describe, expect, it } from 'vitest';
import { storyQuotes } from './story-quotes.ts';

const sentence = (text: string) => ({
  text,
  article: 0,
  outlet: '바람스포츠',
  reportedAt: new Date('2031-03-02T09:00:00+09:00'),
  position: 3,
});

describe('quote speakers', () => {
  it('never reads a speaker out of another quote in the same sentence', () => {
    const quotes = storyQuotes([
      sentence('그는 "우리 유스팀에 좋은 선수가 많다"며 "동계 훈련에 유스 선수 5명을 데려가겠다"고 했다.'),
    ]);
    expect(quotes.map((q) => q.speaker)).not.toContain('유스');
    expect(quotes.map((q) => q.speaker)).not.toContain('좋은');
  });

  it('reads a one-syllable surname before 씨 as the person, never the verb before it ("했지만 도 씨는")', () => {
    const quotes = storyQuotes([
      sentence('상인회장 도갑순(68) 씨는 새 진열대를 쓸며 "이제야 숨이 트인다"고 말했다.'),
      sentence('업체가 새 기계로 바꾸자고 했지만 도 씨는 "이 기계 소리를 듣고 오는 손님이 있다"며 기계를 지켰다.'),
    ]);
    expect(quotes.map((q) => q.speaker)).toEqual(['도갑순', '도갑순']);
  });

  it('still finds the speaker named before each of two quotes', () => {
    const quotes = storyQuotes([sentence('윤 감독은 "수비가 약해서가 아니다"며 "공을 오래 갖지 못했다"고 말했다.')]);
    expect(quotes.map((q) => q.speaker)).toEqual(['윤 감독', '윤 감독']);
  });

  it('reads "name team role" as the person, not the team', () => {
    const said = '"끝까지 뛰어 준 선수들에게 고맙다"고 말했다.';
    expect(storyQuotes([sentence(`배윤결 물새스 감독은 ${said}`)], new Set(['물새스']))[0]?.speaker).toBe('배윤결');
    expect(storyQuotes([sentence(`배윤결 물새스타즈 감독은 ${said}`)])[0]?.speaker).toBe('배윤결');
    expect(storyQuotes([sentence(`물새스 배윤결 감독은 ${said}`)])[0]?.speaker).toBe('배윤결');
    expect(storyQuotes([sentence(`배윤결 물새 감독은 ${said}`)], new Set(['물새']))[0]?.speaker).toBe('배윤결');
  });

  it('reads "주민 name(age) 씨" as the named person, never the word for who they are', () => {
    const quotes = storyQuotes([
      sentence('역 앞에서 가게를 해 온 주민 도채순(71) 씨는 "손님이 다시 늘어서 반갑다"고 말했다.'),
      sentence('상인 연보람 씨는 "주말마다 장이 서면 좋겠다"며 웃었다.'),
      // A surname with 모 ("이모 씨") is how news keeps a name back: the name is 이모, never 직장인.
      sentence('부산에서 온 직장인 이모 씨는 "바다를 보며 걷는 길이 좋았다"고 말했다.'),
    ]);
    expect(quotes.map((q) => [q.speaker, q.role])).toEqual([
      ['도채순', '씨'],
      ['연보람', '씨'],
      ['이모', '씨'],
    ]);
  });

  it('keeps who a person with 씨 is, from the words before the name, without the article word 한', () => {
    const quotes = storyQuotes([
      sentence('한 동네 빵집 대표 소민재 씨는 "밀가루 값이 올라 걱정이 크다"고 말했다.'),
      sentence('주민 도채순(71) 씨는 "손님이 다시 늘어서 반갑다"고 말했다.'),
      sentence('어제 공연을 본 마은하 씨는 "무대가 생각보다 가까웠다"고 전했다.'),
      // "부산에서 온": the clause that modifies the description is no part of it.
      sentence('부산에서 온 직장인 도하늘 씨는 "바다를 보며 걷는 길이 좋았다"고 말했다.'),
    ]);
    expect(quotes.map((q) => [q.speaker, q.described])).toEqual([
      ['소민재', '동네 빵집 대표'],
      ['도채순', '주민'],
      ['마은하', undefined],
      ['도하늘', '직장인'],
    ]);
  });
});

describe('a quote that opens an article on its own', () => {
  const at = (text: string, position: number) => ({ ...sentence(text), position });

  it('is said by the subject of the sentence after it that hands it on ("이렇게 설명했다")', () => {
    const quotes = storyQuotes([
      at('"아이들이 뛰어놀 마당이 다시 생겼으면 합니다."', 0),
      at('솔빛초등학교 운영위원인 하늘빛 위원장은 지난주 구청을 찾아 운동장 개방의 뜻을 이렇게 설명했다.', 1),
      at('구청은 다음 달 답을 주기로 했다.', 2),
    ]);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ words: '아이들이 뛰어놀 마당이 다시 생겼으면 합니다.', speaker: '하늘빛' });
  });

  it('has no speaker when the next sentence does not hand it on', () => {
    const quotes = storyQuotes([
      at('"아이들이 뛰어놀 마당이 다시 생겼으면 합니다."', 0),
      at('솔빛초등학교 하늘빛 위원장은 지난주 구청을 찾았다.', 1),
    ]);
    expect(quotes).toHaveLength(0);
  });
});

describe('a speaker the article does not name', () => {
  it('is described by the nouns after "한", never named by one of them', () => {
    const one = storyQuotes([sentence('한 지방 운송 업체 대표는 "손님이 절반으로 줄었다"고 말했다.')]);
    expect(one[0]).toMatchObject({ speaker: '지방 운송 업체 대표', role: '대표' });
    const two = storyQuotes([sentence('한 증권사 식품 담당 연구원은 "올해가 고비가 될 것"이라고 말했다.')]);
    expect(two[0]?.speaker).toBe('증권사 식품 담당 연구원');
  });

  it('calls a speaker named by surname and role by the full name the story gave before (ADR 075)', () => {
    const quotes = storyQuotes([
      sentence('고등학교 과학 교사 윤솔비(38) 씨는 지난달 산 위에서 별을 찍다 혜성을 처음 봤다.'),
      sentence('윤 씨는 "다음 달에 학생들과 관측회를 열겠다"고 말했다.'),
    ]);
    expect(quotes[0]).toMatchObject({ speaker: '윤솔비', role: '씨', described: '고등학교 과학 교사' });
    // Two people of that surname: which one is meant is not guessed.
    const two = storyQuotes([
      sentence('주민 윤솔비 씨와 윤하람 씨가 처음 봤다.'),
      sentence('윤 씨는 "다음 달에 학생들과 관측회를 열겠다"고 말했다.'),
    ]);
    expect(two[0]?.speaker).toBe('윤 씨');
  });
});

describe('a role word inside a noun', () => {
  it('never reads "대표 메뉴" as someone’s role; the group before the quote speaks', () => {
    const quotes = storyQuotes([
      sentence('한 판에 8천 원인 고기만두가 대표 메뉴로, 평가단은 "얇은 피와 육즙이 균형을 이룬다"고 평했다.'),
    ]);
    expect(quotes.map((q) => q.speaker)).toEqual(['평가단']);
  });
});
