import { normalizeWhitespace } from '@geulgam/korean';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ArticleImage } from '../../db/schema.ts';
import { stripBylines } from './byline.ts';
import { MIN_BODY_CHARS } from './limits.ts';
import { readPageMeta, type NodeLike as ElementLike, type PageMeta } from './page-meta.ts';

export interface ExtractedArticle {
  /** Readability's guess at the title (from <title>). */
  title: string | null;
  /** Body paragraphs, bylines and credit lines removed. */
  paragraphs: string[];
  /** The paragraphs joined by blank lines. */
  body: string;
  images: ArticleImage[];
  meta: PageMeta;
}

const MAX_IMAGES = 6;

function absoluteHttpUrl(src: string | null, base: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The readable body (paragraphs joined by blank lines), images and metadata of an article page. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  const { document } = parseHTML(html);
  // Before Readability: it rewrites the document it reads.
  const meta = readPageMeta(document as unknown as ElementLike, pageUrl);
  const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null;
  // The serializer hands back the cleaned-up element itself: no HTML string to build and parse again.
  const readable = new Readability<ElementLike>(document as unknown as ConstructorParameters<typeof Readability>[0], {
    // Below this Readability retries with looser rules and takes the longest text, which pulls a short brief's
    // neighbours (comment notices, sidebars) into it.
    charThreshold: MIN_BODY_CHARS,
    serializer: (node) => node as unknown as ElementLike,
  }).parse();
  const content = readable?.content;
  if (!content) return { title: null, paragraphs: [], body: '', images: [], meta };

  const blocks = [...content.querySelectorAll('p, h2, h3, li, blockquote')]
    .filter((node) => !node.querySelector('p, li'))
    .map((node) => normalizeWhitespace(node.textContent ?? ''))
    .filter((paragraph) => paragraph.length > 0);
  const paragraphs = stripBylines(
    blocks.length > 0 ? blocks : normalizeWhitespace(readable.textContent ?? '').split(/\n{2,}/),
  );

  const images: ArticleImage[] = [];
  const seen = new Set<string>();
  const add = (src: string | null, alt: string | null) => {
    const url = absoluteHttpUrl(src, pageUrl);
    if (!url || seen.has(url) || images.length >= MAX_IMAGES) return;
    seen.add(url);
    images.push(alt ? { url, alt: normalizeWhitespace(alt) } : { url });
  };
  for (const img of content.querySelectorAll('img')) add(img.getAttribute('src'), img.getAttribute('alt'));
  add(ogImage, null);

  return {
    title: readable.title ? normalizeWhitespace(readable.title) : null,
    paragraphs,
    body: paragraphs.join('\n\n'),
    images,
    meta,
  };
}
