import { useQueryClient } from '@tanstack/react-query';
import type { RewriteTurn } from '@geulgam/contracts';
import { Check } from 'lucide-react';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { usePost } from '../api/get-post.ts';
import { useMarkPostOpened, usePostVersions } from '../api/post-versions.ts';
import { invalidatePostLists, invalidatePostVersions } from '../api/posts-keys.ts';
import { readPost } from '../lib/post-document.ts';
import { EditorPane, EditToolbar, type PostEditorProps, useDeskEditor } from './desk-editor.tsx';
import { DESK_MESSAGES } from './desk-messages.ts';
import { DeskReader, InstantToggle, ReaderNotice, useDeskReading } from './desk-reader.tsx';
import { DeskToolbar } from './desk-toolbar.tsx';
import { ListenControls } from './listen-controls.tsx';
import styles from './post-desk.module.css';
import type { RegenerateRequest } from './regenerate-options.tsx';
import { VersionSwitcher } from './version-switcher.tsx';

export type { PostEditorProps } from './desk-editor.tsx';
export type { RegenerateRequest } from './regenerate-options.tsx';

// The side panel (statistics, SEO package, quality, sources, video script) loads once the post is there.
const DeskPanel = lazy(() => import('./desk-panel.tsx'));
type DeskPanelTab = 'info' | 'rewrite' | 'video';

export interface PostDeskProps {
  keywordTitle: string;
  /** The post to show; null while it is being written (or when writing it failed). */
  postId: number | null;
  /** Writing the post failed: why, in the reading area. */
  failure?: string | null;
  /** The generation answered with a post it had written before. */
  fromCache?: boolean;
  /** The post types its first screen in (a new post the member did not watch being written). */
  typeIn?: boolean;
  /** The post was just written: My page's lists and the keyword's versions read again. */
  fresh?: boolean;
  /** Above the tabs while the post is written (the generation's progress line). */
  progress?: ReactNode;
  /** In the reading area until the post is there (the generation's draft). */
  draft?: ReactNode;
  onClose: () => void;
  /** 다시 생성하기 with the chosen tone and length: writes a new version. Without it the button is not offered. */
  onRegenerate?: (request: RegenerateRequest) => void;
  regenerating?: boolean;
  /** The rich-text editor for 편집하기; without it the post cannot be edited here. */
  Editor?: ComponentType<PostEditorProps>;
  /** Opens in the editor as soon as the post is there (My page's 편집하기); needs `Editor`. */
  openInEditor?: boolean;
}

/**
 * One post as a writing desk (SPEC §2 Result modal), for a post just written (home) and a stored one
 * (My page): the reader, the toolbar, the version switcher, the editor and the side panel. The post is
 * the one cache entry of `postsKeys.detail(id)`; copies and edits update it in place.
 */
export function PostDesk({
  keywordTitle,
  postId: shownId,
  failure = null,
  fromCache = false,
  typeIn = false,
  fresh = false,
  progress,
  draft,
  onClose,
  onRegenerate,
  regenerating = false,
  Editor,
  openInEditor = false,
}: PostDeskProps) {
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const postId = chosenId ?? shownId;
  const post = usePost(postId);
  const versions = usePostVersions(shownId);
  const markOpened = useMarkPostOpened();
  // Once the member edited or picked a version, every post shows at once (nothing types in again).
  const [settled, setSettled] = useState(false);
  const [view, setView] = useState<'post' | 'panel'>('post');
  const [panelTab, setPanelTab] = useState<DeskPanelTab>('info');
  const [lastRewrite, setLastRewrite] = useState<RewriteTurn | null>(null);
  const ids = useId();

  useEffect(() => {
    if (!fresh || shownId === null) return;
    void invalidatePostLists(queryClient);
    void invalidatePostVersions(queryClient);
  }, [fresh, shownId, queryClient]);

  // The post is parsed once; the reader, copy, statistics and the side panel read the result.
  const doc = useMemo(() => (post.data ? readPost(post.data.content) : null), [post.data]);
  const html = doc?.html ?? null;
  const text = doc?.text ?? '';
  const images = doc?.images ?? 0;
  const empty = doc?.empty ?? false;
  const openSlots = doc?.openSlots ?? 0;
  const editor = useDeskEditor(post.data, html, openInEditor && Boolean(Editor));

  // While editing, the statistics and the side panel follow the draft, not the stored post.
  const draftHtml = useDeferredValue(editor.draft?.html ?? null);
  const draftDoc = useMemo(() => (draftHtml === null ? null : readPost(draftHtml)), [draftHtml]);
  const measured = (editor.editing && draftDoc) || doc;

  const writing = shownId === null && failure === null;
  const loading = writing || (shownId !== null && post.isPending);
  const scrollRef = useRef<HTMLDivElement>(null);
  const articleRef = useRef<HTMLDivElement>(null);
  const reading = useDeskReading({
    scrollRef,
    articleRef,
    html: empty || editor.editing ? null : html,
    animate: typeIn && !settled,
    waiting: loading,
  });
  const ready = Boolean(post.data) && !loading && !post.isError;
  const current = post.data;
  const title = loading ? DESK_MESSAGES.summoning : current?.title.trim() || DESK_MESSAGES.untitled;
  const typingNow = ready && !reading.typingDone && !empty && !editor.editing;

  const scrollTop = () => {
    setView('post');
    reading.toTop();
  };
  const startEditing = () => {
    setSettled(true);
    setView('post');
    editor.start();
  };
  const chooseVersion = (id: number) => {
    if (!editor.leave()) return;
    setSettled(true);
    setChosenId(id === shownId ? null : id);
    reading.jumpToTop();
    // The version the member picks is the one that comes back from the keyword and My page (unless one is edited).
    markOpened.mutate(id);
  };

  const head = (
    <>
      <div className={styles.meta}>
        <p className={styles.keyword}>
          <span className={styles.metaLabel}>키워드</span>
          <span>{keywordTitle}</span>
        </p>
        {current ? (
          <p className={styles.metaLine}>
            {formatLongDate(current.created_at)} · 복사 {current.copy_count}회
            {fromCache && chosenId === null ? ' · 이전에 만든 글' : ''}
            {current.edited ? ' · 편집한 글' : ''}
          </p>
        ) : null}
      </div>
      {versions.data && versions.data.length > 0 && current ? (
        <VersionSwitcher current={current} versions={versions.data} disabled={editor.saving} onChoose={chooseVersion} />
      ) : null}
      {ready && !editor.editing && !empty ? <ListenControls getRoot={reading.getArticle} disabled={!ready} /> : null}
      {!editor.editing ? <InstantToggle reading={reading} label="바로 보기" className={styles.wideOnly} /> : null}
    </>
  );

  return (
    <Modal title={title} onClose={onClose} size="xl" busy={editor.saving}>
      <div className={styles.desk}>
        <DeskToolbar
          post={current}
          clipboard={doc?.clipboard ?? null}
          ready={ready}
          empty={empty}
          typingNow={typingNow}
          reading={reading}
          onScrollTop={scrollTop}
          onEdit={Editor ? startEditing : undefined}
          onRegenerate={onRegenerate}
          regenerating={regenerating}
          busyGenerating={regenerating || writing}
          editBar={editor.editing ? <EditToolbar editor={editor} /> : undefined}
        />
        {editor.saved ? (
          <p className={styles.copied} role="status">
            <Check aria-hidden="true" />
            {DESK_MESSAGES.saved}
          </p>
        ) : null}

        {writing ? progress : null}

        <div className={styles.viewTabs} role="tablist" aria-label="보기">
          {(
            [
              ['post', '글'],
              ['info', '글 정보'],
              ['rewrite', '다시 쓰기'],
              ['video', '영상 대본'],
            ] as const
          ).map(([which, label]) => (
            <button
              key={which}
              type="button"
              role="tab"
              aria-selected={which === 'post' ? view === 'post' : view === 'panel' && panelTab === which}
              className={styles.viewTab}
              onClick={() => {
                if (which === 'post') return setView('post');
                setPanelTab(which);
                setView('panel');
              }}
              disabled={which !== 'post' && !ready}
            >
              {label}
            </button>
          ))}
        </div>

        <div className={styles.layout}>
          <DeskReader
            reading={reading}
            scrollRef={scrollRef}
            articleRef={articleRef}
            head={head}
            editing={editor.editing}
            editor={
              editor.editing && Editor && current ? (
                <EditorPane editor={editor} Editor={Editor} post={current} labelId={`${ids}-editor`} />
              ) : null
            }
            placeholder={
              loading ? (
                (draft ?? (
                  <p className={styles.empty} role="status">
                    {DESK_MESSAGES.loading}
                  </p>
                ))
              ) : (
                <ReaderNotice failure={failure} postFailed={post.isError} empty={empty} />
              )
            }
            hidden={view !== 'post'}
            showArticle={!loading && !empty && Boolean(post.data)}
            typingNow={typingNow}
          />

          <aside className={styles.sidebar} aria-label="글 정보" data-hidden-on-phone={view !== 'panel' || undefined}>
            {ready && current ? (
              <Suspense fallback={<p className={styles.metaLine}>글 정보를 불러오고 있어요…</p>}>
                <DeskPanel
                  post={current}
                  text={measured?.text ?? text}
                  images={measured?.images ?? images}
                  openSlots={measured?.openSlots ?? openSlots}
                  progress={reading.progress}
                  tab={panelTab}
                  onTab={setPanelTab}
                  lastRewrite={lastRewrite}
                  onRewritten={(turn) => {
                    setLastRewrite(turn);
                    if (!editor.leave()) return;
                    setSettled(true);
                    setChosenId(turn.post_id === shownId ? null : turn.post_id);
                    reading.jumpToTop();
                  }}
                />
              </Suspense>
            ) : (
              <p className={styles.metaLine}>글이 완성되면 통계와 SEO 정보가 여기에 나와요.</p>
            )}
          </aside>
        </div>
      </div>
    </Modal>
  );
}

export default PostDesk;
