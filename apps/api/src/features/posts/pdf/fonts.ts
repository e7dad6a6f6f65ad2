import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/** Pretendard (OFL-1.1) from the `pretendard` npm package: Hangul, Latin and the usual punctuation (no Hanja). */
export type FontWeight = 'regular' | 'semibold' | 'bold';

export const FONT_WEIGHTS: readonly FontWeight[] = ['regular', 'semibold', 'bold'];

const FILES: Record<FontWeight, string> = {
  regular: 'Pretendard-Regular.otf',
  semibold: 'Pretendard-SemiBold.otf',
  bold: 'Pretendard-Bold.otf',
};

let buffers: Record<FontWeight, Buffer> | null = null;
let parsed: Record<FontWeight, Font> | null = null;

/** The font files, read once per process (about 1.5 MB each; every PDF embeds only the glyphs it uses). */
export function fontBuffers(): Record<FontWeight, Buffer> {
  if (!buffers) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static');
    buffers = {
      regular: readFileSync(join(dir, FILES.regular)),
      semibold: readFileSync(join(dir, FILES.semibold)),
      bold: readFileSync(join(dir, FILES.bold)),
    };
  }
  return buffers;
}

/**
 * The fonts parsed once per process. Parsing the OpenType tables costs ~100 ms per document when pdfkit is given
 * the bytes; given a parsed font it only builds the document's own subset. A parsed font is not changed by
 * rendering (it only caches decoded tables and glyphs), so concurrent renders can share it.
 */
export function parsedFonts(): Record<FontWeight, Font> {
  if (!parsed) {
    const files = fontBuffers();
    const open = (weight: FontWeight): Font => {
      const font = create(files[weight]);
      if (!('layout' in font)) throw new Error(`${FILES[weight]} is a font collection, not a font`);
      return font;
    };
    parsed = { regular: open('regular'), semibold: open('semibold'), bold: open('bold') };
  }
  return parsed;
}
