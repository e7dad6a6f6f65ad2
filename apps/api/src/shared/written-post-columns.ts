import type { PostLength, PostQuality, Tone } from '@geulgam/contracts';
import type { PostProduct, PostSource } from '../db/schema.ts';

/** A post as a writer hands it back, before it is stored. */
export interface WrittenPost {
  title: string;
  content: string;
  images: readonly (string | null | undefined)[];
  products: PostProduct[];
  sources: PostSource[];
  tags: string[];
  titleOptions: string[];
  metaDescription: string;
  quality: PostQuality;
  tone: Tone;
  length: PostLength;
  provider: string;
}

/**
 * The `generated_posts` columns a written post fills, the same for a member's post and an admin's regeneration;
 * the caller adds whose it is, the keyword and the version or regeneration key.
 */
export function writtenPostColumns(post: WrittenPost) {
  return {
    title: post.title,
    content: post.content,
    image1Url: post.images[0] ?? null,
    image2Url: post.images[1] ?? null,
    image3Url: post.images[2] ?? null,
    products: post.products,
    sources: post.sources,
    tags: post.tags,
    titleOptions: post.titleOptions,
    metaDescription: post.metaDescription,
    quality: post.quality,
    tone: post.tone,
    length: post.length,
    provider: post.provider,
  };
}
