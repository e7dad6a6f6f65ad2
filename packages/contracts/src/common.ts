import { z } from 'zod';

/** Machine-readable error codes that accompany every Korean `detail`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unprocessable',
  'unsupported_media_type',
  'rate_limited',
  'bad_gateway',
  'service_unavailable',
  'gateway_timeout',
  'insufficient_storage',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error body: `{detail, code}` and, for field errors, one key per field
 * holding a list of messages (e.g. `{"nickname": ["…"]}`).
 */
export const errorSchema = z
  .object({
    detail: z.string(),
    code: z.enum(ERROR_CODES),
  })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type ErrorBody = z.infer<typeof errorSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
  page_size: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

/** Query strings arrive as text; these coerce and bound them. */
export const pageQuery = (defaultSize: number, maxSize = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });

/** Positive integer id taken from a path segment. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const isoDateTime = z.string().describe('ISO 8601 datetime with offset');
export const nullableUrl = z.string().nullable();

export const messageSchema = z.object({ message: z.string() });

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  /** `full` from a write that failed for lack of disk space until a write succeeds again. */
  storage: z.enum(['ok', 'full']),
  /** Why the server is not ready, in Korean. */
  detail: z.string().optional(),
});
