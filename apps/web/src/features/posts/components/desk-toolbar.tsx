import type { ExportFormat, PostDetail } from '@geulgam/contracts';
import {
  ArrowUpToLine,
  Check,
  ChevronDown,
  Copy,
  Ellipsis,
  FastForward,
  FileDown,
  FileText,
  Images,
  PenLine,
  RefreshCw,
  Send,
} from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react';
import { Button, buttonClassName, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/cn.ts';
import { ApiError } from '../../../lib/create-api-client.ts';
import { useCopyPost } from '../api/copy-post.ts';
import { useDownloadPdf } from '../api/download-pdf.ts';
import { useDownloadPhotos } from '../api/download-photos.ts';
import { useExportPost } from '../api/export-post.ts';
import { DESK_MESSAGES } from './desk-messages.ts';
import { DeskPopover } from './desk-popover.tsx';
import { PdfNotice } from './pdf-notice.tsx';
import type { DeskReading } from './desk-reader.tsx';
import { InstantToggle } from './desk-reader.tsx';
import styles from './post-desk.module.css';
import { PublishPanel } from './publish-panel.tsx';
import { RegenerateOptions, type RegenerateRequest } from './regenerate-options.tsx';

type Popover = 'more' | 'export' | 'publish' | 'regenerate';

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'md', label: '마크다운 (.md)' },
  { format: 'html', label: 'HTML (.html)' },
  { format: 'txt', label: '텍스트 (.txt)' },
];

/** The server says why (no picture to give) when it can; otherwise the export's own sentence. */
function photosFailed(error: Error): string {
  return error instanceof ApiError && error.status === 404 && error.detail ? error.detail : DESK_MESSAGES.exportFailed;
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

export interface DeskToolbarProps {
  /** The post shown (undefined while it is written or loads). */
  post: PostDetail | undefined;
  /** What 복사하기 copies (the parsed post's clipboard content). */
  clipboard: (() => { html: string; text: string }) | null;
  /** Copy, PDF, exports and statistics work as soon as the post exists, typing or not. */
  ready: boolean;
  empty: boolean;
  typingNow: boolean;
  reading: DeskReading;
  onScrollTop: () => void;
  /** 편집하기; without it the post cannot be edited here. */
  onEdit?: () => void;
  /** 다시 생성하기 with the chosen tone and length; without it the button is not offered. */
  onRegenerate?: (request: RegenerateRequest) => void;
  regenerating: boolean;
  /** A generation is running (this one or a new version): 다시 생성하기 waits. */
  busyGenerating: boolean;
  /** While editing, the editor's toolbar stands in for this one (the mutations here keep their state). */
  editBar?: ReactNode;
}

/**
 * The desk's tools: at most six actions, 복사하기 first, then 편집하기, 한 번에 보기, 내보내기 (PDF and the text
 * formats), 발행하기 and 다시 생성하기; the rest (맨 위로, 바로 보기) sits under 더보기, and on phones everything
 * after 한 번에 보기 does too. The statistics live in the side panel. Each panel opens under the toolbar.
 */
export function DeskToolbar({
  post,
  clipboard,
  ready,
  empty,
  typingNow,
  reading,
  onScrollTop,
  onEdit,
  onRegenerate,
  regenerating,
  busyGenerating,
  editBar,
}: DeskToolbarProps) {
  const copyPost = useCopyPost();
  const pdf = useDownloadPdf();
  const exporter = useExportPost();
  const photos = useDownloadPhotos();
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const [popover, setPopover] = useState<Popover | null>(null);
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);
  const publishRef = useRef<HTMLButtonElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const popoverId = `${useId()}-popover`;
  const close = () => setPopover(null);

  const copy = () => {
    if (!post || !clipboard) return;
    const content = clipboard();
    setCopiedId(null);
    // SPEC §8: a refused clipboard is an alert.
    copyPost.mutate(
      { id: post.id, html: content.html, text: content.text },
      { onSuccess: () => setCopiedId(post.id), onError: () => window.alert(DESK_MESSAGES.copyDenied) },
    );
  };
  const downloadPdf = () => {
    if (!post || pdf.isPending) return;
    // The menu stays open: the PDF takes a few seconds, and its item says so (다운로드 중…).
    pdf.mutate({ id: post.id, title: post.title });
  };
  const download = (format: ExportFormat) => {
    if (!post) return;
    close();
    exporter.mutate({ id: post.id, title: post.title, format });
  };
  const downloadPhotos = () => {
    if (!post) return;
    close();
    photos.mutate({ id: post.id, title: post.title });
  };
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const showAll = () => {
    reading.showAll();
    // The button goes away with the animation: focus stays in the toolbar, on 복사하기.
    copyButtonRef.current?.focus();
  };
  const trigger = (which: Popover) => ({
    'aria-expanded': popover === which,
    'aria-controls': popover === which ? popoverId : undefined,
    onClick: () => setPopover((open) => (open === which ? null : which)),
  });

  const pdfLabel = pdf.isPending ? '다운로드 중…' : 'PDF 다운로드';
  // Every way to take the post away, in one menu: the PDF and the text formats.
  const exportItems = (
    <div className={styles.menuList} role="group" aria-label="내보내기">
      <Button variant="ghost" size="sm" onClick={downloadPdf} disabled={!ready || pdf.isPending}>
        <FileDown aria-hidden="true" />
        {pdfLabel}
      </Button>
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
      <Button variant="ghost" size="sm" onClick={downloadPhotos} disabled={!ready || photos.isPending}>
        <Images aria-hidden="true" />
        {photos.isPending ? '사진을 모으는 중…' : '사진 모두 내려받기 (.zip)'}
      </Button>
    </div>
  );

  const panel = (): { label: string; body: ReactNode } | null => {
    if (!popover || !post) return null;
    switch (popover) {
      case 'export':
        return { label: '내보내기', body: exportItems };
      case 'publish':
        return { label: '워드프레스에 발행하기', body: <PublishPanel postId={post.id} /> };
      case 'regenerate':
        return {
          label: '다시 생성하기',
          body: (
            <RegenerateOptions
              initial={{ tone: post.tone, length: post.length }}
              onSubmit={(choice) => {
                close();
                onRegenerate?.({ ...choice, regenerate: true });
              }}
              busy={busyGenerating}
            />
          ),
        };
      case 'more':
        return {
          label: '더보기',
          body: (
            <div className={styles.more}>
              {/* On phones the menu holds what the toolbar shows on wide screens. */}
              <div className={cn(styles.more, styles.phoneMenu)}>
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
              </div>
              <Button variant="ghost" size="sm" onClick={then(onScrollTop)} disabled={!post}>
                <ArrowUpToLine aria-hidden="true" />맨 위로
              </Button>
              <InstantToggle reading={reading} label="바로 보기 (글을 타이핑 없이 한 번에 보여 줘요)" />
            </div>
          ),
        };
    }
  };
  const open = panel();

  return (
    <>
      <div className={styles.toolbarArea}>
        {editBar ?? (
          <div className={styles.toolbar} role="toolbar" aria-label="글 도구">
            <DeskButton ref={copyButtonRef} variant="primary" onClick={copy} disabled={!ready}>
              <Copy aria-hidden="true" />
              복사하기
            </DeskButton>
            {onEdit ? (
              <Button variant="secondary" size="sm" onClick={then(onEdit)} disabled={!ready || empty}>
                <PenLine aria-hidden="true" />
                편집하기
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" className={styles.showAll} onClick={showAll} disabled={!typingNow}>
              <FastForward aria-hidden="true" />
              <span className={styles.compactLabel}>한 번에 보기</span>
            </Button>
            <DeskButton className={styles.wideOnly} disabled={!ready} ref={exportRef} {...trigger('export')}>
              <FileText aria-hidden="true" />
              내보내기
              <ChevronDown aria-hidden="true" />
            </DeskButton>
            <DeskButton className={styles.wideOnly} disabled={!ready} ref={publishRef} {...trigger('publish')}>
              <Send aria-hidden="true" />
              발행하기
              <ChevronDown aria-hidden="true" />
            </DeskButton>
            {onRegenerate ? (
              <DeskButton
                className={styles.wideOnly}
                disabled={busyGenerating || !post}
                ref={regenerateRef}
                {...trigger('regenerate')}
              >
                <RefreshCw aria-hidden="true" />
                {regenerating ? '생성 중…' : '다시 생성하기'}
                <ChevronDown aria-hidden="true" />
              </DeskButton>
            ) : null}
            <DeskButton className={styles.moreTrigger} disabled={!post} ref={moreRef} {...trigger('more')}>
              <Ellipsis aria-hidden="true" />
              <span className={styles.compactLabel}>더보기</span>
            </DeskButton>
          </div>
        )}
        {open && popover && !editBar ? (
          <DeskPopover
            id={popoverId}
            label={open.label}
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
            onClose={close}
          >
            {open.body}
          </DeskPopover>
        ) : null}
      </div>
      {copiedId !== null && copiedId === post?.id && copyPost.isSuccess ? (
        <p className={styles.copied} role="status">
          <Check aria-hidden="true" />
          {DESK_MESSAGES.copied}
        </p>
      ) : null}
      <PdfNotice pdf={pdf} failed={DESK_MESSAGES.pdfFailed} />
      {exporter.isError ? <Notice tone="error">{DESK_MESSAGES.exportFailed}</Notice> : null}
      {photos.isError ? <Notice tone="error">{photosFailed(photos.error)}</Notice> : null}
    </>
  );
}
