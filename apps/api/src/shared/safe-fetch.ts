import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Dispatcher } from 'undici';
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

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: Headers;
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

/** Connections to hosts that had to pass the address check. */
const vettedAgent = new Agent({ connect: { lookup: vettedLookup } });
/** Connections to origins trusted as configured. */
const trustedAgent = new Agent();

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
  // undici says only "fetch failed"; the system's reason (ECONNREFUSED, ENOTFOUND, …) is deeper in the chain, and it
  // is what an operator reading a dead feed's error line needs.
  const code = chain.map((item) => (item as { code?: unknown }).code).find((c) => typeof c === 'string');
  return new OutboundError(`${url.host}: ${(error as Error).message}${code ? ` (${code})` : ''}`, 'unreachable');
}

async function readCapped(response: Awaited<ReturnType<typeof fetch>>, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new OutboundError(`too large: ${declared} bytes declared`, 'too_large');
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop by a throw cancels the stream, which closes the connection.
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new OutboundError(`too large: over ${maxBytes} bytes`, 'too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createSafeFetch(policy: OutboundPolicy): SafeFetch {
  const trusted = new Set([...policy.trustedOrigins].map((origin) => new URL(origin).origin));
  const allowed = new Set([...(policy.allowHosts ?? [])].map(normalizeHostPort));

  /** The dispatcher for one hop, or a refusal. */
  function dispatcherFor(url: URL): Dispatcher {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError(`unsupported scheme ${url.protocol}`, 'refused');
    }
    if (trusted.has(url.origin) || allowed.has(hostPort(url))) return trustedAgent;
    const port = Number(url.port || defaultPort(url.protocol));
    if (!ALLOWED_PORTS.has(port)) throw new OutboundError(`${url.host}: port ${port} is not allowed`, 'refused');
    const literal = bareAddress(url.hostname);
    // RFC 6761: these names are loopback whatever a resolver says (and some resolvers say nothing).
    if (/(^|\.)localhost\.?$/i.test(literal)) throw new OutboundError(`${url.host}: loopback name`, 'refused');
    if (isIP(literal) !== 0) {
      const range = specialRange(literal);
      if (range) throw new OutboundError(`${url.host}: ${range} address`, 'refused');
    }
    return vettedAgent;
  }

  return async (input, options) => {
    const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const method = options.method ?? 'GET';
    let url = new URL(input);
    for (let hop = 0; ; hop += 1) {
      const dispatcher = dispatcherFor(url);
      try {
        const response = await fetch(url, {
          dispatcher,
          method,
          body: options.body ?? null,
          redirect: 'manual',
          signal,
          headers: options.headers,
        });
        const location = response.headers.get('location');
        if (method === 'GET' && response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (hop >= MAX_REDIRECTS) throw new OutboundError(`more than ${MAX_REDIRECTS} redirects`, 'refused');
          url = new URL(location, url);
          continue;
        }
        if (!options.anyStatus && (response.status < 200 || response.status >= 300)) {
          await response.body?.cancel();
          throw new OutboundError(`HTTP ${response.status}`, 'http', response.status);
        }
        const body = await readCapped(response, options.maxBytes);
        return { url: url.toString(), status: response.status, headers: response.headers as Headers, body };
      } catch (error) {
        throw asOutboundError(error, url);
      }
    }
  };
}
