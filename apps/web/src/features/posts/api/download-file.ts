import { type QueryParams } from '../../../lib/create-api-client.ts';
import { memberApi } from '../../../lib/api-bases.ts';

/** SPEC §9: the object URL of a downloaded file is released after a second. */
export const DOWNLOAD_URL_REVOKE_MS = 1_000;

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
 * SPEC §7: the header's name, else the post title, else `post-{id}`; illegal characters become `_`,
 * and the name ends in `.{extension}`.
 */
export function downloadFilename(
  disposition: string | null,
  title: string | null | undefined,
  id: number,
  extension: string,
): string {
  const raw = filenameFromDisposition(disposition) ?? (title?.trim() ? title.trim() : `post-${id}`);
  const safe = raw.replace(ILLEGAL, '_');
  return safe.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? safe : `${safe}.${extension}`;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_REVOKE_MS);
}

/** GETs a member-only file of a post and saves it; resolves with the file name. */
export async function downloadPostFile({
  path,
  query,
  accept,
  id,
  title,
  extension,
}: {
  path: `/api/${string}`;
  query?: QueryParams;
  accept: string;
  id: number;
  title: string | null | undefined;
  extension: string;
}): Promise<string> {
  const response = await memberApi.requestRaw(path, { query, headers: { Accept: accept } });
  const blob = await response.blob();
  const filename = downloadFilename(response.headers.get('content-disposition'), title, id, extension);
  saveBlob(blob, filename);
  return filename;
}
