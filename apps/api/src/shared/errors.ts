import type { ErrorCode } from '@geulgam/contracts';

/** A failure the client caused or should know about; the error handler maps it to HTTP. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message = '요청한 항목을 찾을 수 없어요.') {
    super(404, 'not_found', message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super(400, fields ? 'validation_error' : 'bad_request', message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = '로그인이 필요해요. 다시 로그인해 주세요.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = '이 작업을 수행할 권한이 없어요.') {
    super(403, 'forbidden', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super(409, 'conflict', message, fields);
  }
}

/** 429 with how long to wait: the error handler sends it as `Retry-After` too. */
export class TooManyRequestsError extends AppError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = `요청이 너무 많아요. ${retryAfterSeconds}초 후에 다시 시도해 주세요.`,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** 503; with `retryAfterSeconds` the error handler sends `Retry-After` too. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = '잠시 후 다시 시도해 주세요.',
    public readonly retryAfterSeconds?: number,
  ) {
    super(503, 'service_unavailable', message);
  }
}
