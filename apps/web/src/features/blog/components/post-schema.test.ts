import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { postExtensions } from './post-schema.ts';

const POST = [
  '<aside class="disclosure" aria-label="광고 표시"><p><strong>광고</strong> 제휴 마케팅 활동의 일환이에요.</p></aside>',
  '<p class="ai-note"><small>이 글은 AI의 도움을 받아 작성했어요.</small></p>',
  '<p>한국은행이 <a href="https://news.example.com/a">기준금리</a>를 동결했어요.</p>',
  '<figure class="post-figure"><img src="https://img.example/a.jpg" alt="회의 모습"><figcaption>회의 모습 <span class="post-credit">사진: 데모일보</span></figcaption></figure>',
  '<h2>핵심 요약</h2>',
  '<ul class="post-summary"><li>금리 동결</li></ul>',
  '<p class="experience-slot" data-slot="1" data-placeholder="✍️ 나의 경험 한 줄: 적어 주세요.">✍️ 나의 경험 한 줄: 적어 주세요.</p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="내 사진"></p>',
].join('');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function edit(content: string) {
  editor = new Editor({ extensions: postExtensions({ openClass: 'open', filledClass: 'filled' }), content });
  return editor;
}

describe('the post schema of the result modal editor', () => {
  it('keeps the post’s own blocks: disclosure, AI note, figure with credit, classed lists, slots, data-URL images', () => {
    const html = edit(POST).getHTML();
    expect(html).toContain('<aside class="disclosure" aria-label="광고 표시"><p><strong>광고</strong>');
    expect(html).toContain('<p class="ai-note"><small>이 글은 AI의 도움을 받아 작성했어요.</small></p>');
    expect(html).toMatch(/<figure class="post-figure"><img src="https:\/\/img.example\/a.jpg" alt="회의 모습"[^>]*>/);
    expect(html).toContain('<figcaption>회의 모습 <span class="post-credit">사진: 데모일보</span></figcaption>');
    expect(html).toContain('<ul class="post-summary"><li><p>금리 동결</p></li></ul>');
    expect(html).toContain(
      '<p class="experience-slot" data-slot="1" data-placeholder="✍️ 나의 경험 한 줄: 적어 주세요.">✍️ 나의 경험 한 줄: 적어 주세요.</p>',
    );
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('href="https://news.example.com/a"');
    expect(html).not.toMatch(/<h1/);
  });

  it('highlights a slot while it is open and marks it filled once the member writes in it', () => {
    const current = edit(POST);
    const slot = () => current.view.dom.querySelector('p.experience-slot')!;
    expect(slot().getAttribute('data-slot-state')).toBe('open');
    expect(slot().classList.contains('open')).toBe(true);
    let from = 0;
    let to = 0;
    current.state.doc.descendants((node, position) => {
      if (node.type.name === 'paragraph' && node.attrs.class === 'experience-slot') {
        from = position + 1;
        to = position + node.nodeSize - 1;
      }
    });
    current.chain().setTextSelection({ from, to }).insertContent('지난달 상담을 받아 봤어요.').run();
    expect(slot().getAttribute('data-slot-state')).toBe('filled');
    expect(current.getHTML()).toContain(
      'data-placeholder="✍️ 나의 경험 한 줄: 적어 주세요.">지난달 상담을 받아 봤어요.</p>',
    );
  });

  it('a new paragraph split off a slot is a plain paragraph', () => {
    const current = edit(
      '<p class="experience-slot" data-slot="2" data-placeholder="📷 사진">내 사진은 나중에 넣을게요.</p>',
    );
    current.chain().focus('end').splitBlock().insertContent('그냥 문단').run();
    expect(current.getHTML()).toContain('<p>그냥 문단</p>');
  });
});
