import { Inbox, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { EmptyState as SharedEmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './admin-ui.module.css';

/** The shared empty state, with an icon always (an inbox unless told). */
export function EmptyState({ children, icon = Inbox }: { children: ReactNode; icon?: LucideIcon }) {
  return <SharedEmptyState icon={icon}>{children}</SharedEmptyState>;
}

/** An error banner, with a retry button when `onRetry` is given. */
export function ErrorBanner({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Notice tone="error" className={styles.errorBanner}>
      <span>{message}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className={styles.retry}>
          <RotateCw aria-hidden="true" />
          다시 시도
        </Button>
      ) : null}
    </Notice>
  );
}
