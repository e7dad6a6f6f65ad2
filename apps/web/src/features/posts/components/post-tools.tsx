import type { ExportFormat, PostDetail } from '@geulgam/contracts';
import { BookOpen, Check, Copy, FileDown, PencilLine } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useCopyPost } from '../api/copy-post.ts';
import { useDownloadPdf } from '../api/download-pdf.ts';
import { useExportPost } from '../api/export-post.ts';
import { readPost } from '../lib/post-document.ts';
import { ExportMenu } from './export-menu.tsx';
import { PdfNotice } from './pdf-notice.tsx';
import styles from './my-posts-modal.module.css';

export const POST_TOOLS_MESSAGES = {
  copied: '본문을 서식과 함께 복사했어요. 제목은 블로그 제목 칸에 따로 붙여 넣어 주세요.',
  copyDenied: '복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.',
  pdfFailed: 'PDF를 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  exportFailed: '파일로 내보내지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * The tools of one post in My page's detail view: copy (the body as HTML and plain text, open experience
 * slots left out), open and edit in the desk, PDF, and export. They are the desk's own mutations, so the
 * copy count changes in the post's one cache entry.
 */
export function PostTools({
  post,
  onOpen,
  onEdit,
}: {
  post: PostDetail;
  onOpen: (post: PostDetail) => void;
  onEdit: (post: PostDetail) => void;
}) {
  const copyPost = useCopyPost();
  const pdf = useDownloadPdf();
  const exporter = useExportPost();

  const copy = () => copyPost.mutate({ id: post.id, ...readPost(post.content).clipboard() });
  const exportAs = (format: ExportFormat) => exporter.mutate({ id: post.id, title: post.title, format });

  return (
    <>
      <Button size="sm" onClick={copy} disabled={copyPost.isPending}>
        <Copy aria-hidden="true" />
        복사하기
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onOpen(post)}>
        <BookOpen aria-hidden="true" />
        열기
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onEdit(post)}>
        <PencilLine aria-hidden="true" />
        편집하기
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => pdf.mutate({ id: post.id, title: post.title })}
        disabled={pdf.isPending}
      >
        <FileDown aria-hidden="true" />
        {pdf.isPending ? '다운로드 중…' : 'PDF'}
      </Button>
      <ExportMenu onExport={exportAs} busy={exporter.isPending} />
      {copyPost.isSuccess ? (
        <p className={styles.toolsMessage} role="status">
          <Check aria-hidden="true" />
          {POST_TOOLS_MESSAGES.copied}
        </p>
      ) : null}
      {copyPost.isError ? (
        <Notice tone="error" className={styles.toolsNotice}>
          {POST_TOOLS_MESSAGES.copyDenied}
        </Notice>
      ) : null}
      <PdfNotice pdf={pdf} failed={POST_TOOLS_MESSAGES.pdfFailed} className={styles.toolsNotice} />
      {exporter.isError ? (
        <Notice tone="error" className={styles.toolsNotice}>
          {POST_TOOLS_MESSAGES.exportFailed}
        </Notice>
      ) : null}
    </>
  );
}
