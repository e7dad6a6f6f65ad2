import { describe, expect, it } from 'vitest';
import type { StoryEntity } from '../../../story/model.ts';
import { createReferrer } from './refer.ts';

const person = (name: string, role: string): StoryEntity => ({ name, kind: 'person', role, mentions: 3 });

describe('how the post names a person', () => {
  it('puts a word that introduces a name before it and a title after it, the first time', () => {
    const refer = createReferrer([person('여하진', '가드'), person('배윤결', '감독'), person('한서율', '배우')]);
    expect(refer.name(person('여하진', '가드'))).toBe('가드 여하진');
    expect(refer.name(person('배윤결', '감독'))).toBe('배윤결 감독');
    expect(refer.name(person('한서율', '배우'))).toBe('배우 한서율');
  });

  it('drops a player’s position after the first mention', () => {
    const refer = createReferrer([person('여하진', '가드')]);
    refer.name(person('여하진', '가드'));
    expect(refer.name(person('여하진', '가드'))).toBe('여하진');
  });

  it('fits the particle to the name when it drops the role ("하도겸 선수가" → "하도겸이")', () => {
    const refer = createReferrer([person('하도겸', '선수')]);
    refer.name(person('하도겸', '선수'));
    expect(refer.refer('주전 외야수 하도겸 선수가 새 유니폼을 입는다.')).toBe(
      '주전 외야수 하도겸이 새 유니폼을 입는다.',
    );
  });
});

describe('"두 팀" stands only for names said just before it', () => {
  it('leaves the fact out when the two names were said long before', async () => {
    const { createReferrer } = await import('./refer.ts');
    const teams = [
      { name: '바다 고래스', kind: 'organization' as const, mentions: 5 },
      { name: '산 너구리스', kind: 'organization' as const, mentions: 3 },
    ];
    const near = createReferrer(teams);
    near.refer('바다 고래스는 2위이고 산 너구리스는 3위다.');
    expect(near.refer('두 팀은 올 시즌 5승 5패다.')).toBe('바다 고래스와 산 너구리스는 올 시즌 5승 5패다.');
    const far = createReferrer(teams);
    far.refer('바다 고래스는 2위이고 산 너구리스는 3위다.');
    far.refer('관중은 2만 명이었다.');
    far.refer('경기는 3시간 걸렸다.');
    far.refer('마무리 투수는 세이브를 올렸다.');
    expect(far.refer('두 팀은 올 시즌 5승 5패다.')).toBeUndefined();
  });
});

describe('"이 …" stands for the story’s actor only when the word can name it', () => {
  const power = { name: '한솔전력', kind: 'organization' as const, mentions: 6 };
  it('reads "이 회사" as the company, never "이 가구" (a household of the sentence before)', () => {
    const refer = createReferrer([power], power);
    refer.refer('한솔전력은 요금 개편안을 내놨다.');
    expect(refer.refer('이 회사는 내년 요금을 올린다.')).toBe('한솔전력은 내년 요금을 올린다.');
    expect(refer.refer('이 가구의 한 달 요금은 6만 원에서 6만 2천 원으로 오른다.')).toBeUndefined();
  });
});

describe('a bare "가격은" in a product’s launch', () => {
  it('is the product’s price, not its maker’s', () => {
    const maker = { name: '한결모터스', kind: 'organization' as const, mentions: 20 };
    const car = { name: '노을', kind: 'product' as const, mentions: 18 };
    const refer = createReferrer([car, maker], maker);
    refer.refer('한결모터스가 중형 전기 SUV 노을을 출시했다.');
    expect(refer.refer('가격은 기본형이 4,690만 원이다.')).toBe('노을의 가격은 기본형이 4,690만 원이다.');
    expect(refer.refer('관계자는 판매 목표를 밝혔다.')).toBe('한결모터스 관계자는 판매 목표를 밝혔다.');
  });
});

describe('a bare "구단은" in a story about a person', () => {
  it('is the club the story names most, never the rival named last', () => {
    const pitcher = { name: '도윤재', kind: 'person' as const, role: '투수', mentions: 9 };
    const own = { name: '바람 매스', kind: 'organization' as const, mentions: 7 };
    const rival = { name: '물결 고래스', kind: 'organization' as const, mentions: 2 };
    const refer = createReferrer([pitcher, own, rival], pitcher);
    refer.refer('도윤재는 바람 매스에서만 15시즌을 뛰었다.');
    refer.refer('바람 매스는 다음 경기에서 물결 고래스와 맞붙는다.');
    expect(refer.refer('구단은 관중 전원에게 기념 티켓을 나눠 줬다.')).toBe(
      '바람 매스는 관중 전원에게 기념 티켓을 나눠 줬다.',
    );
  });
});

describe('a work named by its title', () => {
  it('keeps the title in quotation marks, so no build cuts it ("느린 역은 계절이 …" was written)', () => {
    const work: StoryEntity = { name: '먼 등대의 여름', kind: 'work', mentions: 4 };
    const refer = createReferrer([work], work);
    expect(refer.refer('작품은 모두 12부작이다.')).toBe("'먼 등대의 여름'은 모두 12부작이다.");
    expect(refer.name(work)).toBe("'먼 등대의 여름'");
  });
});
