import { desc } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';
import { NotFoundError } from '../shared/errors.ts';

export interface AuditEntry {
  adminId: number;
  /** `<area>.<verb>`, e.g. `title.update`, `generated.hide`. */
  action: string;
  targetType: 'keyword' | 'generated_post' | 'user';
  targetId: number | string;
  /** What changed (before/after, job id); never secrets or whole bodies. */
  detail?: Record<string, unknown>;
}

/** The admin audit log: who did what to which row, and when. Write it in the same transaction as the change. */
export function createAdminAuditRepository(db: Executor) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(adminAuditLog).values({
        adminId: entry.adminId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        detail: entry.detail ?? null,
      });
    },
    async latest(limit: number) {
      return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(limit);
    },
  };
}

/** Who changes which row; `notFound` is the answer's detail when the row does not exist. */
export type AuditedTarget = Pick<AuditEntry, 'adminId' | 'targetType' | 'targetId'> & { notFound: string };

/** What an admin change hands back: the answer, and what the audit row says about it. */
export type AuditedOutcome<T> = { result: T } & Pick<AuditEntry, 'action' | 'detail'>;

/**
 * Runs an admin change and writes its audit row in one transaction. `change` returns null when the target row
 * does not exist: then nothing is written and the caller gets a NotFoundError.
 */
export function auditedChange<T>(
  db: Db,
  { notFound, ...target }: AuditedTarget,
  change: (tx: Tx) => Promise<AuditedOutcome<T> | null>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    if (!outcome) throw new NotFoundError(notFound);
    const { result, ...what } = outcome;
    await createAdminAuditRepository(tx).record({ ...target, ...what });
    return result;
  });
}
