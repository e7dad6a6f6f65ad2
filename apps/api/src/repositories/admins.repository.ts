import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { admins } from '../db/schema.ts';

export function createAdminsRepository(db: Executor) {
  return {
    async findByEmail(email: string) {
      const [admin] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
      return admin ?? null;
    },
    /** Inserts the admin, or leaves an existing one with that email untouched. Returns whether it was created. */
    async createIfMissing(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .insert(admins)
        .values({ email: email.toLowerCase(), passwordHash })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id });
      return rows.length > 0;
    },
    async findById(id: number) {
      const [admin] = await db
        .select({ id: admins.id, email: admins.email })
        .from(admins)
        .where(eq(admins.id, id))
        .limit(1);
      return admin ?? null;
    },
    async touchLogin(id: number) {
      await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, id));
    },
    async setPassword(email: string, passwordHash: string) {
      await db.update(admins).set({ passwordHash }).where(eq(admins.email, email.toLowerCase()));
    },
  };
}
