import { POST_CONTENT_MAX_BYTES, POST_CONTENT_MAX_DEPTH } from '@geulgam/contracts';
import { AppError, BadRequestError } from './errors.ts';
import { nestsDeeperThan, sanitizePostHtml } from './html.ts';

const TOO_LARGE = `본문이 너무 길어요. ${POST_CONTENT_MAX_BYTES / 1024}KB 이하로 줄여 주세요.`;

/**
 * A member's own post HTML, made safe to store: bounded before any work is done on it, sanitized like generated
 * HTML, and bounded again after (sanitizing adds `rel`/`target` to every link and closes what was left open, so
 * the stored copy can be larger than what was sent). Everything later — reads, exports, PDF, video script,
 * publishing — walks this HTML, so its size and depth bound their cost.
 */
export function sanitizeMemberPostHtml(html: string): string {
  if (Buffer.byteLength(html) > POST_CONTENT_MAX_BYTES) throw new AppError(413, 'payload_too_large', TOO_LARGE);
  if (nestsDeeperThan(html, POST_CONTENT_MAX_DEPTH)) {
    throw new BadRequestError(
      `본문의 태그가 너무 깊이 겹쳐 있어요. ${POST_CONTENT_MAX_DEPTH}단계 이하로 정리해 주세요.`,
    );
  }
  const clean = sanitizePostHtml(html, { allowDataImages: true });
  if (Buffer.byteLength(clean) > POST_CONTENT_MAX_BYTES) throw new AppError(413, 'payload_too_large', TOO_LARGE);
  return clean;
}
