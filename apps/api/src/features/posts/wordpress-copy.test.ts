import { describe, expect, it } from 'vitest';
import { readPublishable } from './wordpress-copy.ts';

const html = [
  '<aside class="disclosure" aria-label="광고 표시"><p><strong>광고</strong> 이 포스팅은 제휴 마케팅 활동의 일환으로 수수료를 받아요.</p></aside>',
  '<p class="ai-note"><small>이 글은 AI의 도움을 받아 뉴스 기사를 정리했어요.</small></p>',
  '<p>짧은 첫 줄</p>',
  '<p>누리모터스가 부산에서 새 전기차 EV7의 사전 계약을 시작했어요.</p>',
  '<figure class="post-figure"><img src="https://img.example/a.png" alt="충전 중인 자동차"><figcaption>충전 중인 자동차</figcaption></figure>',
  '<p class="post-tags"><span class="tag">#누리모터스</span> <span class="tag">#EV7</span> <span class="tag">#전기차</span></p>',
].join('');

describe('readPublishable', () => {
  it('takes the excerpt from the post’s own text, never from the advertising disclosure or the AI note', () => {
    expect(readPublishable(html).excerpt).toBe('누리모터스가 부산에서 새 전기차 EV7의 사전 계약을 시작했어요.');
  });

  it('reads the images with their alt text and the tags without their #', () => {
    const read = readPublishable(html);
    expect(read.images).toEqual([{ src: 'https://img.example/a.png', alt: '충전 중인 자동차' }]);
    expect(read.tags).toEqual(['누리모터스', 'EV7', '전기차']);
  });

  it('shortens a long excerpt to 150 characters', () => {
    const long = `<p>${'가나다라마바사 '.repeat(40)}</p>`;
    const { excerpt } = readPublishable(long);
    expect(excerpt.length).toBe(150);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
