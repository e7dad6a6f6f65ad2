import { isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument, Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Changes made while sanitizing, for copies of a post that leave the product (e.g. a WordPress site). */
export interface PostHtmlRewrite {
  /** A new `src` for each image (data URLs too when they are allowed). */
  imageSrc?: (src: string) => string;
  /** Elements with this class are left out with their content. */
  dropClass?: string;
  /** Leave out experience slots the member has not filled (their text is still the placeholder). */
  dropOpenSlots?: boolean;
  /** Keep `data:image/png|jpeg|webp|gif` images (a member's edit); other data URLs are removed. */
  allowDataImages?: boolean;
}

function isOpenSlot(frame: sanitizeHtml.IFrame): boolean {
  const text = frame.text.trim();
  return !text || text === (frame.attribs['data-placeholder'] ?? '').trim();
}

/** A copy of post HTML for leaving the product (exports, PDF, publishing): open experience slots removed. */
export function withoutOpenSlots(html: string): string {
  return sanitizePostHtml(html, { dropOpenSlots: true, allowDataImages: true });
}

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|webp|gif);base64,[a-z0-9+/=\s]+$/i;

/**
 * The one allowlist for stored post HTML: structure, emphasis, images, links.
 * No scripts, no event handlers, no inline styles; links and images only over http(s).
 */
export function sanitizePostHtml(html: string, rewrite: PostHtmlRewrite = {}): string {
  const allowDataImages = rewrite.allowDataImages === true;
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'blockquote',
      'strong',
      'em',
      'b',
      'i',
      'u',
      's',
      'a',
      'figure',
      'figcaption',
      'img',
      'section',
      'div',
      'span',
      'small',
      'aside',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      aside: ['aria-label'],
      p: ['data-slot', 'data-placeholder'],
      '*': ['class'],
    },
    allowedClasses: {
      '*': ['post-*', 'tag', 'disclosure', 'product*', 'source*', 'ai-note', 'experience-slot'],
    },
    allowedSchemes: ['http', 'https'],
    // A member's own picture in an edited post travels as a raster data URL (never SVG, which can script).
    allowedSchemesByTag: { img: ['http', 'https', ...(allowDataImages ? ['data'] : [])] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      img: (tagName: string, attribs: sanitizeHtml.Attributes) => {
        const src = attribs.src;
        if (src?.trim().toLowerCase().startsWith('data:') && !RASTER_DATA_URL.test(src.trim())) {
          return { tagName, attribs: { ...attribs, src: '' } };
        }
        return {
          tagName,
          attribs:
            src && rewrite.imageSrc && (allowDataImages || !src.trim().toLowerCase().startsWith('data:'))
              ? { ...attribs, src: rewrite.imageSrc(src) }
              : attribs,
        };
      },
    },
    ...((rewrite.dropClass || rewrite.dropOpenSlots) && {
      exclusiveFilter: (frame: sanitizeHtml.IFrame) => {
        const classes = (frame.attribs.class ?? '').split(/\s+/);
        if (rewrite.dropClass && classes.includes(rewrite.dropClass)) return true;
        return rewrite.dropOpenSlots === true && classes.includes('experience-slot') && isOpenSlot(frame);
      },
    }),
    disallowedTagsMode: 'discard',
  });
}

/** The class of an experience slot: a place the member fills with their own experience or photo. */
export const EXPERIENCE_SLOT_CLASS = 'experience-slot';

/** Open experience slots in post HTML: the element's text is empty or still its placeholder. */
export function countOpenSlots(html: string): number {
  let open = 0;
  // An explicit stack, not recursion: stored HTML must never be able to overflow the call stack.
  const pending: ChildNode[] = [...parseDocument(html).children];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'p' && (node.attribs.class ?? '').split(/\s+/).includes(EXPERIENCE_SLOT_CLASS)) {
      const text = textOf(node).trim();
      if (!text || text === (node.attribs['data-placeholder'] ?? '').trim()) open += 1;
    } else pending.push(...node.children);
  }
  return open;
}

/** The text under a node, in document order, without recursion. */
function textOf(root: ChildNode): string {
  const parts: string[] = [];
  const pending: ChildNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isText(node)) parts.push(node.data);
    else if (isTag(node)) for (let i = node.children.length - 1; i >= 0; i -= 1) pending.push(node.children[i]!);
  }
  return parts.join('');
}

const TOO_DEEP = Symbol('too deep');

/**
 * Whether elements in `html` nest deeper than `limit`, as the parser opens and closes them (implied closes included).
 * Counted on the parser's events, not on a tree, and given up as soon as the limit is passed: the parser's own
 * stack costs time in proportion to its depth at every tag, so deep markup must be refused before it grows.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > limit) throw TOO_DEEP;
    },
    onclosetag() {
      depth -= 1;
    },
  });
  try {
    parser.end(html);
    return false;
  } catch (error) {
    if (error === TOO_DEEP) return true;
    throw error;
  }
}
