import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const DEMO_ADMIN_EMAIL = 'admin@example.com';
const DEMO_ADMIN_PASSWORD = 'admin1234!';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** `900`, `900s`, `15m` or `1h`, in seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+[smh]?$/, '초 단위 숫자나 900s, 15m, 1h 같은 값이어야 합니다')
  .transform((v) => {
    const unit = { s: 1, m: 60, h: 3600 }[v.at(-1) as 's' | 'm' | 'h'] ?? 1;
    return Number.parseInt(v, 10) * unit;
  });
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** `host:port`, the port spelled out: `wiki.intranet:8080`, `10.0.0.5:80`, `[fd00::5]:11434`. */
const hostPortEntry = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

/**
 * Fastify's `trustProxy`: off, the number of proxy hops in front of the API, or the proxies' addresses and
 * CIDR ranges. `true` (trust any `X-Forwarded-For`) is refused: any client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
    if (bad.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: '프록시 홉 수(예: 1)나 프록시 주소·CIDR 목록(예: 10.0.0.0/8)이어야 합니다',
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every environment variable the server reads, parsed once at boot (DESIGN.md §3). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `true`: readable log lines, `false`: JSON lines; unset: readable on a terminal outside production. */
  LOG_PRETTY: optionalText.pipe(z.enum(['true', 'false']).optional()),
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(8000),
  PROXY_PORT: port.default(8001),
  WEB_PORT: port.default(3000),
  WEB_ORIGINS: list.default(['http://localhost:3000', 'http://127.0.0.1:3000']),
  /** Proxies in front of the API whose `X-Forwarded-For` names the client (rate limits key on it). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Private `host:port`s that outbound fetches (ingestion, images, adapters) may reach, e.g. an intranet
   * feed. Configured feed origins, the demo newsroom and LLM_BASE_URL are trusted without listing.
   */
  OUTBOUND_ALLOW_HOSTS: list.pipe(z.array(z.string().regex(hostPortEntry, 'host:port 형식이어야 합니다'))).default([]),
  /** Private `host:port`s a member's own news links may reach (ADR 038); like WordPress sites, no operator trust. */
  TOPIC_LINK_ALLOW_HOSTS: list
    .pipe(z.array(z.string().regex(hostPortEntry, 'host:port 형식이어야 합니다')))
    .default([]),
  // A member's WordPress site is the member's URL: none of the operator's trusted origins, only these private hosts.
  WORDPRESS_ALLOW_HOSTS: list.pipe(z.array(z.string().regex(hostPortEntry, 'host:port 형식이어야 합니다'))).default([]),
  PUBLIC_API_URL: optionalText.pipe(z.url().optional()),
  /**
   * The web app's public address (`https://geulgam.example`): link previews (`og:url`, `og:image`) and the
   * sitemap need absolute URLs. Unset: the address each request came to.
   */
  PUBLIC_WEB_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_PROXY_URL: optionalText.pipe(z.url().optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// URL이어야 합니다')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, '32자 이상이어야 합니다').optional()),
  /** 32 random bytes, base64: encrypts members' connected-site passwords (AES-256-GCM). */
  INTEGRATION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (v) => Buffer.from(v, 'base64').length === 32,
        '32바이트 키를 base64로 적어야 합니다 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /**
   * How long an access token lives. Our web clients renew theirs with the refresh token; an older
   * client that never refreshes (the seed's own, whose backend gave 30 minutes) needs a longer value.
   */
  ACCESS_TOKEN_TTL: duration
    .pipe(z.number().int().min(60, '1분 이상이어야 합니다').max(86_400, '24시간 이하여야 합니다'))
    .default(15 * 60),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_REDIRECT_URI: optionalText,
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_REDIRECT_URI: optionalText,
  KAKAO_AUTH_BASE: optionalText,
  KAKAO_API_BASE: optionalText,
  NAVER_AUTH_BASE: optionalText,
  NAVER_API_BASE: optionalText,
  LLM_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  NEWS_FEEDS: z.string().default('demo'),
  /**
   * The page a site owner reads about our crawler, named in its User-Agent (`GeulgamBot/1.0 (+URL)`).
   * Unset: this deployment's web address (the first of WEB_ORIGINS).
   */
  CRAWLER_CONTACT_URL: optionalText.pipe(z.url().optional()),
  INGEST_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  IMAGE_SEARCH: z.enum(['articles', 'kakao']).default('articles'),
  KAKAO_REST_KEY: optionalText,
  SHOPPING: z.enum(['demo', 'naver', 'coupang']).default('demo'),
  NAVER_SEARCH_CLIENT_ID: optionalText,
  NAVER_SEARCH_CLIENT_SECRET: optionalText,
  /** With the search keys: `카테고리=검색어` pairs for news ingestion; empty = one query per category. */
  NAVER_NEWS_QUERIES: z.string().default(''),
  /** Tests point the Naver search APIs (news, shopping) at a local fake. */
  NAVER_SEARCH_API_BASE: optionalText,
  COUPANG_ACCESS_KEY: optionalText,
  COUPANG_SECRET_KEY: optionalText,
  ADMIN_EMAIL: z.email().default(DEMO_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
  JOBS: z.enum(['inline', 'off']).default('inline'),
  /** How often an idle job worker looks for work (pg-boss polling; at least 0.5 s). */
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /**
   * How often pg-boss maintenance runs: it returns the jobs of a dead worker (active past their expiry) to
   * the queue, and archives finished ones. 120 s is pg-boss's own default.
   */
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * Test-only overrides of every job's own policy (unset in production): the crash-safety test kills workers
   * and needs their jobs back in seconds, not after the jobs' expiry (minutes) and retry backoff.
   * A retry delay of 0 retries at once without backoff.
   */
  JOB_EXPIRE_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(1).max(43_200).optional()),
  JOB_RETRY_DELAY_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(86_400).optional()),
  JOB_RETRY_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(1000).optional()),
  /**
   * How long `POST /admin/titles/{id}/regenerate/` waits for its job before answering 202 (queued):
   * the seed's console re-reads the preview as soon as the call returns.
   */
  REGENERATE_WAIT_SECONDS: z.coerce.number().int().min(0).max(120).default(30),
  /** Post generations a member may start per minute. */
  GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Section rewrites (each a new version) a member may ask for in a minute (ADR 039). */
  REWRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Posts on their own topic (each reads up to five links) a member may start per minute. */
  TOPIC_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** New posts (versions) a member may have written in 24 hours; answers from cache do not count. */
  GENERATIONS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Versions a member keeps per keyword: past it, the oldest one they neither edited nor published goes. */
  POST_VERSIONS_PER_KEYWORD: z.coerce.number().int().min(1).max(1_000).default(20),
  /**
   * Database-bound requests whose handlers run at once in each API process; the next wait their turn in arrival
   * order (ADR 065). 0 (the default): no cap. Probes, scrapes, the PDF door's refusals and model calls never wait.
   */
  API_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Threads rendering PDFs side by side in each API process; unset: the cores less one, at most 4 (ADR 036). */
  PDF_RENDER_THREADS: optionalText.pipe(z.coerce.number<string>().int().min(1).max(64).optional()),
  /** PDF renders that may wait for a thread in each API process; past it the answer is 503 with Retry-After. */
  PDF_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
  /** Megabytes of rendered PDFs kept (in DATA_DIR on PGlite, in the database on PostgreSQL); the oldest go first. */
  PDF_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Bearer token a Prometheus scraper sends to `GET /metrics` (an admin access token works too). Unset: only
   * admins can read the metrics.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, '16자 이상이어야 합니다').optional()),
  /** Where the built web app lives; tests point parallel runs at their own builds. */
  WEB_DIST_DIR: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  dataDir: string;
  jwtSecret: string;
  /** AES-256-GCM key for stored third-party credentials; null in production without INTEGRATION_KEY (connecting is off). */
  integrationKey: Buffer | null;
  oauthEmulated: { kakao: boolean; naver: boolean };
  /** The API serves the demo newsroom: NEWS_FEEDS lists `demo`, and this is not production (ADR 014). */
  demoNewsroom: boolean;
  publicApiUrl: string;
  publicProxyUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`설정 오류:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

/** True when the comma-separated NEWS_FEEDS has the entry `demo` (the bundled newsroom). */
export function listsDemoFeed(newsFeeds: string): boolean {
  return newsFeeds.split(',').some((entry) => entry.trim() === 'demo');
}

/** A secret generated once into `DATA_DIR/secrets.json` (outside production), kept across restarts. */
function loadOrCreateSecret(dataDir: string, name: 'jwtSecret' | 'integrationKey', bytes: number): string {
  const file = path.join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  if (saved[name]) return saved[name];
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString(name === 'integrationKey' ? 'base64' : 'base64url');
  writeFileSync(file, JSON.stringify({ ...saved, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}

/** Production refuses the conveniences that only make sense on a laptop. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET: 운영 환경에서는 반드시 설정해야 합니다');
  if (!env.KAKAO_CLIENT_ID || !env.NAVER_CLIENT_ID)
    problems.push('KAKAO_CLIENT_ID, NAVER_CLIENT_ID: 운영 환경에서는 로컬 OAuth 에뮬레이터를 쓸 수 없습니다');
  if (env.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD: 운영 환경에서는 데모 관리자 비밀번호를 쓸 수 없습니다');
  if (!env.DATABASE_URL) problems.push('DATABASE_URL: 운영 환경에서는 PostgreSQL이 필요합니다');
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    isProduction,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwtSecret', 48),
    integrationKey: env.INTEGRATION_KEY
      ? Buffer.from(env.INTEGRATION_KEY, 'base64')
      : isProduction
        ? null
        : Buffer.from(loadOrCreateSecret(dataDir, 'integrationKey', 32), 'base64'),
    oauthEmulated: { kakao: !env.KAKAO_CLIENT_ID, naver: !env.NAVER_CLIENT_ID },
    demoNewsroom: !isProduction && listsDemoFeed(env.NEWS_FEEDS),
    publicApiUrl: env.PUBLIC_API_URL ?? `http://127.0.0.1:${env.PORT}`,
    publicProxyUrl: env.PUBLIC_PROXY_URL ?? `http://127.0.0.1:${env.PROXY_PORT}`,
  };
}
