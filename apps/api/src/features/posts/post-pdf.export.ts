import type { Config } from '../../config/env.ts';
import type { generatedPosts } from '../../db/schema.ts';
import { imageFetcherFor, type ImageFetcher } from '../../proxy/image-fetcher.ts';
import { pdfRenderer } from './pdf/pdf-renderer.ts';
import { contentDisposition, pdfFileName } from './download-name.ts';

export function createPdfExporter(config: Config, shared?: ImageFetcher) {
  const images = shared ?? imageFetcherFor(config);
  return {
    async render(post: typeof generatedPosts.$inferSelect) {
      // The post's own images, fetched here (through the shared cache) and handed to the render thread.
      const urls = [post.image1Url, post.image2Url, post.image3Url].filter((url): url is string => Boolean(url));
      const loaded = await Promise.all(
        [...new Set(urls)].map(async (url): Promise<[string, Uint8Array] | null> => {
          try {
            return [url, (await images.fetch(url)).body];
          } catch {
            return null;
          }
        }),
      );
      const body = await pdfRenderer.render(
        { id: post.id, title: post.title, createdAt: post.createdAt.toISOString(), html: post.content },
        loaded.filter((entry): entry is [string, Uint8Array] => entry !== null),
      );
      return { body, disposition: contentDisposition(pdfFileName(post.title, post.id)) };
    },
  };
}

/**
 * Renders a small throwaway PDF in the render thread so it starts and parses and decodes the fonts
 * before the first member asks for a PDF: that one-time work (tens of megabytes, a few hundred
 * milliseconds) then happens at startup instead of inside someone's download. `server.ts` calls it
 * after listening.
 */
export async function warmUpPdfExport(): Promise<void> {
  const sample = '오늘의 뉴스로 블로그 글을 한 번에 완성해요. 가나다라마바사 아자차카타파하 0123456789 ABC abc';
  await pdfRenderer.render(
    {
      id: 0,
      title: sample,
      createdAt: new Date().toISOString(),
      html: `<h2>${sample}</h2><p>${sample} <strong>${sample}</strong></p><ul><li>${sample}</li></ul>`,
    },
    [],
  );
}
