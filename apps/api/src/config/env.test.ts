import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'geulgam-env-'));

describe('environment schema', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8000);
    expect(env.PROXY_PORT).toBe(8001);
    expect(env.WEB_PORT).toBe(3000);
    expect(env.WEB_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(env.LLM_PROVIDER).toBe('offline');
    expect(env.NEWS_FEEDS).toBe('demo');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LLM_PROVIDER: 'magic' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LLM_PROVIDER/);
    }
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and refuses "trust everyone"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('reads OUTBOUND_ALLOW_HOSTS as host:port pairs', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_HOSTS).toEqual([]);
    expect(parseEnv({ OUTBOUND_ALLOW_HOSTS: 'wiki.intranet:8080, [fd00::5]:11434' }).OUTBOUND_ALLOW_HOSTS).toEqual([
      'wiki.intranet:8080',
      '[fd00::5]:11434',
    ]);
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: 'wiki.intranet' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });

  it('reads ACCESS_TOKEN_TTL as seconds or with a unit, 15 minutes by default', () => {
    expect(parseEnv({}).ACCESS_TOKEN_TTL).toBe(900);
    expect(parseEnv({ ACCESS_TOKEN_TTL: '30m' }).ACCESS_TOKEN_TTL).toBe(1800);
    expect(parseEnv({ ACCESS_TOKEN_TTL: '1h' }).ACCESS_TOKEN_TTL).toBe(3600);
    expect(parseEnv({ ACCESS_TOKEN_TTL: '600' }).ACCESS_TOKEN_TTL).toBe(600);
    for (const bad of ['10s', '2d', 'soon', '25h'])
      expect(() => parseEnv({ ACCESS_TOKEN_TTL: bad }), bad).toThrow(ConfigError);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ', KAKAO_CLIENT_ID: '' }).DATABASE_URL).toBeUndefined();
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toContain(first.jwtSecret);
    expect(first.oauthEmulated).toEqual({ kakao: true, naver: true });
  });

  it('serves the demo newsroom only when NEWS_FEEDS lists demo, and never in production', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).demoNewsroom).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NEWS_FEEDS: ' https://a.example/rss , demo ' }).demoNewsroom).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NEWS_FEEDS: 'https://demo.example/rss' }).demoNewsroom).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), NEWS_FEEDS: '' }).demoNewsroom).toBe(false);
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      KAKAO_CLIENT_ID: 'k',
      NAVER_CLIENT_ID: 'n',
      ADMIN_PASSWORD: 'a-real-long-password',
      DATABASE_URL: 'postgres://db/geulgam',
      NEWS_FEEDS: 'demo',
    });
    expect(production.demoNewsroom).toBe(false);
  });

  it('refuses demo defaults in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET[\s\S]*KAKAO_CLIENT_ID[\s\S]*ADMIN_PASSWORD[\s\S]*DATABASE_URL/,
    );
  });

  it('starts in production when everything real is configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      KAKAO_CLIENT_ID: 'k',
      NAVER_CLIENT_ID: 'n',
      ADMIN_PASSWORD: 'a-real-long-password',
      DATABASE_URL: 'postgres://db/geulgam',
    });
    expect(config.isProduction).toBe(true);
    expect(config.oauthEmulated).toEqual({ kakao: false, naver: false });
  });
});
