import { UserRound } from 'lucide-react';
import type { SVGProps } from 'react';
import { cn } from '../../lib/cn.ts';
import styles from './provider-mark.module.css';

/** The Kakao symbol: a speech bubble. */
export function KakaoSymbol(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M12 3.25c-5.25 0-9.5 3.36-9.5 7.5 0 2.66 1.76 5 4.4 6.33l-.9 3.3c-.08.3.26.55.52.37l3.93-2.6c.5.06 1.02.1 1.55.1 5.25 0 9.5-3.36 9.5-7.5S17.25 3.25 12 3.25Z" />
    </svg>
  );
}

/** The Naver mark: a bold N. */
export function NaverSymbol(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M15.6 4v8.3L8.9 4H4v16h4.4v-8.3l6.7 8.3H20V4h-4.4Z" />
    </svg>
  );
}

function GoogleSymbol(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" stroke="#4285f4" strokeWidth="3" strokeLinecap="round" />
      <path d="M12.5 12h7" stroke="#4285f4" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function FacebookSymbol(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.87.25-1.46 1.5-1.46h1.6V4.35c-.28-.04-1.23-.12-2.33-.12-2.3 0-3.88 1.4-3.88 3.98v2.2H7.7v3h2.6V21h3.1Z" />
    </svg>
  );
}

const PROVIDERS = {
  kakao: { label: '카카오', Symbol: KakaoSymbol },
  naver: { label: '네이버', Symbol: NaverSymbol },
  google: { label: '구글', Symbol: GoogleSymbol },
  facebook: { label: '페이스북', Symbol: FacebookSymbol },
} as const;

type KnownProvider = keyof typeof PROVIDERS;

function isKnown(provider: string): provider is KnownProvider {
  return Object.hasOwn(PROVIDERS, provider);
}

/** The provider's Korean name; an unknown provider keeps its own name (or 기타 when empty). */
export function providerLabel(provider: string | null | undefined): string {
  const key = (provider ?? '').toLowerCase();
  if (isKnown(key)) return PROVIDERS[key].label;
  return provider?.trim() ? provider : '기타';
}

/**
 * A small badge with the login provider's symbol in its brand colours
 * (google, kakao, naver, facebook; anything else gets a neutral person icon).
 * Decorative: show the provider's name next to it.
 */
export function ProviderMark({ provider, className }: { provider: string | null | undefined; className?: string }) {
  const key = (provider ?? '').toLowerCase();
  const known = isKnown(key) ? key : null;
  const Symbol = known ? PROVIDERS[known].Symbol : UserRound;
  return (
    <span className={cn(styles.mark, styles[known ?? 'other'], className)} aria-hidden="true">
      <Symbol />
    </span>
  );
}
