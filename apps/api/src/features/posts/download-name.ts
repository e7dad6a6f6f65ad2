import { encodeExtended } from 'content-disposition';

const FILE_NAME_MAX = 80;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const ILLEGAL_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/g;
const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/**
 * A safe download name from the title: characters no file system accepts (and control characters) become `_`,
 * at most 80 characters (whole graphemes), `.<extension>` once at the end (a title ending in `.pdf` or that
 * extension loses it first); `post-<id>.<extension>` when nothing usable is left.
 */
export function downloadFileName(title: string, id: number, extension: string): string {
  let base = title.normalize('NFC').replace(ILLEGAL_FILE_CHARS, '_').trim();
  base = base.replace(new RegExp(`\\.(pdf|${extension})$`, 'i'), '').trim();
  base = Array.from(graphemes.segment(base), (s) => s.segment)
    .slice(0, FILE_NAME_MAX)
    .join('')
    .trim();
  // Leading dots would hide the file; trailing dots and spaces are dropped by Windows.
  base = base.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!/[^_.\s]/.test(base)) return `post-${id}.${extension}`;
  return `${base}.${extension}`;
}

export const pdfFileName = (title: string, id: number) => downloadFileName(title, id, 'pdf');

/**
 * The plain-ASCII `filename` for old clients: accents dropped, other non-ASCII runs and the characters that could
 * break the quoted string become `_`; `download` when no letter or digit is left. The extension is kept.
 */
function asciiFallback(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 && /^\.[A-Za-z0-9]{1,8}$/.test(fileName.slice(dot)) ? fileName.slice(dot) : '';
  const stem = ext ? fileName.slice(0, dot) : fileName;
  const ascii = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%;]/g, '_')
    .replace(/_+/g, '_')
    .trim();
  return `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'download'}${ext}`;
}

/**
 * `Content-Disposition` for a download (RFC 6266): the ASCII fallback, always quoted, and the real name as UTF-8
 * in `filename*` (RFC 8187, encoded by the `content-disposition` package), which every current browser prefers.
 * Both parameters are always sent, ASCII names included: the web client and DESIGN.md expect `filename*`.
 */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=${encodeExtended(fileName)}`;
}
