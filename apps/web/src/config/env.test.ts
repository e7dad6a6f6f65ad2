import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig } from './env.ts';

afterEach(() => {
  delete window.__GEULGAM_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('defaults to this host on ports 8000 and 8001', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBase: 'http://localhost:8000',
      adminBase: 'http://localhost:8000',
      internalBase: 'http://localhost:8001',
    });
  });

  it('uses the values of /config.js, without trailing slashes, and ignores empty or invalid ones', () => {
    window.__GEULGAM_CONFIG__ = { apiBase: 'https://api.geulgam.kr/', adminBase: '', internalBase: 42 };
    expect(getRuntimeConfig()).toEqual({
      apiBase: 'https://api.geulgam.kr',
      adminBase: 'http://localhost:8000',
      internalBase: 'http://localhost:8001',
    });
  });
});
