import { inflateSync } from 'node:zlib';

/**
 * Checks image bytes before they reach pdfkit, which embeds PNG and JPEG only. pdfkit decodes some PNGs (alpha,
 * interlaced) asynchronously and throws from a zlib callback on bad data — that would crash the process rather
 * than fail one render — so a PNG is walked and inflated here first, synchronously, inside a try.
 */

export type ImageKind = 'png' | 'jpeg';

/** Larger images are skipped: a news photo is far below this, a decompression bomb is not. */
const MAX_PIXELS = 40_000_000;
const MAX_BYTES = 20 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function imageKind(data: Uint8Array): ImageKind | null {
  if (PNG_SIGNATURE.every((byte, i) => data[i] === byte)) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** Bytes a non-interlaced PNG inflates to: one filter byte per row plus the packed pixels. */
function rawPngSize(width: number, height: number, bitDepth: number, channels: number): number {
  return height * (1 + Math.ceil((width * bitDepth * channels) / 8));
}

/** True when the PNG is structurally sound and its pixel data inflates to at least the size its header promises. */
export function isUsablePng(data: Buffer): boolean {
  if (imageKind(data) !== 'png' || data.length > MAX_BYTES) return false;
  let pos = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlaced: boolean } | null = null;
  let hasPalette = false;
  const idat: Buffer[] = [];
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const body = pos + 8;
    if (body + length + 4 > data.length) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      header = {
        width: data.readUInt32BE(body),
        height: data.readUInt32BE(body + 4),
        bitDepth: data[body + 8] ?? 0,
        colorType: data[body + 9] ?? -1,
        interlaced: data[body + 12] === 1,
      };
      if (data[body + 10] !== 0 || data[body + 11] !== 0 || (data[body + 12] ?? 2) > 1) return false;
    } else if (type === 'PLTE') {
      hasPalette = true;
    } else if (type === 'IDAT') {
      idat.push(data.subarray(body, body + length));
    } else if (type === 'IEND') {
      break;
    }
    pos = body + length + 4;
  }
  if (!header || idat.length === 0) return false;
  const channels = PNG_CHANNELS[header.colorType];
  const { width, height, bitDepth } = header;
  if (channels === undefined || ![1, 2, 4, 8, 16].includes(bitDepth)) return false;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return false;
  if (header.colorType === 3 && !hasPalette) return false;
  const expected = rawPngSize(width, height, bitDepth, channels);
  try {
    const raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected * 2 + 1024 });
    return header.interlaced ? raw.length > 0 : raw.length >= expected;
  } catch {
    return false;
  }
}

/** JPEG: pdfkit parses the header synchronously (and throws on a bad one); only the size is checked here. */
export function isUsableJpeg(data: Buffer): boolean {
  return imageKind(data) === 'jpeg' && data.length <= MAX_BYTES;
}

export function isUsableImageData(data: Buffer): boolean {
  const kind = imageKind(data);
  if (kind === 'png') return isUsablePng(data);
  if (kind === 'jpeg') return isUsableJpeg(data);
  return false;
}

export const IMAGE_LIMITS = { maxPixels: MAX_PIXELS, maxBytes: MAX_BYTES };
