/** 바로 보기: the member's choice to see every post complete at once, remembered in this browser. */
const INSTANT_KEY = 'geulgam.instantView';

export function readInstantView(): boolean {
  try {
    return window.localStorage.getItem(INSTANT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeInstantView(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(INSTANT_KEY, '1');
    else window.localStorage.removeItem(INSTANT_KEY);
  } catch {
    // Not remembered: private mode or storage turned off.
  }
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
