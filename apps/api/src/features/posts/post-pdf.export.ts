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

/**
 * Renders a small throwaway PDF so the fonts' tables are parsed and decoded before the first
 * member asks for a PDF: that one-time work (tens of megabytes, a few hundred milliseconds) then
 * happens at startup instead of inside someone's download. `server.ts` calls it after listening.
 */
export async function warmUpPdfExport(): Promise<void> {
  const sample = '오늘의 뉴스로 블로그 글을 한 번에 완성해요. 가나다라마바사 아자차카타파하 0123456789 ABC abc';
  await renderPostPdf({
    id: 0,
    title: sample,
    createdAt: new Date(),
    html: `<h2>${sample}</h2><p>${sample} <strong>${sample}</strong></p><ul><li>${sample}</li></ul>`,
    loadImage: async () => null,
  });
}
