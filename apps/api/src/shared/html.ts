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
  /** A new `src` for each image. */
  imageSrc?: (src: string) => string;
  /** Elements with this class are left out with their content. */
  dropClass?: string;
}

/**
 * The one allowlist for stored post HTML: structure, emphasis, images, links.
 * No scripts, no event handlers, no inline styles; links and images only over http(s).
 */
export function sanitizePostHtml(html: string, rewrite: PostHtmlRewrite = {}): string {
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
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['class'],
    },
    allowedClasses: { '*': ['post-*', 'tag', 'disclosure', 'product*', 'source*'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      ...(rewrite.imageSrc && {
        img: (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: attribs.src ? { ...attribs, src: rewrite.imageSrc!(attribs.src) } : attribs,
        }),
      }),
    },
    ...(rewrite.dropClass && {
      exclusiveFilter: (frame: sanitizeHtml.IFrame) =>
        (frame.attribs.class ?? '').split(/\s+/).includes(rewrite.dropClass!),
    }),
    disallowedTagsMode: 'discard',
  });
}
