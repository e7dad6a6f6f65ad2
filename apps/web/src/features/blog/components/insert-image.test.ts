import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { insertImageAfterSelection } from './insert-image.ts';
import { postExtensions } from './post-schema.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const UPLOAD = 'data:image/png;base64,iVBORw0KGgo=';
const sources = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);

describe('putting a picture into the post', () => {
  it("adds one of the post's pictures after an upload that is still selected, keeping the upload", () => {
    editor = new Editor({
      extensions: postExtensions({ openClass: 'open', filledClass: 'filled' }),
      content: '<p>한국은행이 기준금리를 동결했어요.</p>',
    });
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    insertImageAfterSelection(editor, { src: UPLOAD, alt: '내 사진' });
    expect(editor.state.selection.empty).toBe(false);
    insertImageAfterSelection(editor, { src: 'https://img.example/a.jpg', alt: '글의 사진 1' });

    const html = editor.getHTML();
    expect(sources(html)).toEqual([UPLOAD, 'https://img.example/a.jpg']);
    expect(html).toContain('기준금리를 동결했어요.');
  });
});
