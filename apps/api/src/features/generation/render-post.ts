import type { Tone } from '@geulgam/contracts';
import type { ArticleImage, PostProduct, PostSource } from '../../db/schema.ts';
import { escapeHtml, EXPERIENCE_SLOT_CLASS, sanitizePostHtml } from '../../shared/html.ts';
import { AI_USE_LINE, EXPERIENCE_SLOTS } from './compliance.ts';
import type { WriterDraft } from './providers/provider.ts';
import { createRandom } from './random.ts';

/** An image as a post shows it: already proxied, with alt text and whose picture it is. */
export interface PostImage extends ArticleImage {
  /** 사진: … — the outlet or site the picture comes from. */
  credit: string;
}

export interface RenderInput {
  draft: WriterDraft;
  tone: Tone;
  /** Seeds the few wording choices the page itself makes (the summary's heading). */
  seed: string;
  images: PostImage[];
  products: PostProduct[];
  sources: PostSource[];
  /** The affiliate statements to open the post with when products are linked (compliance.ts). */
  disclosures: string[];
}

const SUMMARY_HEADINGS = [
  '한눈에 보는 요약',
  '먼저 핵심부터',
  '짧게 정리하면',
  '핵심 요약',
  '요점만 모아 보면',
  '세 줄로 보는 소식',
];

const won = new Intl.NumberFormat('ko-KR');

function figure(image: PostImage | undefined): string {
  if (!image) return '';
  const alt = image.alt?.trim() || '기사 이미지';
  return `<figure class="post-figure"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(alt)}" loading="lazy"><figcaption>${escapeHtml(alt)} <span class="post-credit">사진: ${escapeHtml(image.credit)}</span></figcaption></figure>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function slot(index: 0 | 1, tone: Tone): string {
  const text = escapeHtml(EXPERIENCE_SLOTS[tone][index]);
  return `<p class="${EXPERIENCE_SLOT_CLASS}" data-slot="${index + 1}" data-placeholder="${text}">${text}</p>`;
}

/**
 * The post's HTML from a draft. Every provider text is escaped; the only links are our product and
 * source links. Order: the affiliate disclosure (first, set apart, when products are linked), the
 * AI-use line, the intro, the summary, the sections with images and experience slots, products,
 * the closing, sources and tags. The result still goes through the allowlist sanitizer.
 */
export function renderPostHtml({ draft, tone, seed, images, products, sources, disclosures }: RenderInput): string {
  const parts: string[] = [];
  if (products.length > 0) {
    parts.push(
      `<aside class="disclosure" aria-label="광고 표시"><p><strong>광고</strong> ${disclosures.map(escapeHtml).join(' ')}</p></aside>`,
    );
  }
  parts.push(`<p class="ai-note"><small>${escapeHtml(AI_USE_LINE[tone])}</small></p>`);
  parts.push(paragraph(draft.intro));
  parts.push(figure(images[0]));
  if (draft.summary.length > 0) {
    parts.push(`<h2>${escapeHtml(createRandom(seed).fork('summary-heading').pick(SUMMARY_HEADINGS))}</h2>`);
    parts.push(`<ul class="post-summary">${draft.summary.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
  }
  const sections = draft.sections.filter((section) => section.paragraphs.length > 0);
  const secondImageAfter = Math.min(1, sections.length - 1);
  const thirdImageAfter = Math.max(secondImageAfter + 1, sections.length - 2);
  sections.forEach((section, index) => {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    parts.push(...section.paragraphs.map(paragraph));
    if (index === 0) parts.push(slot(0, tone));
    if (index === secondImageAfter) parts.push(figure(images[1]));
    else if (index === thirdImageAfter) parts.push(figure(images[2]));
  });
  if (sections.length === 0) parts.push(slot(0, tone));
  if (sections.length <= 2) parts.push(figure(images[sections.length === 0 ? 1 : 2]));
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
  }
  parts.push(slot(1, tone));
  parts.push(paragraph(draft.closing));
  // A post written only from pasted text (ADR 038) has no address to cite: no empty sources block.
  if (sources.length > 0) {
    parts.push('<h3>출처</h3>');
    parts.push(
      `<ul class="sources">${sources
        .map(
          (s) =>
            `<li class="source"><a href="${escapeHtml(s.url)}">${escapeHtml(s.title)}</a> · ${escapeHtml(s.outlet)}</li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (draft.tags.length > 0) {
    parts.push(
      `<p class="post-tags">${draft.tags.map((t) => `<span class="tag">#${escapeHtml(t.replace(/\s+/g, ''))}</span>`).join(' ')}</p>`,
    );
  }
  return sanitizePostHtml(parts.filter(Boolean).join('\n'));
}
