/**
 * A process-wide counter of changes to the public keyword list (ingestion, admin title edits and
 * toggles). The visitor list cache keys on it, so a change made in this process shows at once;
 * changes made by another process (several API servers on PostgreSQL) show when the cache's short
 * TTL runs out.
 */
let version = 0;

export function keywordListVersion(): number {
  return version;
}

export function keywordListChanged(): void {
  version += 1;
}
