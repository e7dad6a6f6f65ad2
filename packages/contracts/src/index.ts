export * from './categories.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './member.ts';
export * from './admin.ts';
export * from './internal.ts';
export * from './publishing.ts';
export * from './rewrite.ts';
export * from './topic.ts';
export * from './briefing.ts';
export * from './paths.ts';

import { z } from 'zod';
// Validation messages in Korean wherever the schemas are used (server and web).
z.config(z.locales.ko());
// In the browser, zod's compiled fast path starts with a `new Function` probe that our CSP
// (no 'unsafe-eval') blocks and reports on every page load; the plain path is fast enough there.
if ('document' in globalThis) z.config({ jitless: true });
