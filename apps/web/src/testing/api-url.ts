import { getRuntimeConfig } from '../config/env.ts';

/** Absolute URLs the app calls in tests (jsdom runs at http://localhost:3000, so the API is on :8000). */
export const apiUrl = (path: `/api/${string}`) => `${getRuntimeConfig().apiBase}${path}`;
export const adminUrl = (path: `/admin/${string}`) => `${getRuntimeConfig().adminBase}${path}`;
