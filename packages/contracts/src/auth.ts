import { z } from 'zod';
import { providerSchema } from './categories.ts';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  provider: providerSchema,
  is_onboarded: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// Request bodies are strict objects: an unknown field is a 400, never silently dropped.
/**
 * `{code}` alone is enough: the login start's cookie names the attempt (its state and PKCE verifier).
 * When `state` is sent it must be that same attempt's.
 */
export const kakaoCallbackBody = z.strictObject({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(512).optional(),
});
export const naverCallbackBody = z.strictObject({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(512),
});

export const loginResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshBody = z.strictObject({ refresh: z.string().min(1).max(4096) });
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const adminLoginBody = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});

export const adminMeResponse = z.object({ data: z.object({ id: z.number().int(), email: z.string() }) });
