import { bodyDetail, bodyString } from '../../../lib/api-error-text.ts';

export const MY_POSTS_MESSAGES = {
  empty: '아직 만든 콘텐츠가 없어요.',
  failed: '목록을 불러오는 중 오류가 발생했어요.',
  detailFailed: '상세 정보를 불러오는 중 오류가 발생했어요.',
  deleteFailed: '삭제 중 오류가 발생했어요.',
} as const;

/** SPEC §9: previews of 80 (title) and 120 (content) characters. */
export const TITLE_PREVIEW = 80;
export const CONTENT_PREVIEW = 120;

/** The first `max` characters, with an ellipsis when something was cut. */
export function cut(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** SPEC §8: the string body, then the detail, then the fallback. */
export function myPostsErrorText(error: unknown, fallback: string): string {
  return bodyString(error) ?? bodyDetail(error) ?? fallback;
}
