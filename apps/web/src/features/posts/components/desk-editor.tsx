import type { PostDetail } from '@geulgam/contracts';
import { Save, X } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { bodyDetail } from '../../../lib/api-error-text.ts';
import { postImages } from '../../../lib/post-images.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { PostTooLarge, useEditPost } from '../api/edit-post.ts';
import { DESK_MESSAGES } from './desk-messages.ts';
import styles from './post-desk.module.css';

/** The editor the route passes in (features/blog's `PostEditor`, lazy-loaded): it never weighs on the home page. */
export interface PostEditorProps {
  initialHtml: string;
  images: string[];
  labelId: string;
  onChange: (html: string) => void;
}

interface Draft {
  title: string;
  html: string;
  changed: boolean;
}

/**
 * 편집하기's session: the member's draft of the shown post and its save (the member's text of that
 * version). `openAtOnce`: My page's 편집하기 opens the editor as soon as the post has loaded.
 */
export function useDeskEditor(post: PostDetail | undefined, html: string | null, openAtOnce: boolean) {
  const edit = useEditPost();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pendingOpen, setPendingOpen] = useState(openAtOnce);
  if (pendingOpen && post && html !== null) {
    setPendingOpen(false);
    setDraft({ title: post.title, html, changed: false });
  }

  const start = () => {
    if (!post || html === null) return;
    edit.reset();
    setDraft({ title: post.title, html, changed: false });
  };

  /** Leaves the editor; unsaved changes are dropped only when the member agrees. Answers whether it left. */
  const leave = (): boolean => {
    if (draft?.changed && !window.confirm(DESK_MESSAGES.discard)) return false;
    setDraft(null);
    return true;
  };

  const save = () => {
    if (!post || !draft) return;
    const content = sanitizeHtml(draft.html);
    const title = draft.title.trim();
    edit.mutate(
      { id: post.id, content, ...(title && title !== post.title ? { title } : {}) },
      { onSuccess: () => setDraft(null) },
    );
  };

  return {
    draft,
    editing: draft !== null,
    saving: edit.isPending,
    saved: edit.isSuccess && draft === null,
    error: edit.isError ? edit.error : null,
    start,
    leave,
    save,
    setTitle: (title: string) => setDraft((now) => (now ? { ...now, title, changed: true } : now)),
    setHtml: (next: string) => setDraft((now) => (now ? { ...now, html: next, changed: true } : now)),
  };
}

export type DeskEditor = ReturnType<typeof useDeskEditor>;

/** The toolbar while editing: save or leave. */
export function EditToolbar({ editor }: { editor: DeskEditor }) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="편집 도구">
      <Button size="sm" onClick={editor.save} disabled={editor.saving}>
        <Save aria-hidden="true" />
        {editor.saving ? '저장 중…' : '저장하기'}
      </Button>
      <Button variant="secondary" size="sm" onClick={editor.leave} disabled={editor.saving}>
        <X aria-hidden="true" />
        편집 취소
      </Button>
    </div>
  );
}

/** The title field and the rich-text editor in place of the post. */
export function EditorPane({
  editor,
  Editor,
  post,
  labelId,
}: {
  editor: DeskEditor;
  Editor: ComponentType<PostEditorProps>;
  post: PostDetail;
  labelId: string;
}) {
  const { draft, error } = editor;
  if (!draft) return null;
  return (
    <div className={styles.editing}>
      <label className={styles.titleField}>
        <span id={labelId}>제목</span>
        <input value={draft.title} maxLength={300} onChange={(event) => editor.setTitle(event.target.value)} />
      </label>
      <span id={`${labelId}-body`} className="visually-hidden">
        본문 편집
      </span>
      <Suspense fallback={<p className={styles.editorLoading}>{DESK_MESSAGES.editorLoading}</p>}>
        <Editor
          initialHtml={draft.html}
          images={postImages(post)}
          labelId={`${labelId}-body`}
          onChange={editor.setHtml}
        />
      </Suspense>
      {error ? (
        <Notice tone="error">
          {error instanceof PostTooLarge ? DESK_MESSAGES.tooLarge : (bodyDetail(error) ?? DESK_MESSAGES.saveFailed)}
        </Notice>
      ) : null}
    </div>
  );
}
