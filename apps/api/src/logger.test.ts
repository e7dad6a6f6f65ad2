import { describe, expect, it } from 'vitest';
import { parseEnv } from './config/env.ts';
import { prettyLogs } from './logger.ts';

describe('log format', () => {
  it('is readable on a terminal outside production, JSON otherwise', () => {
    expect(prettyLogs({ isProduction: false }, true)).toBe(true);
    expect(prettyLogs({ isProduction: false }, false)).toBe(false);
    expect(prettyLogs({ isProduction: true }, true)).toBe(false);
  });

  it('follows LOG_PRETTY when it is set', () => {
    expect(prettyLogs({ LOG_PRETTY: 'true', isProduction: true }, false)).toBe(true);
    expect(prettyLogs({ LOG_PRETTY: 'false', isProduction: false }, true)).toBe(false);
  });

  it('accepts only true or false for LOG_PRETTY, and blank as unset', () => {
    expect(parseEnv({ LOG_PRETTY: 'true' }).LOG_PRETTY).toBe('true');
    expect(parseEnv({ LOG_PRETTY: '' }).LOG_PRETTY).toBeUndefined();
    expect(() => parseEnv({ LOG_PRETTY: 'yes' })).toThrow(/LOG_PRETTY/);
  });
});
