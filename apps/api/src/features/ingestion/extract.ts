import { normalizeWhitespace } from '@geulgam/korean';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ArticleImage } from '../../db/schema.ts';

export interface ExtractedArticle {
  title: string | null;
  body: string;
  images: ArticleImage[];
}

const MAX_IMAGES = 6;

/** The parts of a linkedom element this module reads (the API has no DOM typings). */
interface ElementLike {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): ElementLike | null;
  querySelectorAll(selector: string): Iterable<ElementLike>;
}

function absoluteHttpUrl(src: string | null, base: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The readable body (paragraphs joined by blank lines) and images of an article page. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  const { document } = parseHTML(html);
  const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null;
  // The serializer hands back the cleaned-up element itself: no HTML string to build and parse again.
  const readable = new Readability<ElementLike>(document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 200,
    serializer: (node) => node as unknown as ElementLike,
  }).parse();
  const content = readable?.content;
  if (!content) return { title: null, body: '', images: [] };

  const blocks = [...content.querySelectorAll('p, h2, h3, li, blockquote')]
    .filter((node) => !node.querySelector('p, li'))
    .map((node) => normalizeWhitespace(node.textContent ?? ''))
    .filter((paragraph) => paragraph.length > 0);
  const body = blocks.length > 0 ? blocks.join('\n\n') : normalizeWhitespace(readable.textContent ?? '');

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

  return { title: readable.title ? normalizeWhitespace(readable.title) : null, body, images };
}
