import type { ErrorBody, ErrorCode } from '@geulgam/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../shared/errors.ts';
import { createStorageHealth, isStorageFull, STORAGE_FULL_DETAIL, type StorageHealth } from '../shared/storage-full.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process last saw of its storage (a full disk); `/readyz` reports it. */
    storage: StorageHealth;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MESSAGES: Record<number, [ErrorCode, string]> = {
  400: ['bad_request', '잘못된 요청이에요.'],
  401: ['unauthorized', '로그인이 필요해요. 다시 로그인해 주세요.'],
  403: ['forbidden', '이 작업을 수행할 권한이 없어요.'],
  404: ['not_found', '요청한 항목을 찾을 수 없어요.'],
  405: ['method_not_allowed', '허용되지 않는 요청 방식이에요.'],
  406: ['bad_request', '지원하지 않는 응답 형식이에요.'],
  413: ['payload_too_large', '요청 본문이 너무 커요.'],
  415: ['unsupported_media_type', '지원하지 않는 요청 형식이에요. JSON으로 보내 주세요.'],
  429: ['rate_limited', '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.'],
  503: ['service_unavailable', '서비스를 잠시 사용할 수 없어요. 잠시 후 다시 시도해 주세요.'],
};

function body(status: number, detail?: string, fields?: Record<string, string[]>): ErrorBody {
  const [code, fallback] = MESSAGES[status] ?? MESSAGES[400]!;
  return { ...fields, detail: detail ?? fallback, code };
}

/** Postgres/driver failures that mean "the database is unreachable right now". */
function isOutageError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' &&
      (code.startsWith('08') ||
        code === '57P01' ||
        code === '57P03' ||
        // The database refuses new connections (ALLOW_CONNECTIONS false, a database being dropped or renamed).
        code === '55000' ||
        code === 'ECONNREFUSED' ||
        code === 'ECONNRESET' ||
        code === 'ETIMEDOUT')) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      String((error as Error).message),
    )
  );
}

/** The query layer (drizzle) wraps driver errors: look down the `cause` chain too. */
function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (isOutageError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function send(reply: FastifyReply, status: number, payload: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

/**
 * Errors the router raises before any hook runs (a path parameter over `maxParamLength`, a URL
 * that is not valid percent-encoding): the same `{detail, code}` shape, without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, { detail: '요청 주소가 너무 길어요.', code: 'bad_request' });
  }
  return send(reply, 400, { detail: '요청 주소가 올바르지 않아요.', code: 'bad_request' });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a request that
 * timed out, malformed HTTP): written to the socket by hand, but in the same `{detail, code}` shape.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, '요청 헤더가 너무 커요.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '요청이 제시간에 끝나지 않았어요.']
        : [400, '잘못된 요청이에요.'];
  const payload = JSON.stringify({ detail, code: 'bad_request' } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}

/** True when a string anywhere in the parsed input holds U+0000, which PostgreSQL text cannot store. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** The one place errors become HTTP: 4xx carry a Korean `detail`, 5xx hide their internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.decorate('storage', createStorageHealth());
  // A write that went through means there is space again.
  app.addHook('onResponse', async (request, reply) => {
    if (app.storage.full && !READ_METHODS.has(request.method) && reply.statusCode < 400) app.storage.sawWrite();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.statusCode, { ...error.fields, detail: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'non_field_errors';
        (fields[key] ??= []).push(issue.message ?? '올바르지 않은 값이에요.');
      }
      const first = Object.entries(fields)[0];
      const detail = first ? `${first[0]}: ${first[1][0]}` : undefined;
      return send(reply, 400, { ...fields, detail: detail ?? '요청 값이 올바르지 않아요.', code: 'validation_error' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, { detail: '요청 본문이 올바른 JSON이 아니에요.', code: 'invalid_json' });
    }
    if (isStorageFull(error)) {
      app.storage.sawFull();
      request.log.error({ err: error }, 'storage full');
      return send(reply, 507, { detail: STORAGE_FULL_DETAIL, code: 'insufficient_storage' });
    }
    if (isDatabaseOutage(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 503, body(503));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, body(status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      detail: '서버에서 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
      code: 'internal_error',
    });
  });

  // NUL characters would reach the database and fail there (a 500): refuse them as bad input.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError(400, 'validation_error', '요청 값에 사용할 수 없는 문자가 들어 있어요.');
    }
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      detail: `${request.method} ${request.url.split('?')[0]} 경로를 찾을 수 없어요.`,
      code: 'not_found',
    }),
  );
}
