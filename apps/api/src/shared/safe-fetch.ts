import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { bareAddress, specialRange } from './ip-policy.ts';

/**
 * The one way the server fetches a URL that came from outside (a feed item, an image in an article, a search
 * API's answer): ingestion, the image proxy, the PDF images and the product/image adapters all use it.
 *
 * - Every hop is checked: redirects of a GET are followed by hand (at most `MAX_REDIRECTS`), each `Location`
 *   again; other methods get the redirect answer itself.
 * - Only http(s) on ports 80/443, unless the origin is trusted as configured (`trustedOrigins`) or its
 *   `host:port` is in `allowHosts` (`OUTBOUND_ALLOW_HOSTS`).
 * - Anything else must resolve to public unicast addresses only (`ip-policy.ts`). The name is resolved once,
 *   inside the connection's own `lookup`, and the socket connects to that vetted answer: a DNS answer that
 *   changes between a check and the connect (rebinding) cannot slip a private address in.
 * - The body is read as a stream with a byte cap (a declared `Content-Length` over it is refused at once), and
 *   one deadline covers the connection, every redirect and the whole body.
 * - It speaks HTTP through `node:http`/`node:https`, whose parser is Node's own C code (ADR 081). undici's fetch
 *   parses with llhttp compiled to WebAssembly, and V8 compiles that parser's main function again with TurboFan
 *   after about three answers: 24 MiB of compiler memory for 0.15–0.2 s of a core, which glibc then kept
 *   resident in the main arena in about half the starts (PostgreSQL footprint 128 → 150 MiB).
 */

export const MAX_REDIRECTS = 5;
/** Enough for any search API answer we ask for (a few dozen items). */
export const API_ANSWER_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 8_000;
const ALLOWED_PORTS = new Set([80, 443]);

export type OutboundFailure = 'refused' | 'unreachable' | 'timeout' | 'too_large' | 'http';

export class OutboundError extends Error {
  constructor(
    message: string,
    public readonly reason: OutboundFailure,
    /** The upstream status, for `http`. */
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** Thrown inside the connection's lookup; found again in the fetch error's `cause` chain. */
class AddressRefusedError extends Error {}

export interface OutboundPolicy {
  /** Origins contacted exactly as configured, wherever they resolve (the demo newsroom, configured feeds, API bases). */
  trustedOrigins: Iterable<string>;
  /** `host:port` pairs the operator trusts although they are private (an intranet site, a local model server). */
  allowHosts?: Iterable<string> | undefined;
}

export interface SafeFetchOptions {
  /** The body is refused beyond this many bytes. */
  maxBytes: number;
  timeoutMs?: number | undefined;
  headers?: Record<string, string> | undefined;
  method?: 'GET' | 'POST' | undefined;
  body?: Buffer | string | undefined;
  /** Answer with any final status instead of throwing on one outside 2xx (an API whose errors carry JSON). */
  anyStatus?: boolean | undefined;
}

/** An answer's headers, read by name (case-insensitive); repeated headers come joined with `, `. */
export interface ResponseHeaders {
  get(name: string): string | null;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: ResponseHeaders;
  body: Buffer;
}

export type SafeFetch = (url: string | URL, options: SafeFetchOptions) => Promise<SafeResponse>;

/** A search API's JSON answer: `fetchJson(createSafeFetch({ trustedOrigins: [base] }), url, headers)`. */
export async function fetchJson(
  safeFetch: SafeFetch,
  url: string | URL,
  headers: Record<string, string>,
  timeoutMs = 5_000,
): Promise<unknown> {
  const response = await safeFetch(url, { maxBytes: API_ANSWER_MAX_BYTES, timeoutMs, headers });
  return JSON.parse(response.body.toString('utf8'));
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** `host:port` with the scheme's default port filled in; IPv6 hosts keep their brackets. */
function hostPort(url: URL): string {
  return `${url.hostname}:${url.port || defaultPort(url.protocol)}`;
}

/** `Intranet.Example:8080` → `intranet.example:8080`, as `hostPort` spells a URL's. */
export function normalizeHostPort(entry: string): string {
  const url = new URL(`http://${entry}`);
  return `${url.hostname}:${url.port || 80}`;
}

/** Resolves once and hands the socket only public addresses; a name with any private answer is refused whole. */
export const vettedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => specialRange(entry.address) !== null);
    if (refused || addresses.length === 0) {
      const why = refused ? `${refused.address} (${specialRange(refused.address)})` : 'no address';
      return callback(new AddressRefusedError(`${hostname} resolves to ${why}`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

/** An idle kept-alive connection is closed after this long (undici's default was 4 s). */
const IDLE_SOCKET_MS = 4_000;

interface Agents {
  'http:': HttpAgent;
  'https:': HttpsAgent;
}

function agents(lookup?: LookupFunction): Agents {
  const options = { keepAlive: true, timeout: IDLE_SOCKET_MS, ...(lookup ? { lookup } : {}) };
  return { 'http:': new HttpAgent(options), 'https:': new HttpsAgent(options) };
}

/** Connections to hosts that had to pass the address check. */
const vettedAgents = agents(vettedLookup);
/** Connections to origins trusted as configured. */
const trustedAgents = agents();

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

function asOutboundError(error: unknown, url: URL): OutboundError {
  if (error instanceof OutboundError) return error;
  const chain = causeChain(error);
  const refused = chain.find((item) => item instanceof AddressRefusedError);
  if (refused) return new OutboundError((refused as Error).message, 'refused');
  if (chain.some((item) => (item as Error).name === 'TimeoutError'))
    return new OutboundError(`${url.host}: timed out`, 'timeout');
  // The system's reason (ECONNREFUSED, ENOTFOUND, …) is what an operator reading a dead feed's error line needs.
  const code = chain.map((item) => (item as { code?: unknown }).code).find((c) => typeof c === 'string');
  return new OutboundError(`${url.host}: fetch failed${code ? ` (${code})` : ''}`, 'unreachable');
}

/** The answer's headers as `ResponseHeaders`. */
function headersOf(response: IncomingMessage): ResponseHeaders {
  const fields = response.headers;
  return {
    get(name) {
      const value = fields[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** What we tell a server we can decode (as undici's fetch did, without brotli: its decoder's window is large). */
const ACCEPT_ENCODING = 'gzip, deflate';

/** The request's headers: the caller's, then an `accept` and `accept-encoding` where the caller set none. */
function requestHeaders(options: SafeFetchOptions, body: Buffer | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.accept ??= '*/*';
  headers['accept-encoding'] ??= ACCEPT_ENCODING;
  if (body) headers['content-length'] = String(body.byteLength);
  return headers;
}

/** Sends one request and resolves with the answer's head; the deadline's signal aborts it. */
function send(url: URL, agents: Agents, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const https = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (https ? httpsRequest : httpRequest)(url, {
      method: options.method ?? 'GET',
      agent: https ? agents['https:'] : agents['http:'],
      headers: requestHeaders(options, body),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(body);
  });
}

/** The body as sent, or decoded when it came gzip, deflate or brotli; any other coding is handed back as it is. */
function decoded(response: IncomingMessage): Readable {
  const coding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  // As browsers and undici do: a stream cut short still gives what arrived.
  const flush = { flush: zlibConstants.Z_SYNC_FLUSH, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const decoder =
    coding === 'gzip' || coding === 'x-gzip'
      ? createGunzip(flush)
      : coding === 'deflate'
        ? createInflate(flush)
        : coding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  // An error on either side destroys both, so the read below ends with it.
  pipeline(response, decoder, () => {});
  return decoder;
}

async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new OutboundError(`too large: ${declared} bytes declared`, 'too_large');
  }
  const body = decoded(response);
  // The deadline also covers the body: it ends the read with its reason (a TimeoutError).
  const abort = () => response.destroy(signal.reason as Error);
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    // Leaving the loop by a throw destroys the stream, which closes the connection.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new OutboundError(`too large: over ${maxBytes} bytes`, 'too_large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

export function createSafeFetch(policy: OutboundPolicy): SafeFetch {
  const trusted = new Set([...policy.trustedOrigins].map((origin) => new URL(origin).origin));
  const allowed = new Set([...(policy.allowHosts ?? [])].map(normalizeHostPort));

  /** The connections for one hop, or a refusal. */
  function agentsFor(url: URL): Agents {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError(`unsupported scheme ${url.protocol}`, 'refused');
    }
    if (trusted.has(url.origin) || allowed.has(hostPort(url))) return trustedAgents;
    const port = Number(url.port || defaultPort(url.protocol));
    if (!ALLOWED_PORTS.has(port)) throw new OutboundError(`${url.host}: port ${port} is not allowed`, 'refused');
    const literal = bareAddress(url.hostname);
    // RFC 6761: these names are loopback whatever a resolver says (and some resolvers say nothing).
    if (/(^|\.)localhost\.?$/i.test(literal)) throw new OutboundError(`${url.host}: loopback name`, 'refused');
    if (isIP(literal) !== 0) {
      const range = specialRange(literal);
      if (range) throw new OutboundError(`${url.host}: ${range} address`, 'refused');
    }
    return vettedAgents;
  }

  return async (input, options) => {
    const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const method = options.method ?? 'GET';
    let url = new URL(input);
    for (let hop = 0; ; hop += 1) {
      const agents = agentsFor(url);
      try {
        const response = await send(url, agents, options, signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (method === 'GET' && status >= 300 && status < 400 && location) {
          response.destroy();
          if (hop >= MAX_REDIRECTS) throw new OutboundError(`more than ${MAX_REDIRECTS} redirects`, 'refused');
          url = new URL(location, url);
          continue;
        }
        if (!options.anyStatus && (status < 200 || status >= 300)) {
          response.destroy();
          throw new OutboundError(`HTTP ${status}`, 'http', status);
        }
        const body = await readCapped(response, options.maxBytes, signal);
        return { url: url.toString(), status, headers: headersOf(response), body };
      } catch (error) {
        // Past the deadline, whatever broke the connection first (the request's abort or the body's), it timed out.
        if (signal.aborted && !(error instanceof OutboundError))
          throw new OutboundError(`${url.host}: timed out`, 'timeout');
        throw asOutboundError(error, url);
      }
    }
  };
}
