/**
 * One definition of an active member for every admin screen: today (Seoul), a member who signed in or kept
 * their session going since midnight; now, a member whose requests reached the API in the last few minutes.
 */
export const ACTIVE_TODAY_LABEL = '오늘 활동한 회원';
export const ACTIVE_TODAY_MEANING = '오늘 로그인했거나 이용을 이어 간 회원';

export function activeNowLabel(windowMinutes: number): string {
  return `최근 ${windowMinutes}분 접속 회원`;
}
