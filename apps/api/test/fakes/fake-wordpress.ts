import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePost {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  tags: number[];
  featured_media: number;
  categories: number[];
  slug: string;
}

export interface FakeWordpressOptions {
  username: string;
  password: string;
  /** Leave `capabilities` out of users/me, as some security plugins and proxies do. */
  hideCapabilities?: boolean;
  /** Refuse new posts with 403 and this message (a role or a plugin that forbids it). */
  refusePosts?: string;
}

/**
 * A loopback stand-in for a WordPress site's REST API (wp/v2): application-password Basic auth, media
 * uploads, tags and posts, kept in memory so tests can read what was published.
 */
export async function startFakeWordpress(credentials: FakeWordpressOptions) {
  const posts = new Map<number, FakePost>();
  const media: { id: number; url: string; type: string; bytes: number; alt: string }[] = [];
  const tags: { id: number; name: string }[] = [];
  const categories = [
    { id: 1, name: '미분류', parent: 0 },
    { id: 7, name: '경제', parent: 0 },
    { id: 8, name: '여행', parent: 0 },
  ];
  let nextId = 100;
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const route = url.pathname.replace(/^\/wp-json\//, '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/wp-json/') return send(200, { name: 'fake', namespaces: ['oembed/1.0', 'wp/v2'] });
      const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(401, {
          code: 'incorrect_password',
          message: 'The provided password is an invalid application password.',
        });
      }
      const body = Buffer.concat(chunks);
      const json = () => JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      if (route === 'wp/v2/users/me') {
        return send(200, {
          id: 1,
          username: credentials.username,
          ...(credentials.hideCapabilities ? {} : { capabilities: { publish_posts: true, upload_files: true } }),
        });
      }
      if (route === 'wp/v2/categories' && req.method === 'GET') return send(200, categories);
      if (credentials.refusePosts && req.method === 'POST' && /^wp\/v2\/(posts|media)/.test(route)) {
        return send(403, { code: 'rest_cannot_create', message: credentials.refusePosts });
      }
      if (route === 'wp/v2/media' && req.method === 'POST') {
        const id = nextId++;
        const name = /filename="([^"]+)"/.exec(String(req.headers['content-disposition']))?.[1] ?? 'file';
        const item = {
          id,
          url: `${base}/wp-content/uploads/${name}`,
          type: String(req.headers['content-type']),
          bytes: body.length,
          alt: '',
        };
        media.push(item);
        return send(201, { id, source_url: item.url });
      }
      const mediaMatch = /^wp\/v2\/media\/(\d+)$/.exec(route);
      if (mediaMatch && req.method === 'POST') {
        const item = media.find((m) => m.id === Number(mediaMatch[1]));
        if (item) item.alt = String(json().alt_text ?? '');
        return send(item ? 200 : 404, item ?? { code: 'rest_post_invalid_id' });
      }
      if (route === 'wp/v2/tags' && req.method === 'GET') {
        const search = url.searchParams.get('search') ?? '';
        return send(
          200,
          tags.filter((t) => t.name.includes(search)),
        );
      }
      if (route === 'wp/v2/tags' && req.method === 'POST') {
        const tag = { id: nextId++, name: String(json().name) };
        tags.push(tag);
        return send(201, tag);
      }
      const postMatch = /^wp\/v2\/posts(?:\/(\d+))?$/.exec(route);
      if (postMatch && req.method === 'POST') {
        const fields = json();
        const id = postMatch[1] ? Number(postMatch[1]) : nextId++;
        if (postMatch[1] && !posts.has(id))
          return send(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
        const post: FakePost = {
          id,
          title: String(fields.title),
          content: String(fields.content),
          excerpt: String(fields.excerpt),
          status: String(fields.status),
          tags: fields.tags as number[],
          featured_media: Number(fields.featured_media ?? 0),
          categories: (fields.categories as number[] | undefined) ?? [1],
          slug: String(fields.slug ?? ''),
        };
        posts.set(id, post);
        return send(postMatch[1] ? 200 : 201, { id, link: `${base}/?p=${id}`, status: post.status });
      }
      return send(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    hostPort: new URL(base).host,
    posts,
    media,
    tags,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
