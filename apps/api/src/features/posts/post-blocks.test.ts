import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './post-blocks.ts';

describe('htmlToBlocks', () => {
  it('gives each block the classes of the elements around it and the element its text is in', () => {
    const blocks = htmlToBlocks(
      '<aside class="disclosure"><p>광고 문구</p></aside><ul class="post-summary"><li class="x">요약</li></ul>' +
        '<section><p class="lead">본문</p>느슨한 글</section>',
    );
    expect(blocks).toMatchObject([
      { kind: 'paragraph', element: 'p', classes: ['disclosure'] },
      { kind: 'paragraph', element: 'li', classes: ['post-summary', 'x'], marker: '•', indent: 1 },
      { kind: 'paragraph', element: 'p', classes: ['lead'] },
      { kind: 'paragraph', element: 'section', classes: [] },
    ]);
  });

  it('numbers ordered lists from their start and nests items', () => {
    const blocks = htmlToBlocks('<ol start="3"><li>셋<ul><li>안쪽</li></ul></li><li>넷</li></ol>');
    expect(blocks.map((block) => (block.kind === 'paragraph' ? [block.marker, block.indent] : null))).toEqual([
      ['3.', 1],
      ['•', 2],
      ['4.', 1],
    ]);
  });
});
