import type { Config } from '../../config/env.ts';
import type { generatedPosts } from '../../db/schema.ts';
import { imageFetcherFor, type ImageFetcher } from '../../proxy/image-fetcher.ts';
import { contentDisposition, pdfFileName, renderPostPdf } from './pdf/post-pdf.ts';

/** The post's images are proxy URLs in its HTML; the PDF loads the originals they point at. */
function originalImageUrl(src: string): string {
  try {
    const url = new URL(src);
    return url.searchParams.get('url') ?? src;
  } catch {
    return src;
  }
}

export function createPdfExporter(config: Config, shared?: ImageFetcher) {
  const images = shared ?? imageFetcherFor(config);
  return {
    async render(post: typeof generatedPosts.$inferSelect) {
      const allowed = new Set([post.image1Url, post.image2Url, post.image3Url].filter((u): u is string => Boolean(u)));
      const body = await renderPostPdf({
        id: post.id,
        title: post.title,
        createdAt: post.createdAt,
        html: post.content,
        async loadImage(src) {
          const original = originalImageUrl(src);
          // Only the post's own images: the HTML cannot make the server fetch anything else.
          if (!allowed.has(original)) return null;
          try {
            return (await images.fetch(original)).body;
          } catch {
            return null;
          }
        },
      });
      return { body, disposition: contentDisposition(pdfFileName(post.title, post.id)) };
    },
  };
}
