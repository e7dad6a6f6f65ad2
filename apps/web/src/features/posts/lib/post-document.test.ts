import { describe, expect, it } from 'vitest';
import { clipboardContent, countOpenSlots, isOpenSlot, readPost } from './post-document.ts';

const slot = (text: string, placeholder = '✍️ 나의 경험 한 줄: 직접 겪은 일을 적어 주세요.') =>
  `<p class="experience-slot" data-slot="1" data-placeholder="${placeholder}">${text}</p>`;

const POST = [
  '<aside class="disclosure" aria-label="광고 표시"><p><strong>광고</strong> 이 포스팅은 제휴 마케팅 활동의 일환이에요.</p></aside>',
  '<p class="ai-note"><small>이 글은 AI의 도움을 받아 작성했어요.</small></p>',
  '<p>한국은행이 <a href="https://news.example.com/a">기준금리</a>를 동결했어요.</p>',
  '<figure class="post-figure"><img src="https://img.example/a.jpg" alt="회의 모습"><figcaption>회의 모습 <span class="post-credit">사진: 데모일보</span></figcaption></figure>',
  '<h2>핵심 요약</h2>',
  '<ul class="post-summary"><li>금리 동결</li><li><p>대출 금리 유지</p><ul><li>변동금리</li></ul></li></ul>',
  slot('지난달 상담을 받아 봤어요.'),
  '<ol><li>첫째</li><li>둘째</li></ol>',
  slot('📷 내 사진 한 장: 사진을 넣어 주세요.', '📷 내 사진 한 장: 사진을 넣어 주세요.'),
  '<p>끝.<br>감사해요.</p>',
].join('\n');

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

describe('experience slots', () => {
  it('are open while empty or still their placeholder, filled once the text differs', () => {
    expect(isOpenSlot(element(slot('✍️ 나의 경험 한 줄: 직접 겪은 일을 적어 주세요.')))).toBe(true);
    expect(isOpenSlot(element(slot('  ✍️ 나의 경험 한 줄:   직접 겪은 일을 적어 주세요. ')))).toBe(true);
    expect(isOpenSlot(element(slot('')))).toBe(true);
    expect(isOpenSlot(element(slot('어제 은행에 다녀왔어요.')))).toBe(false);
    expect(isOpenSlot(element('<p>그냥 문단</p>'))).toBe(false);
    // An older post without the attribute: open while it still asks.
    expect(isOpenSlot(element('<p class="experience-slot">✍️ 느낀 점을 적어 주세요.</p>'))).toBe(true);
    expect(countOpenSlots(POST)).toBe(1);
  });
});

describe('clipboardContent', () => {
  const { html, text } = clipboardContent(POST);

  it('leaves open slots out of both forms and keeps filled ones without their placeholder', () => {
    expect(html).not.toContain('내 사진 한 장');
    expect(text).not.toContain('내 사진 한 장');
    expect(html).toContain('지난달 상담을 받아 봤어요.');
    expect(html).not.toContain('data-placeholder');
    expect(text).toContain('지난달 상담을 받아 봤어요.');
  });

  it('writes plain text with link URLs, bullets, numbers, nested items and captions in brackets', () => {
    expect(text.split('\n\n')).toEqual([
      '광고 이 포스팅은 제휴 마케팅 활동의 일환이에요.',
      '이 글은 AI의 도움을 받아 작성했어요.',
      '한국은행이 기준금리 (https://news.example.com/a)를 동결했어요.',
      '[회의 모습 사진: 데모일보]',
      '핵심 요약',
      '• 금리 동결\n• 대출 금리 유지\n  • 변동금리',
      '지난달 상담을 받아 봤어요.',
      '1. 첫째\n2. 둘째',
      '끝.\n감사해요.',
    ]);
  });

  it('keeps the HTML otherwise as it was (links, figures, the disclosure first)', () => {
    expect(html.startsWith('<aside class="disclosure"')).toBe(true);
    expect(html).toContain('<a href="https://news.example.com/a">기준금리</a>');
    expect(html).toContain('<figcaption>');
  });
});

describe('readPost', () => {
  it('sanitizes and parses once: the block list, text, pictures, open slots and the clipboard', () => {
    const post = readPost(`${POST}<script>alert(1)</script>`);
    expect(post.html).not.toContain('<script');
    expect(post.blocks.map((block) => block.kind)).toEqual([
      'other',
      'paragraph',
      'paragraph',
      'figure',
      'heading',
      'list',
      'paragraph',
      'list',
      'paragraph',
      'paragraph',
    ]);
    expect(post.blocks.filter((block) => block.furniture).map((block) => block.element.className)).toEqual([
      'disclosure',
      'ai-note',
      'post-figure',
      'experience-slot',
      'experience-slot',
    ]);
    expect(post.blocks.filter((block) => block.openSlot)).toHaveLength(1);
    expect(post.openSlots).toBe(1);
    expect(post.images).toBe(1);
    expect(post.text).toContain('한국은행이 기준금리를 동결했어요.');
    expect(post.empty).toBe(false);
    expect(post.clipboard()).toEqual(clipboardContent(POST));
    expect(readPost('<p> </p>').empty).toBe(true);
  });
});
