import '../map-bundle-stacks.ts';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { prepareDataDir } from '../config/data-dir.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createAdminsRepository } from '../repositories/admins.repository.ts';
import { hashPassword } from '../features/admin-auth/password.ts';
import { pgliteDir } from '../db/location.ts';

/** `npm run admin:create -- --email someone@example.com` — the password comes from a prompt or stdin. */
async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stdout : undefined });
  try {
    const answer = await rl.question(process.stdin.isTTY ? '비밀번호: ' : '');
    return answer.trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, reset: { type: 'boolean', default: false } } });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new Error('--email 에 올바른 이메일을 주세요.');
  const password = await readPassword();
  if (password.length < 10) throw new Error('비밀번호는 10자 이상이어야 해요.');

  const config = loadConfig();
  const dataDirWarning = prepareDataDir(config);
  if (dataDirWarning) console.warn(dataDirWarning);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: pgliteDir(config) });
  try {
    const repository = createAdminsRepository(database.db);
    const passwordHash = await hashPassword(password);
    if (await repository.createIfMissing(email.data, passwordHash)) {
      console.log(`관리자 ${email.data} 계정을 만들었어요.`);
    } else if (values.reset) {
      await repository.setPassword(email.data, passwordHash);
      console.log(`관리자 ${email.data} 의 비밀번호를 바꿨어요.`);
    } else {
      throw new Error(`${email.data} 관리자가 이미 있어요. 비밀번호를 바꾸려면 --reset 을 붙이세요.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
