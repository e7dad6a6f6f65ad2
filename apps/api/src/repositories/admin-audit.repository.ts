import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

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
