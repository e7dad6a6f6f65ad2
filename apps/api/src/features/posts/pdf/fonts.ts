import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/** Pretendard (OFL-1.1) from the `pretendard` npm package: Hangul, Latin and the usual punctuation (no Hanja). */
export type FontWeight = 'regular' | 'semibold' | 'bold';

export const FONT_WEIGHTS: readonly FontWeight[] = ['regular', 'semibold', 'bold'];

/**
 * The TrueType cut of each weight (`alternative/*.ttf`: the same design and metrics as the CFF `.otf`). Every PDF
 * embeds a subset of the glyphs it uses, and fontkit subsets glyf outlines by copying them, where a CFF subset
 * re-encodes the charstrings and their subroutines: with the `.otf` files that was half of a render's CPU and most of
 * its garbage (ADR 071). The files are larger (~2.7 MB each, read once per render thread); the PDFs are smaller.
 */
const FILES: Record<FontWeight, string> = {
  regular: 'alternative/Pretendard-Regular.ttf',
  semibold: 'alternative/Pretendard-SemiBold.ttf',
  bold: 'alternative/Pretendard-Bold.ttf',
};

let buffers: Record<FontWeight, Buffer> | null = null;
let parsed: Record<FontWeight, Font> | null = null;

/** The font files, read once per process (about 2.7 MB each; every PDF embeds only the glyphs it uses). */
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

/** Words laid out and kept per weight, across documents (two generations of half this many each). */
const LAYOUT_CACHE_ENTRIES = 8_000;

/**
 * A store for pdfkit's per-font `layoutCache` (the shaped glyphs and advances of each word, which pdfkit looks up by
 * the word's text) that lives across documents and stays bounded. pdfkit keeps one per document, so every render
 * shaped each word again through fontkit's OpenType lookups, most of a render's time; the same words recur from post
 * to post. A run depends only on the parsed font and the text (pdfkit caches only runs laid out without features),
 * and once stored it is only read. Reads and writes keep the recent half; when it fills, the older half goes.
 */
function boundedLayoutStore(): Record<string, unknown> {
  let recent = new Map<string, unknown>();
  let older = new Map<string, unknown>();
  const keep = (key: string, value: unknown) => {
    if (recent.size >= LAYOUT_CACHE_ENTRIES / 2) {
      older = recent;
      recent = new Map();
    }
    recent.set(key, value);
  };
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const found = recent.get(key);
      if (found !== undefined) return found;
      const old = older.get(key);
      if (old !== undefined) keep(key, old);
      return old;
    },
    set(_target, key, value) {
      if (typeof key === 'string') keep(key, value);
      return true;
    },
  });
}

let layoutStores: Record<FontWeight, Record<string, unknown>> | null = null;

/** The layout store of a weight, shared by every document this thread renders (see boundedLayoutStore). */
export function sharedLayoutStore(weight: FontWeight): Record<string, unknown> {
  layoutStores ??= {
    regular: boundedLayoutStore(),
    semibold: boundedLayoutStore(),
    bold: boundedLayoutStore(),
  };
  return layoutStores[weight];
}
