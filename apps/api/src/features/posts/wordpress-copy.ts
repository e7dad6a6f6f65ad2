import { type FigureImage, htmlToBlocks } from './post-blocks.ts';

const EXCERPT_MAX = 150;

// Paragraphs that are the post's furniture: never its excerpt.
const NOT_AN_EXCERPT = ['disclosure', 'ai-note', 'experience-slot', 'post-tags'];

/**
 * What a published copy needs from the stored HTML: its images (for the site's media library), its tags and a
 * short excerpt, the first paragraph of the post's own text.
 */
export function readPublishable(html: string): { images: FigureImage[]; tags: string[]; excerpt: string } {
  const images: FigureImage[] = [];
  const tags: string[] = [];
  let excerpt = '';
  for (const block of htmlToBlocks(html)) {
    if (block.kind === 'figure') images.push(...block.images);
    if (block.kind !== 'paragraph') continue;
    const text = block.runs.map((run) => run.text).join('');
    // The tag line reads `#태그 #태그`: each tag runs from its `#` to the next.
    if (block.classes.includes('post-tags')) tags.push(...text.split('#').map((tag) => tag.trim()));
    else if (!excerpt && block.element === 'p' && !NOT_AN_EXCERPT.some((name) => block.classes.includes(name))) {
      const plain = text.replace(/\s+/g, ' ').trim();
      if (plain.length > 20) excerpt = plain;
    }
  }
  const short = excerpt.length > EXCERPT_MAX ? `${excerpt.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : excerpt;
  return { images, tags: tags.filter(Boolean), excerpt: short };
}
