import { describe, expect, it } from 'vitest';
import { applyPreview, groupPreview, hasPreviewText, type PreviewBlock } from './preview-blocks.ts';

describe('applyPreview', () => {
  it('creates a block, appends to it, and replaces its text', () => {
    let blocks: PreviewBlock[] = [];
    blocks = applyPreview(blocks, { block: 0, kind: 'title', mode: 'append', text: '기준금리' });
    blocks = applyPreview(blocks, { block: 0, kind: 'title', mode: 'append', text: ' 동결' });
    expect(blocks).toEqual([{ block: 0, kind: 'title', text: '기준금리 동결' }]);
    blocks = applyPreview(blocks, { block: 1, kind: 'paragraph', mode: 'append', text: '첫 문장.' });
    blocks = applyPreview(blocks, { block: 0, kind: 'title', mode: 'replace', text: '금리 동결' });
    expect(blocks).toEqual([
      { block: 0, kind: 'title', text: '금리 동결' },
      { block: 1, kind: 'paragraph', text: '첫 문장.' },
    ]);
  });

  it('creates a block with a replace too, and takes the kind of the latest event', () => {
    let blocks = applyPreview([], { block: 0, kind: 'paragraph', mode: 'replace', text: '요약' });
    blocks = applyPreview(blocks, { block: 0, kind: 'heading', mode: 'append', text: '하기' });
    expect(blocks).toEqual([{ block: 0, kind: 'heading', text: '요약하기' }]);
  });

  it('never changes the array it was given, and keeps blocks in block order', () => {
    const before: PreviewBlock[] = [{ block: 2, kind: 'item', text: '둘' }];
    const frozen = structuredClone(before);
    const after = applyPreview(before, { block: 1, kind: 'item', mode: 'append', text: '하나' });
    expect(before).toEqual(frozen);
    expect(after).not.toBe(before);
    expect(after.map((block) => block.block)).toEqual([1, 2]);
    const appended = applyPreview(after, { block: 2, kind: 'item', mode: 'append', text: '!' });
    expect(after[1]).toEqual({ block: 2, kind: 'item', text: '둘' });
    expect(appended[1]).toEqual({ block: 2, kind: 'item', text: '둘!' });
  });

  it('starts over from nothing after a reset (the caller drops the blocks)', () => {
    const blocks = applyPreview([], { block: 0, kind: 'title', mode: 'append', text: '처음' });
    expect(hasPreviewText(blocks)).toBe(true);
    const reset: PreviewBlock[] = [];
    expect(applyPreview(reset, { block: 0, kind: 'paragraph', mode: 'append', text: '다시' })).toEqual([
      { block: 0, kind: 'paragraph', text: '다시' },
    ]);
  });
});

describe('hasPreviewText and groupPreview', () => {
  it('counts only blocks with visible text', () => {
    expect(hasPreviewText([])).toBe(false);
    expect(hasPreviewText([{ block: 0, kind: 'paragraph', text: '  ' }])).toBe(false);
    expect(hasPreviewText([{ block: 0, kind: 'paragraph', text: '글' }])).toBe(true);
  });

  it('gathers consecutive items into one list', () => {
    const blocks: PreviewBlock[] = [
      { block: 0, kind: 'heading', text: '목록' },
      { block: 1, kind: 'item', text: '하나' },
      { block: 2, kind: 'item', text: '둘' },
      { block: 3, kind: 'paragraph', text: '사이' },
      { block: 4, kind: 'item', text: '셋' },
    ];
    expect(
      groupPreview(blocks).map((group) => (group.kind === 'list' ? group.items.length : group.block.kind)),
    ).toEqual(['heading', 2, 'paragraph', 1]);
  });
});
