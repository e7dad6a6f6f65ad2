export * from './categories.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './member.ts';
export * from './admin.ts';
export * from './internal.ts';
export * from './paths.ts';

import { z } from 'zod';
// Validation messages in Korean wherever the schemas are used (server and web).
z.config(z.locales.ko());
