import { Notice } from '../../../components/ui/notice.tsx';
import { pdfBusyDetail, type useDownloadPdf } from '../api/download-pdf.ts';

/**
 * What a PDF download has to say: while a busy server's Retry-After is waited out, its Korean reason and the
 * wait before the one retry (politely); after a failure, the server's reason for a busy queue, else `failed`.
 */
export function PdfNotice({
  pdf,
  failed,
  className,
}: {
  pdf: ReturnType<typeof useDownloadPdf>;
  failed: string;
  className?: string;
}) {
  if (pdf.wait) {
    return (
      <Notice tone="warning" className={className}>
        {`${pdf.wait.detail} ${pdf.wait.seconds}초 뒤에 한 번 더 받아 볼게요.`}
      </Notice>
    );
  }
  if (!pdf.isError) return null;
  return (
    <Notice tone="error" className={className}>
      {pdfBusyDetail(pdf.error) ?? failed}
    </Notice>
  );
}
