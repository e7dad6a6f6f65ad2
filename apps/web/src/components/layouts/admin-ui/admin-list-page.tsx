import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { EmptyState, ErrorBanner } from './states.tsx';
import styles from './admin-ui.module.css';

/** What the list area shows: a spinner, the empty state, the rows, or nothing (it failed with no rows to keep). */
export type ListStatus = 'loading' | 'empty' | 'ready' | 'none';

/** The status of a list read by one query, showing `count` rows once it has data. */
export function listStatus(query: { isPending: boolean; data?: unknown }, count: number): ListStatus {
  if (query.isPending) return 'loading';
  if (query.data === undefined) return 'none';
  return count === 0 ? 'empty' : 'ready';
}

interface AdminListPageProps {
  title: string;
  description: string;
  documentTitle: string;
  /** Controls at the right of the heading (a total, a refresh button). */
  actions?: ReactNode;
  /** Headline numbers between the heading and the toolbar. */
  stats?: ReactNode;
  /** Search and filters above the list. */
  toolbar?: ReactNode;
  /** Why the list could not be read; shown above it. */
  error?: string | null;
  status: ListStatus;
  loadingLabel: string;
  empty: { icon: LucideIcon; message: ReactNode };
  /** Under the list; the screen decides when it shows. */
  pager?: ReactNode;
  /** The rows, shown when `status` is `ready`. */
  children: ReactNode;
  /** Dialogs the screen opens over the list. */
  dialogs?: ReactNode;
}

/** The layout every admin list screen shares: heading, numbers, toolbar, list states, pager, dialogs. */
export function AdminListPage({
  title,
  description,
  documentTitle,
  actions,
  stats,
  toolbar,
  error,
  status,
  loadingLabel,
  empty,
  pager,
  children,
  dialogs,
}: AdminListPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} documentTitle={documentTitle} actions={actions} />
      {stats}
      {toolbar}
      {error ? <ErrorBanner message={error} /> : null}
      {status === 'loading' ? (
        <PageLoading label={loadingLabel} variant="section" />
      ) : status === 'empty' ? (
        <EmptyState icon={empty.icon}>{empty.message}</EmptyState>
      ) : status === 'ready' ? (
        children
      ) : null}
      {pager}
      {dialogs}
    </>
  );
}

/** The row of search and filter controls above a list. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}
