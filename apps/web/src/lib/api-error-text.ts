/**
 * Small readers for the parts of a failed call's body that SPEC §8 builds its
 * messages from (string body, `message`, `detail`, field errors). Each returns
 * null when that part is missing or empty, so callers chain them with `??`.
 */
import { ApiError } from './create-api-client.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Strings and lists of strings, flattened; anything else is skipped. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value))
    return value.flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item] : []));
  return [];
}

const bodyOf = (error: unknown): unknown => (error instanceof ApiError ? error.body : undefined);

/** The body itself, when the server answered with plain text (or a JSON string). */
export function bodyString(error: unknown): string | null {
  return nonEmpty(bodyOf(error));
}

/** The body's `message` field. */
export function bodyMessage(error: unknown): string | null {
  const body = bodyOf(error);
  return isRecord(body) ? nonEmpty(body.message) : null;
}

/** The body's `detail` field (DESIGN §4: the Korean message of every error). */
export function bodyDetail(error: unknown): string | null {
  const body = bodyOf(error);
  return isRecord(body) ? nonEmpty(body.detail) : null;
}

const META_KEYS = new Set(['detail', 'code', 'message']);

/** Field errors (`{"nickname": ["…"]}`), joined; the `detail`, `code` and `message` keys are not fields. */
export function fieldErrorsText(error: unknown): string | null {
  const body = bodyOf(error);
  if (!isRecord(body)) return null;
  const messages = Object.entries(body).flatMap(([key, value]) => (META_KEYS.has(key) ? [] : texts(value)));
  return messages.length > 0 ? messages.join(' ') : null;
}

/** Every string value of an object body, joined. */
export function bodyValuesText(error: unknown): string | null {
  const body = bodyOf(error);
  if (!isRecord(body)) return null;
  const messages = Object.values(body).flatMap(texts);
  return messages.length > 0 ? messages.join(' ') : null;
}

/** The HTTP status of a failed call, or null when it never got an answer. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
