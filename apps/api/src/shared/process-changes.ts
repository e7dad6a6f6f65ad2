import type { FastifyBaseLogger } from 'fastify';
import { startChangeFeed, type ChangeFeed } from '../db/change-feed.ts';
import { applyKeywordListNotice, publishKeywordListChanges } from './keyword-list-version.ts';
import { applyMemberViewNotice, publishMemberViewChanges } from './member-views.ts';

/**
 * On PostgreSQL, connects this process's in-memory views (member views, the keyword list) to the other processes'
 * changes through the change feed. Without it (the feed cannot start) the views fall back to short lifetimes.
 */
export async function shareChangesWithOtherProcesses(
  connectionString: string,
  logger: FastifyBaseLogger,
): Promise<ChangeFeed | undefined> {
  const apply = (message: string) => {
    if (!applyMemberViewNotice(message) && !applyKeywordListNotice(message))
      logger.warn({ message }, 'unknown change notice');
  };
  try {
    const feed = await startChangeFeed({
      connectionString,
      onMessage: apply,
      overflow: ['members', 'keywords'],
      // Changes may have been missed: everything counts as changed.
      onGap: () => {
        apply('members');
        apply('keywords');
      },
      onError: (error) => logger.warn({ err: error }, 'change feed trouble; cached views live briefly meanwhile'),
    });
    publishMemberViewChanges(feed);
    publishKeywordListChanges(feed);
    return feed;
  } catch (error) {
    logger.warn({ err: error }, 'change feed unavailable; cached views live briefly');
    return undefined;
  }
}

/** Stops publishing (the feed is closing). */
export function stopSharingChanges(): void {
  publishMemberViewChanges(null);
  publishKeywordListChanges(null);
}
