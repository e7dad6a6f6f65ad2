import { apiPaths } from '@geulgam/contracts';
import { useMutation } from '@tanstack/react-query';
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

/** GET /api/posts/{id}/pdf/ and hands the file to the browser as a download. */
export function downloadPostPdf(id: number, title: string | null | undefined): Promise<string> {
  return downloadPostFile({ path: apiPaths.postPdf(id), accept: 'application/pdf', id, title, extension: 'pdf' });
}

export function useDownloadPdf() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) => downloadPostPdf(id, title),
  });
}
