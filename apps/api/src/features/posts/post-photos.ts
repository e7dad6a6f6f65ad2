import { strToU8, zipSync, type Zippable } from 'fflate';
import { htmlToBlocks } from './post-blocks.ts';
import { type OwnImage, type PostImageSources, rasterType } from './post-images.ts';

/** Pictures one zip holds at most: a generated post has three, a member adds a few of their own. */
export const MAX_ZIPPED_PHOTOS = 20;
/** Bytes of pictures one zip holds at most (each fetched picture is itself at most 8 MiB). */
export const MAX_ZIPPED_BYTES = 32 * 1024 * 1024;

export interface PhotoPost extends PostImageSources {
  title: string;
  content: string;
}

interface Figure {
  alt: string;
  caption: string;
  src: string;
}

function figures(html: string): Figure[] {
  const found: Figure[] = [];
  for (const block of htmlToBlocks(html)) {
    if (block.kind !== 'figure') continue;
    const caption = block.caption
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    for (const image of block.images) {
      const alt = image.alt.trim();
      // A generated caption repeats the description before its credit: the credit is what is left.
      const credit = alt && caption.startsWith(alt) ? caption.slice(alt.length).trim() : caption;
      found.push({ alt, caption: credit, src: image.src });
    }
  }
  return found;
}

/**
 * A zip of the post's own pictures (raster only, as their first bytes say) and `credits.txt`, which names each
 * file with its description, its credit line (the figure's caption) and where it came from. Pictures that are
 * the member's links, could not be read or pass the bounds are named in the credits and left out. Null when the
 * post has no picture to give.
 */
export async function zipPostPhotos(
  post: PhotoPost,
  own: (post: PostImageSources, src: string) => OwnImage | null,
): Promise<Uint8Array | null> {
  const files: Zippable = {};
  const credits: string[] = [`「${post.title}」에 쓴 사진이에요.`, '블로그에 올릴 때 출처를 함께 적어 주세요.', ''];
  const left: string[] = [];
  const seen = new Set<string>();
  let count = 0;
  let bytes = 0;
  for (const figure of figures(post.content)) {
    const image = own(post, figure.src);
    const label = figure.alt || figure.caption || '사진';
    if (!image) {
      left.push(`- ${label}: 글에 링크로만 들어 있어 내려받지 않았어요 (${figure.src.slice(0, 200)})`);
      continue;
    }
    if (seen.has(image.key)) continue;
    seen.add(image.key);
    if (count >= MAX_ZIPPED_PHOTOS) {
      left.push(`- ${label}: 사진은 한 번에 ${MAX_ZIPPED_PHOTOS}장까지 담아요`);
      continue;
    }
    let body: Buffer;
    try {
      body = await image.load();
    } catch {
      left.push(`- ${label}: 사진을 불러오지 못했어요`);
      continue;
    }
    const type = rasterType(body);
    if (!type) {
      left.push(`- ${label}: 사진 파일(PNG, JPEG, GIF, WebP)이 아니에요`);
      continue;
    }
    if (bytes + body.length > MAX_ZIPPED_BYTES) {
      left.push(`- ${label}: 한 번에 담을 수 있는 크기를 넘었어요`);
      continue;
    }
    count += 1;
    bytes += body.length;
    const name = `${String(count).padStart(2, '0')}.${type.extension}`;
    // Pictures are compressed already: stored as they are.
    files[name] = [new Uint8Array(body.buffer, body.byteOffset, body.length), { level: 0 }];
    credits.push(name);
    if (figure.alt) credits.push(`  설명: ${figure.alt}`);
    credits.push(`  출처: ${figure.caption || (image.source ? '캡션 없음' : '직접 넣은 사진')}`);
    if (image.source) credits.push(`  원본 주소: ${image.source}`);
    credits.push('');
  }
  if (count === 0) return null;
  if (left.length > 0) credits.push('담지 않은 그림', ...left, '');
  files['credits.txt'] = strToU8(credits.join('\r\n'));
  return zipSync(files);
}
