import {
  ArrowUpToLine,
  ChartNoAxesColumn,
  Check,
  Copy,
  FastForward,
  FileDown,
  LoaderCircle,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { readHtml } from '../../../lib/sanitize-html.ts';
import { useCopyPost } from '../api/copy-post.ts';
import { useDownloadPdf } from '../api/download-pdf.ts';
import { usePost } from '../api/get-post.ts';
import { postStats, scrollProgress, statsMessage } from '../lib/post-stats.ts';
import { groupPreview, type PreviewBlock } from '../lib/preview-blocks.ts';
import styles from './result-modal.module.css';
import { useTyping } from './use-typing.ts';

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
  copied: '서식을 유지한 채 복사했어요.',
  pdfFailed: 'PDF 다운로드 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  postFailed: '생성된 글을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
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

interface ResultModalProps {
  keywordTitle: string;
  state: ResultState;
  onClose: () => void;
  onRegenerate: () => void;
  regenerating: boolean;
  /** The post's copy count changed (the route refreshes what else shows it). */
  onCopyRecorded?: () => void;
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

/**
 * The result of a generation (SPEC §2 Result modal): the post types itself in,
 * with a toolbar to copy it as rich text, download it as PDF, show it at once,
 * jump to the top, see its statistics, or generate again. While the post is
 * written, the draft streams in; a post the member watched being written
 * appears complete at once.
 */
export function ResultModal({
  keywordTitle,
  state,
  onClose,
  onRegenerate,
  regenerating,
  onCopyRecorded,
}: ResultModalProps) {
  const postId = state.phase === 'ready' ? state.postId : null;
  const post = usePost(postId);
  const copyPost = useCopyPost({ onRecorded: onCopyRecorded });
  const pdf = useDownloadPdf();
  const scrollRef = useRef<HTMLDivElement>(null);
  const articleRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);

  const read = useMemo(() => (post.data ? readHtml(post.data.content) : null), [post.data]);
  const html = read?.html ?? null;
  const text = read?.text ?? '';
  const images = read?.images ?? 0;
  const empty = html !== null && text.trim() === '' && images === 0;

  const decorate = useMemo(() => imageDecorator((src, alt) => setLightbox({ src, alt })), []);
  const streamed = state.phase === 'ready' && state.streamed;
  const typing = useTyping(empty ? null : html, articleRef, {
    decorate,
    cursorClassName: styles.cursor!,
    animate: !streamed,
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
  const complete = Boolean(post.data) && !loading && (typing.done || empty);

  const title = loading ? RESULT_MESSAGES.summoning : post.data?.title.trim() || RESULT_MESSAGES.untitled;

  const onScroll = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    setProgress(scrollProgress(scroller));
    followRef.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
  }, []);

  const copy = () => {
    if (!post.data || html === null) return;
    copyPost.mutate({ id: post.data.id, html, text }, { onError: () => window.alert(RESULT_MESSAGES.copyDenied) });
  };

  const downloadPdf = () => {
    if (!post.data || pdf.isPending) return;
    pdf.mutate({ id: post.data.id, title: post.data.title });
  };

  const showStats = () => {
    const measured = scrollRef.current ? scrollProgress(scrollRef.current) : progress;
    window.alert(statsMessage(postStats(text, images, measured)));
  };

  const scrollTop = () => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
  const percent = Math.round(progress * 100);

  return (
    <Modal title={title} onClose={onClose} size="xl">
      <div className={styles.layout}>
        <div className={styles.reader}>
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
          <div ref={scrollRef} className={styles.scroll} onScroll={onScroll} tabIndex={0} aria-label="생성된 글">
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
              aria-busy={!complete || undefined}
            />
          </div>
        </div>

        <aside className={styles.sidebar} aria-label="글 도구">
          <div className={styles.meta}>
            <p className={styles.keyword}>
              <span className={styles.metaLabel}>키워드</span>
              <span>{keywordTitle}</span>
            </p>
            {post.data ? (
              <p className={styles.metaLine}>
                {formatLongDate(post.data.created_at)} · 복사 {post.data.copy_count}회
                {state.phase === 'ready' && state.fromCache ? ' · 이전에 만든 글' : ''}
              </p>
            ) : null}
          </div>
          <div className={styles.tools}>
            <Button variant="secondary" size="sm" onClick={copy} disabled={!complete}>
              <Copy aria-hidden="true" />
              복사하기
            </Button>
            <Button variant="secondary" size="sm" onClick={downloadPdf} disabled={!complete || pdf.isPending}>
              <FileDown aria-hidden="true" />
              {pdf.isPending ? '다운로드 중…' : 'PDF 다운로드'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={typing.showAll}
              disabled={!post.data || typing.done || empty}
            >
              <FastForward aria-hidden="true" />한 번에 보기
            </Button>
            <Button variant="secondary" size="sm" onClick={scrollTop} disabled={!post.data}>
              <ArrowUpToLine aria-hidden="true" />맨 위로
            </Button>
            <Button variant="secondary" size="sm" onClick={showStats} disabled={!complete}>
              <ChartNoAxesColumn aria-hidden="true" />
              통계 보기
            </Button>
            <Button size="sm" onClick={onRegenerate} disabled={regenerating || state.phase === 'loading'}>
              <RefreshCw aria-hidden="true" />
              {regenerating ? '생성 중…' : '다시 생성하기'}
            </Button>
          </div>
          {copyPost.isSuccess ? (
            <p className={styles.copied} role="status">
              <Check aria-hidden="true" />
              {RESULT_MESSAGES.copied}
            </p>
          ) : null}
          {pdf.isError ? <Notice tone="error">{RESULT_MESSAGES.pdfFailed}</Notice> : null}
          <p className={styles.readingNote} aria-hidden="true">
            읽은 정도 {percent}%
          </p>
        </aside>
      </div>
      {lightbox ? <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} /> : null}
    </Modal>
  );
}
