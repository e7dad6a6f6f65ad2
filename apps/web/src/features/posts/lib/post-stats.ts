/** SPEC §9: reading speed, in non-whitespace characters per minute. */
export const READING_CHARS_PER_MINUTE = 500;

export interface PostStats {
  readingMinutes: number;
  charsWithoutSpaces: number;
  charsWithSpaces: number;
  images: number;
  /** How far the reader has scrolled, 0–100. */
  progressPercent: number;
}

/**
 * The statistics alert's numbers: reading minutes are the non-whitespace
 * characters / 500, rounded up; "with spaces" counts the text with every run
 * of whitespace as one space.
 */
export function postStats(text: string, images: number, progress: number): PostStats {
  const charsWithoutSpaces = text.replace(/\s/g, '').length;
  const charsWithSpaces = text.replace(/\s+/g, ' ').trim().length;
  return {
    readingMinutes: Math.ceil(charsWithoutSpaces / READING_CHARS_PER_MINUTE),
    charsWithoutSpaces,
    charsWithSpaces,
    images,
    progressPercent: Math.round(Math.min(1, Math.max(0, progress)) * 100),
  };
}

/** Scroll progress of an element, 0–1 (1 when everything fits). */
export function scrollProgress(element: { scrollTop: number; scrollHeight: number; clientHeight: number }): number {
  const range = element.scrollHeight - element.clientHeight;
  return range <= 0 ? 1 : element.scrollTop / range;
}
