import type { ArticleImage, PostProduct, PostSource } from '../../db/schema.ts';
import { escapeHtml, sanitizePostHtml } from '../../shared/html.ts';
import type { WriterDraft } from './providers/provider.ts';

export const PARTNER_DISCLOSURE =
  '이 포스팅은 제휴 마케팅 활동의 일환으로, 판매 발생 시 일정액의 수수료를 받을 수 있어요.';

export interface RenderInput {
  draft: WriterDraft;
  /** Already proxied image URLs with alt text. */
  images: ArticleImage[];
  products: PostProduct[];
  sources: PostSource[];
}

const won = new Intl.NumberFormat('ko-KR');

function figure(image: ArticleImage | undefined): string {
  if (!image) return '';
  const alt = escapeHtml(image.alt ?? '기사 이미지');
  return `<figure class="post-figure"><img src="${escapeHtml(image.url)}" alt="${alt}" loading="lazy"><figcaption>${alt}</figcaption></figure>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The post's HTML from a draft. Every provider text is escaped; the only links are our
 * product and source links. The result still goes through the allowlist sanitizer.
 */
export function renderPostHtml({ draft, images, products, sources }: RenderInput): string {
  const parts: string[] = [];
  parts.push(paragraph(draft.intro));
  parts.push(figure(images[0]));
  parts.push('<h2>뉴스 요약</h2>');
  parts.push(`<ul class="post-summary">${draft.summary.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
  draft.sections.forEach((section, index) => {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    parts.push(...section.paragraphs.map(paragraph));
    if (index === 1) parts.push(figure(images[1]));
    if (index === 3) parts.push(figure(images[2]));
  });
  if (draft.sections.length < 4) parts.push(figure(images[2]));
  if (products.length > 0) {
    parts.push('<h2>함께 보면 좋은 상품</h2>');
    parts.push(
      `<ul class="products">${products
        .map((p) => {
          const price = p.price ? ` · ${won.format(p.price)}원` : '';
          const mall = p.mall ? ` (${escapeHtml(p.mall)})` : '';
          return `<li class="product"><a href="${escapeHtml(p.url)}">${escapeHtml(p.name)}</a>${mall}${price}</li>`;
        })
        .join('')}</ul>`,
    );
    parts.push(`<p class="disclosure"><small>${escapeHtml(PARTNER_DISCLOSURE)}</small></p>`);
  }
  parts.push(paragraph(draft.closing));
  parts.push('<h3>출처</h3>');
  parts.push(
    `<ul class="sources">${sources
      .map(
        (s) =>
          `<li class="source"><a href="${escapeHtml(s.url)}">${escapeHtml(s.title)}</a> · ${escapeHtml(s.outlet)}</li>`,
      )
      .join('')}</ul>`,
  );
  if (draft.tags.length > 0) {
    parts.push(
      `<p class="post-tags">${draft.tags.map((t) => `<span class="tag">#${escapeHtml(t.replace(/\s+/g, ''))}</span>`).join(' ')}</p>`,
    );
  }
  return sanitizePostHtml(parts.filter(Boolean).join('\n'));
}
