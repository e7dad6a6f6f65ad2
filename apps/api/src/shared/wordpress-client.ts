import { AppError, BadRequestError } from './errors.ts';
import type { ResponseHeaders } from './safe-fetch.ts';

/** One outbound request; the product passes its safe outbound fetch, tests may pass a plain one. */
export type Transport = (
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: Buffer | string | undefined;
    maxBytes: number;
    timeoutMs: number;
  },
) => Promise<{ status: number; headers: ResponseHeaders; body: Buffer }>;

export type WordpressFailure = 'credentials' | 'unreachable' | 'rejected';

export class WordpressError extends Error {
  constructor(
    public readonly kind: WordpressFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WordpressError';
  }
}

export interface WordpressAccount {
  /** The REST root: `https://blog.example/wp-json/` or `https://blog.example/?rest_route=/`. */
  apiRoot: string;
  username: string;
  applicationPassword: string;
}

export interface RemotePost {
  id: number;
  link: string;
  status: string;
}

export interface PostFields {
  title: string;
  content: string;
  excerpt: string;
  status: 'draft' | 'publish';
  tags: number[];
  /** The media library id of the post's first picture (the site's featured image). */
  featured_media?: number;
  categories?: number[];
  slug?: string;
}

export interface RemoteCategory {
  id: number;
  name: string;
  parent: number;
}

const ANSWER_MAX_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 30_000;

/** `wp/v2/posts` under either REST root style, with query parameters. */
export function endpoint(apiRoot: string, route: string, query: Record<string, string> = {}): string {
  const root = new URL(apiRoot);
  if (root.searchParams.has('rest_route')) {
    root.searchParams.set('rest_route', `/${route}`);
    for (const [key, value] of Object.entries(query)) root.searchParams.set(key, value);
    return root.toString();
  }
  const url = new URL(route, root.toString().endsWith('/') ? root : `${root}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

function json(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The WordPress REST API (wp/v2) with an application password (Basic auth over the site's own
 * mechanism). Every failure becomes a WordpressError a person can act on.
 */
export function createWordpressClient(transport: Transport) {
  async function call(
    account: WordpressAccount,
    method: 'GET' | 'POST',
    route: string,
    options: {
      query?: Record<string, string>;
      json?: unknown;
      upload?: { body: Buffer; type: string; name: string };
    } = {},
  ): Promise<{ status: number; data: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${account.username}:${account.applicationPassword}`).toString('base64')}`,
      accept: 'application/json',
    };
    let body: Buffer | string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.upload) {
      headers['content-type'] = options.upload.type;
      headers['content-disposition'] = `attachment; filename="${options.upload.name}"`;
      body = options.upload.body;
    }
    let response;
    try {
      response = await transport(endpoint(account.apiRoot, route, options.query), {
        method,
        headers,
        body,
        maxBytes: ANSWER_MAX_BYTES,
        timeoutMs: options.upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS,
      });
    } catch {
      throw new WordpressError(
        'unreachable',
        '워드프레스 사이트에 연결할 수 없어요. 주소를 확인하고 잠시 후 다시 시도해 주세요.',
      );
    }
    const data = json(response.body);
    if (response.status === 401) {
      throw new WordpressError('credentials', '워드프레스 사용자 이름이나 애플리케이션 비밀번호가 맞지 않아요.');
    }
    if (response.status === 403) {
      // The password was accepted; the site refuses this act (a role, a security plugin): its own words say which.
      const message = (data as { message?: unknown } | null)?.message;
      throw new WordpressError(
        'credentials',
        typeof message === 'string' && message.trim()
          ? `워드프레스 사이트가 거절했어요: ${message.trim().slice(0, 200)}`
          : '워드프레스 사이트가 이 요청을 거절했어요. 사용자 권한을 확인해 주세요.',
      );
    }
    if (data === null) {
      throw new WordpressError('unreachable', '워드프레스 사이트가 아니거나 REST API가 꺼져 있어요.');
    }
    return { status: response.status, data };
  }

  function expectOk(result: { status: number; data: unknown }, what: string): Record<string, unknown> {
    if (result.status >= 200 && result.status < 300 && result.data && typeof result.data === 'object') {
      return result.data as Record<string, unknown>;
    }
    const message = (result.data as { message?: unknown } | null)?.message;
    throw new WordpressError(
      'rejected',
      `워드프레스가 ${what} 요청을 거절했어요${typeof message === 'string' ? `: ${message.slice(0, 200)}` : '.'}`,
    );
  }

  return {
    /** The REST root of a site: `/wp-json/` when pretty links work, `?rest_route=/` otherwise. */
    async discover(siteUrl: string): Promise<string> {
      const site = siteUrl.replace(/\/+$/, '');
      for (const root of [`${site}/wp-json/`, `${site}/?rest_route=/`]) {
        try {
          const response = await transport(root, {
            method: 'GET',
            headers: { accept: 'application/json' },
            maxBytes: ANSWER_MAX_BYTES,
            timeoutMs: TIMEOUT_MS,
          });
          const index = json(response.body) as { namespaces?: unknown } | null;
          if (response.status === 200 && Array.isArray(index?.namespaces) && index.namespaces.includes('wp/v2')) {
            return root;
          }
        } catch {
          // try the other root style, then give up below
        }
      }
      throw new WordpressError(
        'unreachable',
        '워드프레스 사이트를 찾지 못했어요. 주소가 맞는지, REST API가 켜져 있는지 확인해 주세요.',
      );
    },

    /**
     * Checks the application password and that the user may publish. A site that leaves `capabilities` out of
     * its answer (security plugins, proxies) is taken at its word: publishing will show what it allows.
     */
    async verify(account: WordpressAccount): Promise<void> {
      const me = expectOk(await call(account, 'GET', 'wp/v2/users/me', { query: { context: 'edit' } }), '사용자 확인');
      if (!me.capabilities || typeof me.capabilities !== 'object') return;
      const capabilities = me.capabilities as Record<string, unknown>;
      if (capabilities.publish_posts !== true || capabilities.upload_files !== true) {
        throw new WordpressError('credentials', '이 워드프레스 사용자에게는 글을 발행하고 사진을 올릴 권한이 없어요.');
      }
    },

    async uploadMedia(account: WordpressAccount, file: { body: Buffer; type: string; name: string; alt: string }) {
      const media = expectOk(await call(account, 'POST', 'wp/v2/media', { upload: file }), '사진 올리기');
      const id = Number(media.id);
      if (file.alt) await call(account, 'POST', `wp/v2/media/${id}`, { json: { alt_text: file.alt } });
      return { id, url: String(media.source_url) };
    },

    /** The site's categories (the first 100, by name), for the member to choose one. */
    async categories(account: WordpressAccount): Promise<RemoteCategory[]> {
      const found = expectOk(
        await call(account, 'GET', 'wp/v2/categories', {
          query: { per_page: '100', orderby: 'name', _fields: 'id,name,parent' },
        }),
        '카테고리 목록',
      );
      if (!Array.isArray(found)) return [];
      return (found as { id?: unknown; name?: unknown; parent?: unknown }[])
        .filter((item) => Number.isInteger(item.id) && typeof item.name === 'string')
        .map((item) => ({ id: Number(item.id), name: String(item.name), parent: Number(item.parent ?? 0) || 0 }));
    },

    /** Tag ids for names; missing tags are created only when `create` (the member reviewed them), else left out. */
    async tagIds(account: WordpressAccount, names: string[], { create }: { create: boolean }): Promise<number[]> {
      const ids: number[] = [];
      for (const name of names) {
        const found = await call(account, 'GET', 'wp/v2/tags', { query: { search: name, per_page: '100' } });
        const match = Array.isArray(found.data)
          ? (found.data as { id: number; name: string }[]).find((tag) => tag.name === name)
          : undefined;
        if (match) {
          ids.push(match.id);
          continue;
        }
        if (!create) continue;
        const created = await call(account, 'POST', 'wp/v2/tags', { json: { name } });
        const existing = (created.data as { data?: { term_id?: number } }).data?.term_id;
        ids.push(existing ?? Number(expectOk(created, '태그 만들기').id));
      }
      return ids;
    },

    /** Creates the post, or updates `remoteId`; null when that remote post no longer exists. */
    async savePost(account: WordpressAccount, remoteId: number | null, fields: PostFields): Promise<RemotePost | null> {
      const result = await call(account, 'POST', remoteId ? `wp/v2/posts/${remoteId}` : 'wp/v2/posts', {
        json: fields,
      });
      if (remoteId && (result.status === 404 || result.status === 410)) return null;
      const post = expectOk(result, '글 발행');
      return { id: Number(post.id), link: String(post.link), status: String(post.status) };
    },
  };
}

export type WordpressClient = ReturnType<typeof createWordpressClient>;

/** A WordPress failure as an answer: wrong credentials are the member's to fix (400), the rest the site's (502). */
export function wordpressHttpError(error: unknown): unknown {
  if (!(error instanceof WordpressError)) return error;
  if (error.kind === 'credentials') return new BadRequestError(error.message);
  return new AppError(502, 'bad_gateway', error.message);
}
