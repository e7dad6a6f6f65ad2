import type { Editor } from '@tiptap/react';

/**
 * Puts a picture after what is selected, never in its place. After a picture goes in, tiptap selects it (a node
 * selection), so a plain `setImage` for the next picture would replace the one just added, an upload included.
 */
export function insertImageAfterSelection(editor: Editor, image: { src: string; alt: string }): boolean {
  const at = editor.state.selection.to;
  return editor.chain().focus().insertContentAt(at, { type: 'image', attrs: image }).run();
}
