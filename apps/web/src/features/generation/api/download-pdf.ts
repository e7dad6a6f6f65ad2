import { apiPaths } from '@geulgam/contracts';
import { useMutation } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';

/** SPEC §9: the object URL of the downloaded file is released after a second. */
export const PDF_URL_REVOKE_MS = 1_000;

/** Characters that file systems (Windows above all) refuse in names, plus control characters. */
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[\\/:*?"<>|\u0000-\u001f]/g;

/** The file name from a Content-Disposition header: the UTF-8 `filename*` form first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name.trim()) return name.trim();
    } catch {
      // A broken encoding: try the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/**
 * SPEC §7: the header's name, else the post title, else `post-{id}`; illegal
 * characters become `_`, and the name ends in `.pdf`.
 */
export function pdfFilename(disposition: string | null, title: string | null | undefined, id: number): string {
  const raw = filenameFromDisposition(disposition) ?? (title?.trim() ? title.trim() : `post-${id}`);
  const safe = raw.replace(ILLEGAL, '_');
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}

/** GET /api/posts/{id}/pdf/ and hands the file to the browser as a download. */
export async function downloadPostPdf(id: number, title: string | null | undefined): Promise<string> {
  const response = await memberApi.requestRaw(apiPaths.postPdf(id), {
    headers: { Accept: 'application/pdf' },
  });
  const blob = await response.blob();
  const filename = pdfFilename(response.headers.get('content-disposition'), title, id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), PDF_URL_REVOKE_MS);
  return filename;
}

export function useDownloadPdf() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) => downloadPostPdf(id, title),
  });
}
