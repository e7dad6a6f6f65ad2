/**
 * A small `fetch` wrapper shared by the three API clients (SPEC §7).
 * It builds the URL, sends JSON, adds the bearer token, parses the answer and
 * turns every non-2xx answer into an `ApiError`. A client given `renew` keeps
 * its login going: it renews a token about to expire before sending, and
 * answers a 401 to a bearer call by renewing once and retrying once. What a
 * 401 that remains means is decided by the hooks the app sets.
 */
import { expiresSoon } from './access-token.ts';

/** A non-2xx answer. `detail` is the server's Korean message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, the text body, or null when there was none. */
  readonly body: unknown;
  readonly detail: string | null;
  /** The machine code of DESIGN §4 error bodies (`{detail, code}`), when present. */
  readonly code: string | null;
  readonly method: string;
  readonly path: string;
  /** How long the server asked to wait (`Retry-After`, in seconds or as an HTTP date), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(init: { status: number; body: unknown; method: string; path: string; retryAfter?: string | null }) {
    const detail = detailOf(init.body);
    super(detail ?? `HTTP ${init.status} (${init.method} ${init.path})`);
    this.status = init.status;
    this.body = init.body;
    this.detail = detail;
    this.code = isRecord(init.body) && typeof init.body.code === 'string' ? init.body.code : null;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterSeconds = retryAfterSeconds(init.retryAfter ?? null);
  }
}

/** `Retry-After` as whole seconds from now: a number of seconds, or an HTTP date (a past date is 0). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

/** The request never got an answer (offline, server down, CORS). Aborts are not wrapped. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('서버에 연결하지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.', options);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (isRecord(body) && typeof body.detail === 'string' && body.detail !== '') return body.detail;
  return null;
}

/** The message to show for a failed call: the server's detail, else the error's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the URL; `undefined`, `null` and `''` values are left out. */
  query?: QueryParams;
  /** Sent as JSON, unless it is already a `FormData`, `Blob` or `URLSearchParams`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Aborts the call after this many milliseconds. */
  timeoutMs?: number;
  /** Send no bearer token and never renew (login, token refresh and logout calls). */
  anonymous?: boolean;
}

export interface ApiClientConfig<Prefix extends string> {
  /** Scheme, host and port (optionally a path prefix) the wire paths are appended to. Read on every call. */
  origin: () => string;
  /**
   * Every path this client may call starts with it (`/api`, `/admin`,
   * `/api/v1/internal`): the client's base is `${origin()}${prefix}`. Paths are
   * the full wire paths of `apiPaths` in the contracts, checked by type and at run time.
   */
  prefix: Prefix;
  credentials: RequestCredentials;
  /** The bearer token to send, if any. Read on every call. */
  getToken: () => string | null;
  /**
   * Renews the login: resolves with a new access token, or null when it cannot be renewed (the
   * caller's `TokenRenewal`). Without it a 401 is final.
   */
  renew?: () => Promise<string | null>;
  /** A bearer call was refused and the login could not be renewed: it is over. Before `onUnauthorized`. */
  onSessionEnded?: (error: ApiError) => void;
  /** Called for every final 401 answer (anonymous calls aside), before the `ApiError` is thrown. */
  onUnauthorized?: (error: ApiError) => void;
}

export interface ApiClient<Prefix extends string> {
  /** Parsed JSON of a 2xx answer; `undefined` for 204 or an empty body. */
  request<T>(path: `${Prefix}/${string}`, options?: RequestOptions): Promise<T>;
  /** The raw 2xx `Response` (for blobs and headers); non-2xx still throws `ApiError`. */
  requestRaw(path: `${Prefix}/${string}`, options?: RequestOptions): Promise<Response>;
  get<T>(path: `${Prefix}/${string}`, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: `${Prefix}/${string}`, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: `${Prefix}/${string}`, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: `${Prefix}/${string}`, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** The absolute URL a path resolves to (for links, `<img src>`, redirects). */
  url(path: `${Prefix}/${string}`, query?: QueryParams): string;
}

function appendQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  if (signal && timeout) return AbortSignal.any([signal, timeout]);
  return signal ?? timeout;
}

export function createApiClient<Prefix extends string>(config: ApiClientConfig<Prefix>): ApiClient<Prefix> {
  const url = (path: string, query?: QueryParams) => {
    if (!path.startsWith(`${config.prefix}/`)) {
      throw new Error(`API path "${path}" must start with "${config.prefix}/"`);
    }
    return appendQuery(`${config.origin()}${path}`, query);
  };

  /** The token to start a call with: renewed first when it is about to expire. */
  const freshToken = async (): Promise<string | null> => {
    const token = config.getToken();
    if (!token || !config.renew || !expiresSoon(token)) return token;
    try {
      return (await config.renew()) ?? token;
    } catch {
      // The renewal could not reach the server; the current token may still do.
      return token;
    }
  };

  /** `renewed`: the token comes from a renewal and replaces a bearer header the caller set. */
  const send = async (path: string, options: RequestOptions, token: string | null, renewed = false) => {
    const method = options.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
      }
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (renewed && name.toLowerCase() === 'authorization') continue;
      headers.set(name, value);
    }

    const target = url(path, options.query);
    const signal = combineSignals(options.signal, options.timeoutMs);
    try {
      return await fetch(target, {
        method,
        headers,
        credentials: config.credentials,
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
      throw new NetworkError({ cause: error });
    }
  };

  const requestRaw = async (path: string, options: RequestOptions = {}): Promise<Response> => {
    const method = options.method ?? 'GET';
    const renewing = !options.anonymous && config.renew !== undefined;
    const sent = options.anonymous ? null : renewing ? await freshToken() : config.getToken();
    let response = await send(path, options, sent);
    if (response.status === 401 && renewing && sent) {
      // Another call (or tab) may have renewed already; otherwise renew now. Either way, retry once.
      const stored = config.getToken();
      const next = stored && stored !== sent ? stored : await config.renew!();
      if (next) response = await send(path, options, next, true);
    }
    if (!response.ok) {
      const error = new ApiError({
        status: response.status,
        body: (await readBody(response)) ?? null,
        method,
        path,
        retryAfter: response.headers.get('retry-after'),
      });
      // An anonymous call carried no login, so its 401 (wrong password, spent refresh token) ends none.
      if (response.status === 401 && !options.anonymous) {
        if (renewing && sent) config.onSessionEnded?.(error);
        config.onUnauthorized?.(error);
      }
      throw error;
    }
    return response;
  };

  const request = async <T>(path: string, options?: RequestOptions): Promise<T> =>
    (await readBody(await requestRaw(path, options))) as T;

  return {
    request,
    requestRaw,
    url,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
