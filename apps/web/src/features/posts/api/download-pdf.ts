import { apiPaths } from '@geulgam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/create-api-client.ts';
import { DOWNLOAD_URL_REVOKE_MS, downloadFilename, downloadPostFile } from './download-file.ts';

export { filenameFromDisposition } from './download-file.ts';

/** SPEC §9: the object URL of the downloaded file is released after a second. */
export const PDF_URL_REVOKE_MS = DOWNLOAD_URL_REVOKE_MS;

/**
 * SPEC §7: the header's name, else the post title, else `post-{id}`; illegal
 * characters become `_`, and the name ends in `.pdf`.
 */
export function pdfFilename(disposition: string | null, title: string | null | undefined, id: number): string {
  return downloadFilename(disposition, title, id, 'pdf');
}

/** The longest wait for a second try, whatever `Retry-After` says (a person is watching the button). */
export const PDF_RETRY_CAP_SECONDS = 10;

/** While the PDF waits for its second try: the server's (Korean) reason and the seconds to wait. */
export interface PdfWait {
  detail: string;
  seconds: number;
}

const BUSY_FALLBACK = 'PDF를 만드는 요청이 많아요.';

/** A busy render queue (503 with `Retry-After`): how long to wait before the one retry, capped; else null. */
export function pdfRetryWait(error: unknown): PdfWait | null {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === null) return null;
  return {
    detail: error.detail ?? BUSY_FALLBACK,
    seconds: Math.min(Math.max(error.retryAfterSeconds, 1), PDF_RETRY_CAP_SECONDS),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * GET /api/posts/{id}/pdf/ and hands the file to the browser as a download. When the server's render queue is
 * full (503 with `Retry-After`), `onWait` hears why and for how long, and the file is asked for once more after
 * that wait (at most PDF_RETRY_CAP_SECONDS); a second refusal is the error.
 */
export async function downloadPostPdf(
  id: number,
  title: string | null | undefined,
  onWait?: (wait: PdfWait | null) => void,
): Promise<string> {
  const download = () =>
    downloadPostFile({ path: apiPaths.postPdf(id), accept: 'application/pdf', id, title, extension: 'pdf' });
  try {
    return await download();
  } catch (error) {
    const wait = pdfRetryWait(error);
    if (!wait) throw error;
    onWait?.(wait);
    await sleep(wait.seconds * 1_000);
    onWait?.(null);
    return download();
  }
}

/** The server's Korean reason for a refused PDF when it gave one for a busy queue (503), else null. */
export function pdfBusyDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status === 503 ? error.detail : null;
}

/** The download as a mutation, with `wait` set while a busy server's Retry-After is being waited out. */
export function useDownloadPdf() {
  const [wait, setWait] = useState<PdfWait | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) =>
      downloadPostPdf(id, title, setWait),
    onSettled: () => setWait(null),
  });
  return { ...mutation, wait };
}
