import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { normalizeWhitespace } from '../../shared/korean-text.ts';
import type { ArticleImage } from '../../db/schema.ts';

export interface ExtractedArticle {
  title: string | null;
  body: string;
  images: ArticleImage[];
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

/** The readable body (paragraphs joined by blank lines) and images of an article page. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  const { document } = parseHTML(html);
  const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null;
  const readable = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 200,
  }).parse();
  if (!readable?.content) return { title: null, body: '', images: [] };

  const { document: content } = parseHTML(`<!doctype html><html><body>${readable.content}</body></html>`);
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
