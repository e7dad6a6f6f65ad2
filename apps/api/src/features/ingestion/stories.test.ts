import { describe, expect, it } from 'vitest';
import { storyTitle } from './stories.ts';

const story = (...titles: string[]) => titles.map((title) => ({ title, body: '' }));

describe('storyTitle', () => {
  it('uses a multi-word quoted name the headlines share', () => {
    expect(
      storyTitle(
        story(
          "'바다가 들리는 편의점' 첫 대본 리딩…오해린·문태성 강릉서 호흡",
          "강릉 바닷가 편의점에서 시작되는 위로…새 드라마 '바다가 들리는 편의점' 다음 달 방송",
        ),
      ),
    ).toBe('바다가 들리는 편의점');
  });

  it('keeps the place before the quoted name when the others repeat it', () => {
    expect(storyTitle(story("제주 '물빛 둘레길' 개통…해안 12km", "제주 바다 따라 걷는 '물빛 둘레길' 열렸다"))).toBe(
      '제주 물빛 둘레길',
    );
  });

  it('keeps a name whose last syllable looks like a particle when the others spell it the same', () => {
    expect(
      storyTitle(
        story(
          '누리페이 가입자 1천만 명 돌파…소상공인 결제 수수료 0.5%로 낮춘다',
          "동네 가게 42만 곳 수수료 부담 던다…누리페이 '1천만 돌파' 기념 인하",
        ),
      ),
    ).toBe('누리페이 돌파 수수료');
  });

  it('leaves out predicates and describing words', () => {
    const title = storyTitle(
      story('트렌치코트 판매 늘었다…짧은 가을에도 인기', '짧은 가을 겨냥한 트렌치코트, 판매 늘었다'),
    );
    expect(title).toBe('트렌치코트 판매');
  });

  it('falls back to the lead clause of a lone headline', () => {
    expect(storyTitle(story('하루마트, 자체 상품 300종 가격 동결…도시락 포함'))).toBe('하루마트');
  });
});
