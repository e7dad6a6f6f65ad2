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

const number = new Intl.NumberFormat('ko-KR');

export function statsMessage(stats: PostStats): string {
  return [
    '📊 글 통계',
    '',
    `예상 읽기 시간: 약 ${number.format(stats.readingMinutes)}분`,
    `글자 수(공백 제외): ${number.format(stats.charsWithoutSpaces)}자`,
    `글자 수(공백 포함): ${number.format(stats.charsWithSpaces)}자`,
    `이미지: ${number.format(stats.images)}개`,
    `읽은 정도: ${stats.progressPercent}%`,
  ].join('\n');
}

/** Scroll progress of an element, 0–1 (1 when everything fits). */
export function scrollProgress(element: { scrollTop: number; scrollHeight: number; clientHeight: number }): number {
  const range = element.scrollHeight - element.clientHeight;
  return range <= 0 ? 1 : element.scrollTop / range;
}
