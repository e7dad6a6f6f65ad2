import { describe, expect, it } from 'vitest';
import { sentenceSpans, speechSegments } from './speech-script.ts';

function render(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('speechSegments', () => {
  it('reads headings, sentences and list items in order, and skips captions, the disclosure, sources and tags', () => {
    const root = render(
      [
        '<p class="disclosure">이 포스팅은 제휴 마케팅 활동의 일환으로, 이에 따른 일정액의 수수료를 제공받습니다.</p>',
        '<p>주가가 4.2% 올랐어요. 시장은 <strong>크게</strong> 반겼어요!</p>',
        '<figure><img src="a.png" alt="그래프"><figcaption>그래프 · 사진: 한결경제</figcaption></figure>',
        '<h2>뉴스 요약</h2>',
        '<ul class="post-summary"><li>영업이익 6조 원</li><li>배당 450원</li></ul>',
        '<h3>출처</h3><ul class="sources"><li class="source"><a href="https://a.example">기사</a></li></ul>',
        '<p class="post-tags"><span class="tag">#한빛전자</span></p>',
      ].join(''),
    );
    const segments = speechSegments(root);
    expect(segments.map((s) => s.text)).toEqual([
      '주가가 4.2% 올랐어요.',
      '시장은 크게 반겼어요!',
      '뉴스 요약',
      '영업이익 6조 원',
      '배당 450원',
    ]);
    expect(segments.map((s) => s.heading)).toEqual([false, false, true, false, false]);
    // Each range covers exactly its words on screen, across inline markup.
    expect(segments[1]!.range.toString()).toBe('시장은 크게 반겼어요!');
  });

  it('splits sentences only at their ends, never inside numbers or after a word that ends in 요 or 다', () => {
    const read = (text: string) => sentenceSpans(text).map(([a, b]) => text.slice(a, b));
    expect(read('그는 "좋다"고 말했다. 3.5배 늘었어요 이어서 읽어요')).toEqual([
      '그는 "좋다"고 말했다.',
      '3.5배 늘었어요 이어서 읽어요',
    ]);
    expect(read('쓰레기는 작년보다 12% 줄었어요. 주요 쉼터는 주말마다 열려요! 정말 다 왔나요? 네.')).toEqual([
      '쓰레기는 작년보다 12% 줄었어요.',
      '주요 쉼터는 주말마다 열려요!',
      '정말 다 왔나요?',
      '네.',
    ]);
  });

  it('does not read the heading of a skipped part', () => {
    const root = render(
      [
        '<h2>달라진 점</h2><p>쉼터가 늘었어요.</p>',
        '<h2>함께 보면 좋은 상품</h2><ul class="products"><li class="product"><a href="https://s.example">우산</a></li></ul>',
        '<p class="experience-slot" data-placeholder="경험을 적어 주세요."></p>',
        '<p>오늘도 읽어 주셔서 고마워요.</p>',
        '<h2>정리</h2>',
      ].join(''),
    );
    expect(speechSegments(root).map((s) => s.text)).toEqual([
      '달라진 점',
      '쉼터가 늘었어요.',
      '오늘도 읽어 주셔서 고마워요.',
    ]);
  });
});
