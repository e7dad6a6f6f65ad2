import { apiPaths } from '@geulgam/contracts';
import { adminApi } from '../../../lib/api-bases.ts';

export const NO_TOKEN_MESSAGE = '응답에 토큰이 없어요.';

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The admin token in a login answer: `access`, `token` or `access_token`, or the body itself as a string (SPEC §3). */
export function extractAdminToken(body: unknown): string | null {
  if (typeof body === 'string') return nonEmpty(body);
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  return nonEmpty(record.access) ?? nonEmpty(record.token) ?? nonEmpty(record.access_token);
}

/**
 * POST /admin/auth/admin-login/ — resolves with the admin token and, when the answer has one, the
 * refresh token the console renews it with. Throws the `ApiError` of a rejected login, or an `Error`
 * when the answer holds no token.
 */
export async function adminLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<{ access: string; refresh: string | null }> {
  const body = await adminApi.post<unknown>(
    apiPaths.admin.login,
    { email: email.trim(), password },
    { anonymous: true },
  );
  const token = extractAdminToken(body);
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  const refresh = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).refresh : null;
  return { access: token, refresh: nonEmpty(refresh) };
}
