import type { ExportFormat, PostLength, Tone } from '@geulgam/contracts';
import {
  ArrowUpToLine,
  ChartNoAxesColumn,
  Check,
  ChevronDown,
  Copy,
  Ellipsis,
  FastForward,
  FileDown,
  FileText,
  LoaderCircle,
  PenLine,
  RefreshCw,
  Save,
  Send,
  Sparkles,
  X,
} from 'lucide-react';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, buttonClassName, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { bodyDetail } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { postImages } from '../../../lib/post-images.ts';
import { readHtml, sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useCopyPost } from '../api/copy-post.ts';
import { useDownloadPdf } from '../api/download-pdf.ts';
import { PostTooLarge, useEditPost } from '../api/edit-post.ts';
import { useExportPost } from '../api/export-post.ts';
import type { GenerateOptions } from '../api/generate-stream.ts';
import { usePost } from '../api/get-post.ts';
import { usePostVersions } from '../api/post-versions.ts';
import { readInstantView, writeInstantView } from '../lib/desk-preferences.ts';
import { formatElapsed, generationStage, STAGE_LABELS } from '../lib/generation-stage.ts';
import { clipboardContent, countOpenSlots } from '../lib/post-content.ts';
import { postStats, scrollProgress, statsMessage } from '../lib/post-stats.ts';
import { groupPreview, type PreviewBlock } from '../lib/preview-blocks.ts';
import { DeskPopover } from './desk-popover.tsx';
import { ListenControls } from './listen-controls.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { LENGTH_LABELS, RegenerateOptions, type RegenerateChoice, TONE_LABELS } from './regenerate-options.tsx';
import styles from './result-modal.module.css';
import { useTyping } from './use-typing.ts';

// The side panel (statistics, SEO package, quality, sources, video script) loads once the post is there.
const DeskPanel = lazy(() => import('./desk-panel.tsx'));

export const RESULT_MESSAGES = {
  summoning: '✨ 글감 마법으로 글을 소환하는 중…',
  generating: 'AI가 콘텐츠를 생성하고 있어요. 잠시만 기다려 주세요.',
  writing: 'AI가 글을 쓰고 있어요…',
  finishing: '완성된 글을 불러오고 있어요…',
  untitled: '생성 결과',
  empty: '(내용 없음)',
  imageFailed: '이미지를 불러올 수 없어요',
  imageLoading: '이미지를 불러오는 중이에요',
  copyDenied: '복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.',
  copied: '서식을 유지한 채 복사했어요. 제목은 글 정보의 ‘제목 복사’로 따로 복사할 수 있어요.',
  pdfFailed: 'PDF 다운로드 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  exportFailed: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  postFailed: '생성된 글을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  saved: '편집한 글을 저장했어요. 복사, PDF, 내보내기에 이 글이 쓰여요.',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  tooLarge: '글이 너무 길어 저장할 수 없어요(최대 200KB). 큰 사진을 빼고 다시 저장해 주세요.',
  editorLoading: '편집기를 불러오고 있어요…',
  discard: '저장하지 않은 편집이 있어요. 편집을 그만둘까요?',
} as const;

/**
 * What the modal shows: the generation running (with the draft written so far), its failure, or
 * the post it made. `streamed`: the member watched the draft being written, so the post appears
 * complete at once instead of typing itself in again; its `preview` stays up while the post loads.
 */
export type ResultState =
  | { phase: 'loading'; preview: PreviewBlock[] }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; postId: number; fromCache: boolean; streamed: boolean; preview: PreviewBlock[] };

/** The editor the route passes in (features/blog's `PostEditor`, lazy-loaded): it never weighs on the home page. */
export interface PostEditorProps {
  initialHtml: string;
  images: string[];
  labelId: string;
  onChange: (html: string) => void;
}

interface ResultModalProps {
  keywordTitle: string;
  state: ResultState;
  onClose: () => void;
  /** 다시 생성하기 with the chosen tone and length: writes a new version. Without it the button is not offered. */
  onRegenerate?: (options: GenerateOptions) => void;
  regenerating?: boolean;
  /** The post's copy count changed (the route refreshes what else shows it). */
  onCopyRecorded?: () => void;
  /** The rich-text editor for 편집하기; without it the post cannot be edited here. */
  Editor?: ComponentType<PostEditorProps>;
  /** Opens in the editor as soon as the post is there (My page's 편집하기); needs `Editor`. */
  openInEditor?: boolean;
}

/** Turns a typed-in `<img>` into a slot with a spinner, a failure text, and a click to enlarge. */
function imageDecorator(onOpen: (src: string, alt: string) => void) {
  return (element: Element): Node => {
    if (!(element instanceof HTMLImageElement)) return element;
    const slot = document.createElement('span');
    slot.className = styles.imageSlot!;
    slot.dataset.state = 'loading';
    const spinner = document.createElement('span');
    spinner.className = styles.imageSpinner!;
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', RESULT_MESSAGES.imageLoading);
    const image = element;
    image.removeAttribute('loading');
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    if (!image.alt) image.alt = '본문 이미지';
    const open = () => onOpen(image.src, image.alt);
    image.addEventListener('load', () => {
      slot.dataset.state = 'loaded';
      spinner.remove();
    });
    image.addEventListener('error', () => {
      slot.dataset.state = 'failed';
      slot.replaceChildren(Object.assign(document.createElement('span'), { textContent: RESULT_MESSAGES.imageFailed }));
    });
    image.addEventListener('click', open);
    image.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    });
    slot.append(spinner, image);
    return slot;
  };
}

const NO_PREVIEW: PreviewBlock[] = [];

/** The draft while the model writes it: plain text only (React text nodes), a cursor after the last block. */
function PreviewDraft({ blocks, status }: { blocks: PreviewBlock[]; status: string }) {
  const last = blocks.at(-1);
  const content = (block: PreviewBlock) => (
    <>
      {block.text}
      {block === last ? <span className={styles.cursor} aria-hidden="true" /> : null}
    </>
  );
  const single = (block: PreviewBlock) => {
    const props = { 'data-preview-block': block.block, 'data-kind': block.kind };
    switch (block.kind) {
      case 'title':
        return (
          <p key={block.block} className={styles.previewTitle} {...props}>
            {content(block)}
          </p>
        );
      case 'heading':
        return (
          <h3 key={block.block} className={styles.previewHeading} {...props}>
            {content(block)}
          </h3>
        );
      default:
        return (
          <p key={block.block} {...props}>
            {content(block)}
          </p>
        );
    }
  };
  return (
    <div className={styles.preview} data-testid="result-preview" aria-busy="true">
      <p className={styles.previewStatus} role="status">
        <Sparkles aria-hidden="true" />
        {status}
      </p>
      <div className={`${styles.article} ${styles.previewArticle}`}>
        {groupPreview(blocks).map((group) =>
          group.kind === 'list' ? (
            <ul key={`list-${group.items[0]!.block}`}>
              {group.items.map((block) => (
                <li key={block.block} data-preview-block={block.block} data-kind="item">
                  {content(block)}
                </li>
              ))}
            </ul>
          ) : (
            single(group.block)
          ),
        )}
      </div>
    </div>
  );
}

/** A toolbar button that focus can be given to (the shared `Button` takes no ref). */
function DeskButton({
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type="button" className={cn(buttonClassName({ variant, size }), className)} {...props} />;
}

/** The stage of a running generation and the time it has taken. */
function GenerationProgress({ preview }: { preview: PreviewBlock[] }) {
  const latest = useRef(preview);
  useEffect(() => {
    latest.current = preview;
  });
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { started: now, now, seen: preview, changedAt: now };
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      setClock((last) => {
        const now = Date.now();
        return latest.current === last.seen ? { ...last, now } : { ...last, now, seen: latest.current, changedAt: now };
      });
    }, 250);
    return () => window.clearInterval(timer);
  }, []);
  const { now, started } = clock;
  const stage = generationStage(preview.length > 0, now - clock.changedAt);
  const steps = ['reading', 'writing', 'finishing'] as const;
  return (
    <div className={styles.progressLine} data-testid="generation-progress">
      <ol className={styles.stages} aria-label="진행 단계">
        {steps.map((step) => (
          <li
            key={step}
            data-state={step === stage ? 'current' : steps.indexOf(step) < steps.indexOf(stage) ? 'done' : 'waiting'}
            aria-current={step === stage ? 'step' : undefined}
          >
            {STAGE_LABELS[step]}
          </li>
        ))}
      </ol>
      <span className={styles.elapsed}>{formatElapsed(now - started)} 지남</span>
    </div>
  );
}

type Popover = 'more' | 'export' | 'publish' | 'regenerate';

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'md', label: '마크다운 (.md)' },
  { format: 'html', label: 'HTML (.html)' },
  { format: 'txt', label: '텍스트 (.txt)' },
];

function versionLabel(version: { version: number; tone: Tone; length: PostLength; edited: boolean }): string {
  return `${version.version}번째 · ${TONE_LABELS[version.tone]} · ${LENGTH_LABELS[version.length]}${version.edited ? ' · 편집함' : ''}`;
}

/**
 * The result of a generation, as a writing desk (SPEC §2 Result modal, issue 17): the post is ready to
 * copy, download, export or publish the moment it exists, while the first screen types itself in (the
 * rest appears at once); 편집하기 turns it into a rich-text editor whose save is the member's text of
 * that version; 다시 생성하기 writes a new version with another tone or length, and the version switcher
 * shows them all. The side panel (a tab on phones) has the statistics, the SEO package, the quality
 * report, the sources and the video script.
 */
export function ResultModal({
  keywordTitle,
  state,
  onClose,
  onRegenerate,
  regenerating = false,
  onCopyRecorded,
  Editor,
  openInEditor = false,
}: ResultModalProps) {
  const generatedId = state.phase === 'ready' ? state.postId : null;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const postId = chosenId ?? generatedId;
  const post = usePost(postId);
  const versions = usePostVersions(generatedId);
  const copyPost = useCopyPost({ onRecorded: onCopyRecorded });
  const pdf = useDownloadPdf();
  const exporter = useExportPost();
  // Once the member edited or picked a version, every post shows at once (nothing types in again).
  const [settled, setSettled] = useState(false);
  const edit = useEditPost();
  const scrollRef = useRef<HTMLDivElement>(null);
  const articleRef = useRef<HTMLDivElement>(null);
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);
  const publishRef = useRef<HTMLButtonElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const [popover, setPopover] = useState<Popover | null>(null);
  const [progress, setProgress] = useState(0);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const [instant, setInstant] = useState(readInstantView);
  const [view, setView] = useState<'post' | 'panel'>('post');
  const [editing, setEditing] = useState<{ title: string; html: string; changed: boolean } | null>(null);
  const [copied, setCopied] = useState(false);
  const ids = useId();

  const read = useMemo(() => (post.data ? readHtml(post.data.content) : null), [post.data]);
  const html = read?.html ?? null;
  const text = read?.text ?? '';
  const images = read?.images ?? 0;
  const empty = html !== null && text.trim() === '' && images === 0;
  const openSlots = useMemo(() => (html ? countOpenSlots(html) : 0), [html]);
  // My page's 편집하기: the editor opens once, when the post has loaded.
  const [editOnOpen, setEditOnOpen] = useState(openInEditor);
  if (editOnOpen && post.data && html !== null && Editor) {
    setEditOnOpen(false);
    setEditing({ title: post.data.title, html, changed: false });
  }

  const decorate = useMemo(() => imageDecorator((src, alt) => setLightbox({ src, alt })), []);
  const streamed = state.phase === 'ready' && state.streamed;
  // Only the post this modal was opened for types itself in; another version or a saved edit shows at once.
  const typing = useTyping(empty || editing ? null : html, articleRef, {
    decorate,
    cursorClassName: styles.cursor!,
    animate: !streamed && !instant && !settled,
    viewportRef: scrollRef,
  });

  const loading = state.phase === 'loading' || (state.phase === 'ready' && post.isPending);
  const preview = state.phase !== 'error' && loading ? state.preview : NO_PREVIEW;

  // The draft grows at the bottom: follow it, unless the member scrolled up to read. When the
  // finished post takes its place, reading starts again from the top.
  const followRef = useRef(true);
  const showedPreview = useRef(false);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (preview.length > 0) {
      showedPreview.current = true;
      if (scroller && followRef.current) scroller.scrollTop = scroller.scrollHeight;
    } else if (showedPreview.current) {
      showedPreview.current = false;
      followRef.current = true;
      if (scroller) scroller.scrollTop = 0;
      setProgress(0);
    }
  }, [preview]);

  // Copy, PDF, exports and statistics work as soon as the post exists, typing or not.
  const ready = Boolean(post.data) && !loading && !post.isError;
  const title = loading ? RESULT_MESSAGES.summoning : post.data?.title.trim() || RESULT_MESSAGES.untitled;

  const onScroll = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    setProgress(scrollProgress(scroller));
    followRef.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
  }, []);

  const toggle = (which: Popover) => setPopover((open) => (open === which ? null : which));
  const closePopover = () => setPopover(null);

  const copy = () => {
    if (!post.data || html === null) return;
    const content = clipboardContent(html);
    setCopied(false);
    // SPEC §8: a refused clipboard is an alert.
    copyPost.mutate(
      { id: post.data.id, html: content.html, text: content.text },
      { onSuccess: () => setCopied(true), onError: () => window.alert(RESULT_MESSAGES.copyDenied) },
    );
  };

  const downloadPdf = () => {
    if (!post.data || pdf.isPending) return;
    closePopover();
    pdf.mutate({ id: post.data.id, title: post.data.title });
  };

  const download = (format: ExportFormat) => {
    if (!post.data) return;
    closePopover();
    exporter.mutate({ id: post.data.id, title: post.data.title, format });
  };

  const showStats = () => {
    closePopover();
    const measured = scrollRef.current ? scrollProgress(scrollRef.current) : progress;
    window.alert(statsMessage(postStats(text, images, measured)));
  };

  const showAll = () => {
    typing.showAll();
    // The button goes away with the animation: focus stays in the toolbar, on 복사하기.
    copyButtonRef.current?.focus();
  };

  const setInstantView = (on: boolean) => {
    setInstant(on);
    writeInstantView(on);
    if (on) typing.showAll();
  };

  const scrollTop = () => {
    closePopover();
    setView('post');
    scrollRef.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  const startEditing = () => {
    if (!post.data || html === null || !Editor) return;
    closePopover();
    edit.reset();
    setSettled(true);
    setView('post');
    setEditing({ title: post.data.title, html, changed: false });
  };

  const stopEditing = () => {
    if (editing?.changed && !window.confirm(RESULT_MESSAGES.discard)) return;
    setEditing(null);
  };

  const save = () => {
    if (!post.data || !editing) return;
    const content = sanitizeHtml(editing.html);
    const nextTitle = editing.title.trim();
    edit.mutate(
      {
        id: post.data.id,
        content,
        ...(nextTitle && nextTitle !== post.data.title ? { title: nextTitle } : {}),
      },
      { onSuccess: () => setEditing(null) },
    );
  };

  const regenerate = (choice: RegenerateChoice) => {
    closePopover();
    onRegenerate?.({ ...choice, regenerate: true });
  };

  const chooseVersion = (id: number) => {
    if (editing?.changed && !window.confirm(RESULT_MESSAGES.discard)) return;
    setEditing(null);
    setSettled(true);
    setChosenId(id === generatedId ? null : id);
    setCopied(false);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const getArticle = useCallback(() => articleRef.current, []);
  const percent = Math.round(progress * 100);
  const typingNow = ready && !typing.done && !empty && !editing;
  const editorLabelId = `${ids}-editor`;
  const current = post.data;
  const busyGenerating = regenerating || state.phase === 'loading';

  const exportItems = (
    <div className={styles.menuList} role="group" aria-label="내보내기">
      {EXPORTS.map((item) => (
        <Button
          key={item.format}
          variant="ghost"
          size="sm"
          onClick={() => download(item.format)}
          disabled={!ready || exporter.isPending}
        >
          <FileText aria-hidden="true" />
          {item.label}
        </Button>
      ))}
    </div>
  );

  const popoverContent = (): { label: string; body: ReactNode } | null => {
    if (!popover || !current) return null;
    switch (popover) {
      case 'export':
        return { label: '내보내기', body: exportItems };
      case 'publish':
        return { label: '워드프레스에 발행하기', body: <PublishPanel postId={current.id} /> };
      case 'regenerate':
        return {
          label: '다시 생성하기',
          body: (
            <RegenerateOptions
              initial={{ tone: current.tone, length: current.length }}
              onSubmit={regenerate}
              busy={busyGenerating}
            />
          ),
        };
      case 'more':
        return {
          label: '더보기',
          body: (
            <div className={styles.more}>
              <Button variant="ghost" size="sm" onClick={downloadPdf} disabled={!ready || pdf.isPending}>
                <FileDown aria-hidden="true" />
                {pdf.isPending ? '다운로드 중…' : 'PDF 다운로드'}
              </Button>
              <p className={styles.moreLabel}>내보내기</p>
              {exportItems}
              <Button variant="ghost" size="sm" onClick={() => setPopover('publish')} disabled={!ready}>
                <Send aria-hidden="true" />
                발행하기
              </Button>
              {onRegenerate ? (
                <Button variant="ghost" size="sm" onClick={() => setPopover('regenerate')} disabled={busyGenerating}>
                  <RefreshCw aria-hidden="true" />
                  다시 생성하기
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={scrollTop} disabled={!current}>
                <ArrowUpToLine aria-hidden="true" />맨 위로
              </Button>
              <Button variant="ghost" size="sm" onClick={showStats} disabled={!ready}>
                <ChartNoAxesColumn aria-hidden="true" />
                통계 보기
              </Button>
              <label className={styles.instant}>
                <input type="checkbox" checked={instant} onChange={(event) => setInstantView(event.target.checked)} />
                바로 보기 (글을 타이핑 없이 한 번에 보여 줘요)
              </label>
            </div>
          ),
        };
    }
  };
  const openPanel = popoverContent();
  const popoverId = `${ids}-popover`;
  const popoverTrigger = (which: Popover) => ({
    'aria-expanded': popover === which,
    'aria-controls': popover === which ? popoverId : undefined,
    onClick: () => toggle(which),
  });

  return (
    <Modal title={title} onClose={onClose} size="xl" busy={edit.isPending}>
      <div className={styles.desk}>
        <div className={styles.toolbarArea}>
          {editing ? (
            <div className={styles.toolbar} role="toolbar" aria-label="편집 도구">
              <Button size="sm" onClick={save} disabled={edit.isPending}>
                <Save aria-hidden="true" />
                {edit.isPending ? '저장 중…' : '저장하기'}
              </Button>
              <Button variant="secondary" size="sm" onClick={stopEditing} disabled={edit.isPending}>
                <X aria-hidden="true" />
                편집 취소
              </Button>
            </div>
          ) : (
            <div className={styles.toolbar} role="toolbar" aria-label="글 도구">
              <DeskButton ref={copyButtonRef} variant="primary" onClick={copy} disabled={!ready}>
                <Copy aria-hidden="true" />
                복사하기
              </DeskButton>
              {Editor ? (
                <Button variant="secondary" size="sm" onClick={startEditing} disabled={!ready || empty}>
                  <PenLine aria-hidden="true" />
                  편집하기
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" className={styles.showAll} onClick={showAll} disabled={!typingNow}>
                <FastForward aria-hidden="true" />
                <span className={styles.compactLabel}>한 번에 보기</span>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className={styles.wideOnly}
                onClick={downloadPdf}
                disabled={!ready || pdf.isPending}
              >
                <FileDown aria-hidden="true" />
                {pdf.isPending ? '다운로드 중…' : 'PDF 다운로드'}
              </Button>
              <DeskButton
                variant="secondary"
                size="sm"
                className={styles.wideOnly}
                disabled={!ready}
                ref={exportRef}
                {...popoverTrigger('export')}
              >
                <FileText aria-hidden="true" />
                내보내기
                <ChevronDown aria-hidden="true" />
              </DeskButton>
              <DeskButton
                variant="secondary"
                size="sm"
                className={styles.wideOnly}
                disabled={!ready}
                ref={publishRef}
                {...popoverTrigger('publish')}
              >
                <Send aria-hidden="true" />
                발행하기
                <ChevronDown aria-hidden="true" />
              </DeskButton>
              {onRegenerate ? (
                <DeskButton
                  variant="secondary"
                  size="sm"
                  className={styles.wideOnly}
                  disabled={busyGenerating || !current}
                  ref={regenerateRef}
                  {...popoverTrigger('regenerate')}
                >
                  <RefreshCw aria-hidden="true" />
                  {regenerating ? '생성 중…' : '다시 생성하기'}
                  <ChevronDown aria-hidden="true" />
                </DeskButton>
              ) : null}
              <Button variant="ghost" size="sm" className={styles.wideOnly} onClick={scrollTop} disabled={!current}>
                <ArrowUpToLine aria-hidden="true" />맨 위로
              </Button>
              <Button variant="ghost" size="sm" className={styles.wideOnly} onClick={showStats} disabled={!ready}>
                <ChartNoAxesColumn aria-hidden="true" />
                통계 보기
              </Button>
              <DeskButton
                variant="secondary"
                size="sm"
                className={styles.narrowOnly}
                disabled={!current}
                ref={moreRef}
                {...popoverTrigger('more')}
              >
                <Ellipsis aria-hidden="true" />
                <span className={styles.compactLabel}>더보기</span>
              </DeskButton>
            </div>
          )}
          {openPanel && popover ? (
            <DeskPopover
              id={popoverId}
              label={openPanel.label}
              triggerRef={
                popover === 'export'
                  ? exportRef
                  : popover === 'publish'
                    ? publishRef
                    : popover === 'regenerate'
                      ? regenerateRef
                      : moreRef
              }
              fallbackRef={moreRef}
              onClose={closePopover}
            >
              {openPanel.body}
            </DeskPopover>
          ) : null}
        </div>

        {copied && copyPost.isSuccess ? (
          <p className={styles.copied} role="status">
            <Check aria-hidden="true" />
            {RESULT_MESSAGES.copied}
          </p>
        ) : null}
        {pdf.isError ? <Notice tone="error">{RESULT_MESSAGES.pdfFailed}</Notice> : null}
        {exporter.isError ? <Notice tone="error">{RESULT_MESSAGES.exportFailed}</Notice> : null}
        {edit.isSuccess && !editing ? (
          <p className={styles.copied} role="status">
            <Check aria-hidden="true" />
            {RESULT_MESSAGES.saved}
          </p>
        ) : null}

        {loading && state.phase === 'loading' ? <GenerationProgress preview={state.preview} /> : null}

        <div className={styles.viewTabs} role="tablist" aria-label="보기">
          <button
            type="button"
            role="tab"
            aria-selected={view === 'post'}
            className={styles.viewTab}
            onClick={() => setView('post')}
          >
            글
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={view === 'panel'}
            className={styles.viewTab}
            onClick={() => setView('panel')}
            disabled={!ready}
          >
            글 정보·영상 대본
          </button>
        </div>

        <div className={styles.layout}>
          <div className={styles.reader} data-hidden-on-phone={view !== 'post' || undefined}>
            <div className={styles.readerHead}>
              <div className={styles.meta}>
                <p className={styles.keyword}>
                  <span className={styles.metaLabel}>키워드</span>
                  <span>{keywordTitle}</span>
                </p>
                {current ? (
                  <p className={styles.metaLine}>
                    {formatLongDate(current.created_at)} · 복사 {current.copy_count}회
                    {state.phase === 'ready' && state.fromCache && chosenId === null ? ' · 이전에 만든 글' : ''}
                    {current.edited ? ' · 편집한 글' : ''}
                  </p>
                ) : null}
              </div>
              {versions.data && versions.data.length > 0 && current ? (
                <label className={styles.versions}>
                  <span className={styles.compactLabel}>버전</span>
                  <select
                    value={current.id}
                    onChange={(event) => chooseVersion(Number(event.target.value))}
                    disabled={edit.isPending}
                  >
                    {versions.data.some((version) => version.id === current.id) ? null : (
                      <option value={current.id}>{versionLabel(current)}</option>
                    )}
                    {versions.data.map((version) => (
                      <option key={version.id} value={version.id}>
                        {versionLabel(version)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              {ready && !editing && !empty ? <ListenControls getRoot={getArticle} disabled={!ready} /> : null}
              {!editing ? (
                <label className={`${styles.instant} ${styles.wideOnly}`}>
                  <input type="checkbox" checked={instant} onChange={(event) => setInstantView(event.target.checked)} />
                  바로 보기
                </label>
              ) : null}
            </div>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label="읽은 정도"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            {editing && Editor && current ? (
              <div className={styles.editing}>
                <label className={styles.titleField}>
                  <span id={editorLabelId}>제목</span>
                  <input
                    value={editing.title}
                    maxLength={300}
                    onChange={(event) => setEditing({ ...editing, title: event.target.value, changed: true })}
                  />
                </label>
                <span id={`${editorLabelId}-body`} className="visually-hidden">
                  본문 편집
                </span>
                <Suspense fallback={<p className={styles.editorLoading}>{RESULT_MESSAGES.editorLoading}</p>}>
                  <Editor
                    initialHtml={editing.html}
                    images={postImages(current)}
                    labelId={`${editorLabelId}-body`}
                    onChange={(next) => setEditing((now) => (now ? { ...now, html: next, changed: true } : now))}
                  />
                </Suspense>
                {edit.isError ? (
                  <Notice tone="error">
                    {edit.error instanceof PostTooLarge
                      ? RESULT_MESSAGES.tooLarge
                      : (bodyDetail(edit.error) ?? RESULT_MESSAGES.saveFailed)}
                  </Notice>
                ) : null}
              </div>
            ) : null}
            <div
              ref={scrollRef}
              className={styles.scroll}
              onScroll={onScroll}
              tabIndex={0}
              role="region"
              aria-label="생성된 글"
              hidden={Boolean(editing)}
            >
              {preview.length > 0 ? (
                <PreviewDraft
                  blocks={preview}
                  status={state.phase === 'loading' ? RESULT_MESSAGES.writing : RESULT_MESSAGES.finishing}
                />
              ) : loading ? (
                <div className={styles.loading} role="status">
                  <Sparkles className={styles.sparkle} aria-hidden="true" />
                  <p>{RESULT_MESSAGES.generating}</p>
                  <LoaderCircle className={styles.spinner} aria-hidden="true" />
                </div>
              ) : state.phase === 'error' ? (
                <Notice tone="error">{state.message}</Notice>
              ) : post.isError ? (
                <Notice tone="error">{RESULT_MESSAGES.postFailed}</Notice>
              ) : empty ? (
                <p className={styles.empty}>{RESULT_MESSAGES.empty}</p>
              ) : null}
              <div
                ref={articleRef}
                className={styles.article}
                hidden={loading || empty || !post.data}
                data-testid="result-article"
                aria-busy={typingNow || undefined}
              />
            </div>
          </div>

          <aside className={styles.sidebar} aria-label="글 정보" data-hidden-on-phone={view !== 'panel' || undefined}>
            {ready && current ? (
              <Suspense fallback={<p className={styles.metaLine}>글 정보를 불러오고 있어요…</p>}>
                <DeskPanel post={current} text={text} images={images} openSlots={openSlots} progress={progress} />
              </Suspense>
            ) : (
              <p className={styles.metaLine}>글이 완성되면 통계와 SEO 정보가 여기에 나와요.</p>
            )}
          </aside>
        </div>
      </div>
      {lightbox ? <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} /> : null}
    </Modal>
  );
}
