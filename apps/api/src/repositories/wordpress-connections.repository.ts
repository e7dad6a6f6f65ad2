import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { wordpressConnections } from '../db/schema.ts';

/** A member's WordPress site and sealed application password: integrations saves it, publishing reads it. */
export function createWordpressConnectionsRepository(db: Executor) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(wordpressConnections).where(eq(wordpressConnections.userId, userId));
      return row ?? null;
    },
    async save(row: { userId: number; siteUrl: string; apiRoot: string; username: string; passwordCipher: string }) {
      await db
        .insert(wordpressConnections)
        .values(row)
        .onConflictDoUpdate({
          target: wordpressConnections.userId,
          set: { ...row, updatedAt: sql`now()` },
        });
    },
    async remove(userId: number) {
      await db.delete(wordpressConnections).where(eq(wordpressConnections.userId, userId));
    },
  };
}
