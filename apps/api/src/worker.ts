import './map-bundle-stacks.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { startRuntime } from './runtime.ts';
import { isStorageFull, startFullMessage } from './shared/storage-full.ts';

/** A separate job worker; on PostgreSQL any number may run beside the API processes. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_URL: 별도 워커는 PostgreSQL에서만 돌아요. 내장 데이터베이스에서는 API 프로세스가 작업을 직접 처리해요.',
    ]);
  }
  // Signals are handled from the first moment: job workers start polling inside startRuntime, so a
  // SIGTERM that arrives while it is still returning must also stop them gracefully.
  const starting = startRuntime(config, { runWorkers: true });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const runtime = await starting;
    runtime.logger.info('worker stopping');
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  const runtime = await starting;
  runtime.logger.info('worker started');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (isStorageFull(error)) console.error(startFullMessage(error));
  else console.error(error);
  process.exit(1);
});
