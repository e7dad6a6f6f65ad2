import type { FastifyBaseLogger } from 'fastify';
import { startChangeFeed, type ChangeFeed } from '../db/change-feed.ts';
import type { CachedViews } from './cached-views.ts';

/**
 * On PostgreSQL, connects this process's cached views to the other processes' changes through the change feed: their
 * notices drop views here, and `views.invalidate` publishes ours. Without it (the feed cannot start) the views fall
 * back to short lifetimes. The caller stops publishing (`views.share(null)`) before it closes the feed.
 */
export async function shareChangesWithOtherProcesses(
  views: CachedViews,
  connectionString: string,
  logger: FastifyBaseLogger,
): Promise<ChangeFeed | undefined> {
  try {
    const feed = await startChangeFeed({
      connectionString,
      onMessage: (message) => {
        if (!views.heard(message)) logger.warn({ message }, 'unknown change notice');
      },
      overflow: ['members', 'keywords'],
      // Changes may have been missed: everything counts as changed.
      onGap: () => views.forgetAll(),
      onError: (error) => logger.warn({ err: error }, 'change feed trouble; cached views live briefly meanwhile'),
    });
    views.share(feed);
    return feed;
  } catch (error) {
    logger.warn({ err: error }, 'change feed unavailable; cached views live briefly');
    return undefined;
  }
}
