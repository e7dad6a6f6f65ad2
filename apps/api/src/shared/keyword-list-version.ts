import type { ViewChangePublisher } from './member-views.ts';

/**
 * A process-wide counter of changes to the public keyword list (ingestion, admin title edits and
 * toggles). The visitor list cache keys on it, so a change made in this process shows at once;
 * on PostgreSQL the change is also published on the change feed (db/change-feed.ts), and another
 * process's notice bumps it here, so a worker's ingestion shows on every API process at once
 * (while the feed is down, when the caches' short TTL runs out).
 */
let version = 0;
let publisher: ViewChangePublisher | null = null;

export function keywordListVersion(): number {
  return version;
}

export function keywordListChanged(): void {
  version += 1;
  publisher?.publish('keywords');
}

export function publishKeywordListChanges(to: ViewChangePublisher | null): void {
  publisher = to;
}

/** A notice from another process (or a gap in the feed); true when it was about the keyword list. */
export function applyKeywordListNotice(message: string): boolean {
  if (message !== 'keywords') return false;
  version += 1;
  return true;
}
