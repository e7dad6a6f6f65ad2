import { ProviderMark, providerLabel } from '../../../components/ui/provider-mark.tsx';
import { cn } from '../../../lib/cn.ts';
import styles from './admin-users.module.css';

const KNOWN = new Set(['kakao', 'naver', 'google', 'facebook']);

/** The login provider as a coloured pill: kakao yellow, naver green, google white, facebook blue, else grey. */
export function ProviderBadge({ provider }: { provider: string | null | undefined }) {
  const key = (provider ?? '').toLowerCase();
  const tone = KNOWN.has(key) ? key : 'other';
  return (
    <span className={cn(styles.provider, styles[`provider_${tone}`])} data-provider={tone}>
      <ProviderMark provider={provider} className={styles.providerMark} />
      {tone === 'other' ? 'DEFAULT' : providerLabel(provider)}
    </span>
  );
}
