import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { readInstantView, writeInstantView } from '../lib/desk-preferences.ts';
import { scrollProgress } from '../lib/post-stats.ts';
import { DESK_MESSAGES } from './desk-messages.ts';
import { imageDecorator } from './image-slot.ts';
import styles from './post-desk.module.css';
import { useTyping } from './use-typing.ts';

/**
 * Reading the post: the typing effect (a post the member did not watch being written types in its first
 * screen), 바로 보기 (remembered in this browser), how far the member has read, and the picture lightbox.
 * `waiting`: the post is not there yet; when it arrives, reading starts from the top.
 */
export function useDeskReading({
  scrollRef,
  articleRef,
  html,
  animate,
  waiting,
}: {
  /** The scrolling reading area and the article inside it (React leaves the article empty). */
  scrollRef: RefObject<HTMLDivElement | null>;
  articleRef: RefObject<HTMLDivElement | null>;
  /** What to type in; null while there is nothing to show (loading, empty, editing). */
  html: string | null;
  animate: boolean;
  waiting: boolean;
}) {
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [instant, setInstantState] = useState(readInstantView);
  const decorate = useMemo(() => imageDecorator((src, alt) => setLightbox({ src, alt })), []);
  const typing = useTyping(html, articleRef, {
    decorate,
    cursorClassName: styles.cursor!,
    animate: animate && !instant,
    viewportRef: scrollRef,
  });

  const waited = useRef(waiting);
  useEffect(() => {
    if (waited.current && !waiting) {
      if (scrollRef.current) scrollRef.current.scrollTop = 0;
      setProgress(0);
    }
    waited.current = waiting;
  }, [waiting, scrollRef]);

  const onScroll = useCallback(() => {
    if (scrollRef.current) setProgress(scrollProgress(scrollRef.current));
  }, [scrollRef]);

  return {
    lightbox,
    closeLightbox: () => setLightbox(null),
    progress,
    onScroll,
    instant,
    typingDone: typing.done,
    showAll: typing.showAll,
    setInstant: (on: boolean) => {
      setInstantState(on);
      writeInstantView(on);
      if (on) typing.showAll();
    },
    /** How far the member has read right now, 0–1. */
    measuredProgress: () => (scrollRef.current ? scrollProgress(scrollRef.current) : progress),
    toTop: () => scrollRef.current?.scrollTo?.({ top: 0, behavior: 'smooth' }),
    jumpToTop: () => {
      if (scrollRef.current) scrollRef.current.scrollTop = 0;
    },
    getArticle: useCallback(() => articleRef.current, [articleRef]),
  };
}

export type DeskReading = ReturnType<typeof useDeskReading>;

/** 바로 보기: every post complete at once. */
export function InstantToggle({
  reading,
  label,
  className,
}: {
  reading: DeskReading;
  label: string;
  className?: string;
}) {
  return (
    <label className={className ? `${styles.instant} ${className}` : styles.instant}>
      <input type="checkbox" checked={reading.instant} onChange={(event) => reading.setInstant(event.target.checked)} />
      {label}
    </label>
  );
}

/**
 * The reading column: its head (keyword, date and copies, versions, 듣기, 바로 보기), how far the member
 * has read, the editor when editing, and the scrolling post (or what stands in for it).
 */
export function DeskReader({
  reading,
  scrollRef,
  articleRef,
  head,
  editor,
  editing,
  placeholder,
  hidden,
  showArticle,
  typingNow,
}: {
  reading: DeskReading;
  scrollRef: RefObject<HTMLDivElement | null>;
  articleRef: RefObject<HTMLDivElement | null>;
  head: ReactNode;
  editor: ReactNode;
  editing: boolean;
  /** Instead of the post: the draft, a failure, or "(내용 없음)". */
  placeholder: ReactNode;
  /** On phones, the side panel's tab is showing. */
  hidden: boolean;
  showArticle: boolean;
  typingNow: boolean;
}) {
  const percent = Math.round(reading.progress * 100);
  return (
    <div className={styles.reader} data-hidden-on-phone={hidden || undefined}>
      <div className={styles.readerHead}>{head}</div>
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
      {editor}
      <div
        ref={scrollRef}
        className={styles.scroll}
        onScroll={reading.onScroll}
        tabIndex={0}
        role="region"
        aria-label="생성된 글"
        hidden={editing}
      >
        {placeholder}
        <div
          ref={articleRef}
          className={styles.article}
          hidden={!showArticle}
          data-testid="result-article"
          aria-busy={typingNow || undefined}
        />
      </div>
      {reading.lightbox ? (
        <Lightbox src={reading.lightbox.src} alt={reading.lightbox.alt} onClose={reading.closeLightbox} />
      ) : null}
    </div>
  );
}

/** What the reading area shows when there is no post to read. */
export function ReaderNotice({
  failure,
  postFailed,
  empty,
}: {
  failure: string | null;
  postFailed: boolean;
  empty: boolean;
}) {
  if (failure) return <Notice tone="error">{failure}</Notice>;
  if (postFailed) return <Notice tone="error">{DESK_MESSAGES.postFailed}</Notice>;
  if (empty) return <p className={styles.empty}>{DESK_MESSAGES.empty}</p>;
  return null;
}
