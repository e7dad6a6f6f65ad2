import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env.ts';

/**
 * Readable lines for a person at a terminal, JSON lines for log collectors: pretty when LOG_PRETTY says so,
 * otherwise when stdout is a terminal outside production.
 */
export function prettyLogs(config: Pick<Config, 'LOG_PRETTY' | 'isProduction'>, stdoutIsTerminal: boolean): boolean {
  if (config.LOG_PRETTY) return config.LOG_PRETTY === 'true';
  return stdoutIsTerminal && !config.isProduction;
}

export function createLogger(config: Config): FastifyBaseLogger {
  const pretty = prettyLogs(config, process.stdout.isTTY === true);
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', '*.password', '*.refresh', '*.access'], censor: '[숨김]' },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  }) as unknown as FastifyBaseLogger;
}
