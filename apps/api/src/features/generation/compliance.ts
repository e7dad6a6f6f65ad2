import type { Tone } from '@geulgam/contracts';

/*
 * The fixed blocks every post carries whatever wrote it (DESIGN §5.6). The affiliate disclosure
 * follows the 공정위 추천·보증 심사지침 in force since 2024-12-01: the first block of the post, set
 * apart from the body, in unconditional words. It is a statement of fact, so it stays formal in
 * every tone.
 */
export const PARTNER_DISCLOSURE = '이 포스팅은 제휴 마케팅 활동의 일환으로, 이에 따른 일정액의 수수료를 제공받습니다.';
/** The sentence Coupang Partners asks its partners to publish, word for word. */
export const COUPANG_DISCLOSURE =
  '이 포스팅은 쿠팡 파트너스 활동의 일환으로, 이에 따른 일정액의 수수료를 제공받습니다.';

export function partnerDisclosures(shopping: string): string[] {
  return shopping === 'coupang' ? [PARTNER_DISCLOSURE, COUPANG_DISCLOSURE] : [PARTNER_DISCLOSURE];
}

/** Naver asks bloggers to say when AI helped write a post; the line speaks in the post's tone. */
export const AI_USE_LINE: Record<Tone, string> = {
  haeyo: '이 글은 AI의 도움을 받아 뉴스 기사를 바탕으로 작성했어요.',
  hamnida: '이 글은 AI의 도움을 받아 뉴스 기사를 바탕으로 작성했습니다.',
  banmal: '이 글은 AI의 도움을 받아 뉴스 기사를 바탕으로 작성했어.',
};

/**
 * Places the member fills with their own experience or photo, in the post's tone like every line we add.
 * The text is addressed to the member (not to readers): the editor highlights a slot while its text is
 * still the placeholder, and copy, exports and publishing leave such open slots out.
 */
export const EXPERIENCE_SLOTS: Record<Tone, readonly [string, string]> = {
  haeyo: [
    '✍️ 나의 경험 한 줄: 이 소식과 관련해 직접 겪은 일이나 느낀 점을 적어 주세요.',
    '📷 내 사진 한 장: 직접 찍은 사진이나 내가 고른 이미지를 여기에 넣어 주세요.',
  ],
  hamnida: [
    '✍️ 나의 경험 한 줄: 이 소식과 관련해 직접 겪은 일이나 느낀 점을 적어 주십시오.',
    '📷 내 사진 한 장: 직접 찍은 사진이나 고른 이미지를 여기에 넣어 주십시오.',
  ],
  banmal: [
    '✍️ 나의 경험 한 줄: 이 소식과 관련해 직접 겪은 일이나 느낀 점을 적어 줘.',
    '📷 내 사진 한 장: 직접 찍은 사진이나 고른 이미지를 여기에 넣어 줘.',
  ],
};
