import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createAdminsRepository } from '../../repositories/admins.repository.ts';
import { hashPassword } from './password.ts';

/** Outside production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedDemoAdmin(db: Db, config: Config): Promise<boolean> {
  if (config.isProduction) return false;
  const repository = createAdminsRepository(db);
  if (await repository.findByEmail(config.ADMIN_EMAIL)) return false;
  return repository.createIfMissing(config.ADMIN_EMAIL, await hashPassword(config.ADMIN_PASSWORD));
}
