import iconv from 'iconv-lite';

/**
 * Bytes of a fetched page or feed → text, by the charset the document declares. Korean sites still serve
 * EUC-KR/CP949 pages, sometimes under a wrong label, so a decoding that leaves many U+FFFD is tried once more
 * with the other common charset and, failing that, refused: a page is skipped rather than stored as mojibake.
 *
 * iconv-lite decodes, not `TextDecoder`: Node's ICU `euc-kr` is plain EUC-KR, which turns the CP949 (UHC)
 * syllables Korean pages use (똠, 햏, many names) into C1 control characters without an error.
 */

export type CharsetSource = 'bom' | 'header' | 'meta' | 'xml' | 'detected';

export interface DecodedDocument {
  text: string;
  /** The charset that decoded it, lower case (`utf-8`, `euc-kr`, …). */
  charset: string;
  from: CharsetSource;
}

export class CharsetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CharsetError';
  }
}

/** More U+FFFD than this share of the characters means the charset was wrong. */
const MAX_REPLACEMENT_SHARE = 0.001;
/** How far into the document a `<meta charset>` or XML declaration is looked for (the HTML standard says 1024). */
const PRESCAN_BYTES = 4096;

const SINGLE_BYTE_DEFAULTS = new Set(['iso-8859-1', 'latin1', 'windows-1252', 'us-ascii', 'ascii']);

/** Labels the Korean web uses for CP949, all decoded by the one CP949 table (a superset of EUC-KR). */
const KOREAN_LABELS = new Set([
  'euc-kr',
  'euckr',
  'cp949',
  'ms949',
  'uhc',
  'windows-949',
  'x-windows-949',
  'ks_c_5601-1987',
  'ks_c_5601-1989',
  'ksc5601',
  'ksc_5601',
  'korean',
  'csksc56011987',
  'iso-ir-149',
]);

/** A charset label as this module names it, or null when no decoder knows it. */
function normalizeLabel(raw: string | null | undefined): string | null {
  const label = raw
    ?.trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!label) return null;
  if (KOREAN_LABELS.has(label)) return 'euc-kr';
  if (label === 'utf8' || label === 'utf-8' || label === 'unicode-1-1-utf-8') return 'utf-8';
  return iconv.encodingExists(label) ? label : null;
}

export function charsetFromContentType(header: string | null | undefined): string | null {
  const match = header ? /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(header) : null;
  return match ? normalizeLabel(match[2]) : null;
}

function bomCharset(bytes: Buffer): { charset: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { charset: 'utf-8', length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { charset: 'utf-16be', length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { charset: 'utf-16le', length: 2 };
  return null;
}

/** `<meta charset="…">` or `<meta http-equiv="Content-Type" content="…; charset=…">` near the top. */
export function charsetFromHtmlMeta(bytes: Buffer): string | null {
  const head = bytes.subarray(0, PRESCAN_BYTES).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag);
    if (direct && !/http-equiv/i.test(tag)) return normalizeLabel(direct[1]);
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*(["'])([^"']*)\1/i.exec(tag);
      const charset = charsetFromContentType(content?.[2]);
      if (charset) return charset;
    }
  }
  return null;
}

/** `<?xml version="1.0" encoding="EUC-KR"?>`. */
export function charsetFromXmlDeclaration(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 200).toString('latin1');
  const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return match ? normalizeLabel(match[1]) : null;
}

function replacementShare(text: string): number {
  if (text.length === 0) return 0;
  let count = 0;
  for (let i = text.indexOf('\uFFFD'); i !== -1; i = text.indexOf('\uFFFD', i + 1)) count += 1;
  return count / text.length;
}

function decodeWith(bytes: Buffer, charset: string): string {
  return charset === 'utf-8' ? bytes.toString('utf8') : iconv.decode(bytes, charset);
}

/**
 * Decodes a document: BOM first (it cannot be wrong), then the HTTP header, then the document's own
 * declaration (`<meta>` for HTML, the XML declaration for feeds), then detection (valid UTF-8, else CP949).
 * Throws `CharsetError` when no candidate decodes cleanly.
 */
export function decodeDocument(bytes: Buffer, contentType: string | null, kind: 'html' | 'xml'): DecodedDocument {
  const bom = bomCharset(bytes);
  if (bom) return { text: decodeWith(bytes.subarray(bom.length), bom.charset), charset: bom.charset, from: 'bom' };

  const declared: { charset: string; from: CharsetSource }[] = [];
  const header = charsetFromContentType(contentType);
  if (header) declared.push({ charset: header, from: 'header' });
  const inDocument = kind === 'xml' ? charsetFromXmlDeclaration(bytes) : charsetFromHtmlMeta(bytes);
  if (inDocument) declared.push({ charset: inDocument, from: kind === 'xml' ? 'xml' : 'meta' });

  const nonAscii = bytes.some((byte) => byte >= 0x80);
  const tried = new Set<string>();
  for (const candidate of declared) {
    // Servers that label everything ISO-8859-1 by default would turn every Korean page into Latin mojibake
    // without a single U+FFFD: such a label on non-ASCII bytes is not trusted.
    if (tried.has(candidate.charset) || (nonAscii && SINGLE_BYTE_DEFAULTS.has(candidate.charset))) continue;
    tried.add(candidate.charset);
    const text = decodeWith(bytes, candidate.charset);
    if (replacementShare(text) <= MAX_REPLACEMENT_SHARE) return { text, ...candidate };
  }
  // No usable declaration, or the declared one leaves mojibake (a mislabelled page): the common charsets.
  for (const charset of ['utf-8', 'euc-kr']) {
    if (tried.has(charset)) continue;
    const text = decodeWith(bytes, charset);
    if (replacementShare(text) <= MAX_REPLACEMENT_SHARE) return { text, charset, from: 'detected' };
  }
  const first = declared[0];
  const label = first ? `${first.charset} (${first.from})` : 'no declared charset';
  throw new CharsetError(`undecodable text: ${label}, neither UTF-8 nor CP949 decodes it cleanly`);
}
