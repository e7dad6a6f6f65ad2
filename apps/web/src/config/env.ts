/**
 * Runtime configuration. The server may answer `/config.js` (loaded by
 * index.html before the app) with
 *
 *   window.__GEULGAM_CONFIG__ = { apiBase, adminBase, internalBase };
 *
 * Each value is an absolute origin (optionally with a path prefix, no trailing
 * slash needed). Missing or empty values fall back to this page's host on port
 * 8000 (api, admin) or 8001 (internal image proxy), as in local development.
 */
export interface RuntimeConfig {
  /** Origin of the member API; the member client talks to `${apiBase}/api`. */
  apiBase: string;
  /** Origin of the admin API; the admin client talks to `${adminBase}/admin/...`. */
  adminBase: string;
  /** Origin of the image proxy; the internal client talks to `${internalBase}/api/v1/internal`. */
  internalBase: string;
}

declare global {
  interface Window {
    __GEULGAM_CONFIG__?: Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

export const DEFAULT_API_PORT = 8000;
export const DEFAULT_INTERNAL_PORT = 8001;

function pick(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed === '' ? fallback : trimmed;
}

/** Reads the configuration each time, so a test (or a late config script) can change it. */
export function getRuntimeConfig(): RuntimeConfig {
  const { protocol, hostname } = window.location;
  // `hostname` keeps the brackets of an IPv6 address, so it can be joined with a port as is.
  const fallbackApi = `${protocol}//${hostname}:${DEFAULT_API_PORT}`;
  const fallbackInternal = `${protocol}//${hostname}:${DEFAULT_INTERNAL_PORT}`;
  const raw = window.__GEULGAM_CONFIG__ ?? {};
  return {
    apiBase: pick(raw.apiBase, fallbackApi),
    adminBase: pick(raw.adminBase, fallbackApi),
    internalBase: pick(raw.internalBase, fallbackInternal),
  };
}
