/**
 * Model answers as plain text: every field a writer provider returns goes through `sanitizeText`,
 * so no markup, link, URL, e-mail address or invisible character survives.
 */

/** Caps applied to the model's answer. */
export const DRAFT_LIMITS = {
  title: 80,
  heading: 60,
  paragraph: 1_200,
  tag: 20,
  summaryMax: 5,
  tagsMin: 5,
  tagsMax: 10,
  sectionsMax: 12,
  paragraphsPerSectionMax: 10,
  titleOptions: 3,
  metaDescriptionMin: 50,
  metaDescription: 160,
  note: 200,
  notesMax: 3,
} as const;

/** Cuts to at most `max` characters, preferring a sentence end or a space near the end. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let cut = text.slice(0, max);
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  let sentenceEnd = -1;
  for (const match of cut.matchAll(/[.!?。](?=\s)/g)) sentenceEnd = match.index + 1;
  if (sentenceEnd >= max * 0.6) return cut.slice(0, sentenceEnd);
  const space = cut.search(/\s\S*$/);
  if (space >= max * 0.8) return cut.slice(0, space).trimEnd();
  return cut.trimEnd();
}

/**
 * Control, zero-width, bidi-override and other invisible characters (soft hyphen, variation
 * selectors, Hangul fillers, tag characters): removed from prompts and answers alike.
 */
export const INVISIBLE_CHARS =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u00AD\u034F\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}]/gu;

// File-type suffixes that look like top-level domains in ordinary text (Node.js, report.pdf).
const NOT_TLDS =
  'js|mjs|cjs|ts|jsx|tsx|py|rb|java|kt|go|rs|php|md|txt|json|ya?ml|xml|csv|exe|dll|jpe?g|png|gif|webp|svg|pdf|hwp|docx?|xlsx?|pptx?';
const SCHEME_URL = /\b[a-z][a-z0-9+.-]*:\/\/[!-~]*/gi;
const SCRIPT_SCHEME = /\b(?:javascript|vbscript):[!-~]*|\bdata:[a-z]+\/[!-~]*/gi;
const WWW_URL = /\bwww\.[!-~]*/gi;
const EMAIL = /[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/gi;
const BARE_DOMAIN = new RegExp(
  `\\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?!(?:${NOT_TLDS})\\b)[a-z]{2,24}\\b(?::\\d{1,5})?(?:/[!-~]*)?`,
  'gi',
);
// Inline formatting tags vanish without a trace ("<b>무슨 일</b>이" → "무슨 일이"); other tags become a space.
const INLINE_TAG = /<\/?(?:a|b|i|u|s|em|strong|span|mark|small|sub|sup|code|abbr|font)\b[^<>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/**
 * Plain text only: no HTML tags (script/style content included; an unclosed one hides the rest of
 * the text), no markdown links or images,
 * no URLs, `www.` hosts, bare domains or e-mail addresses, no markdown emphasis, no invisible or
 * bidi-control characters; whitespace collapsed and trimmed.
 */
export function sanitizeText(value: string): string {
  let text = decodeEntities(decodeEntities(value.normalize('NFC').replace(INVISIBLE_CHARS, '')));
  text = text
    .replace(/<(script|style|iframe|object|embed|noscript|template|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<\/?[a-z!?][^<>]*(?:>|$)/gi, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)?/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)?/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(EMAIL, ' ')
    .replace(SCHEME_URL, ' ')
    .replace(SCRIPT_SCHEME, ' ')
    .replace(WWW_URL, ' ')
    .replace(BARE_DOMAIN, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+•]\s+/gm, '')
    .replace(/\*\*|__|~~|`+/g, '')
    .replace(/\(\s*\)|\[\s*\]|（\s*）/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?])/g, '$1');
  return text.trim();
}

/**
 * Text in the form used to spot repeated instructions: compatibility-normalized (full-width
 * letters become ASCII), lower-case, without whitespace or invisible characters.
 */
export function comparableText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE_CHARS, '').replace(/\s+/g, '').toLowerCase();
}
