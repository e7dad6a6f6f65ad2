import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoArticles } from './articles.ts';
import { renderImagePng } from './images/render.ts';
import { demoNewsroom } from './newsroom.plugin.ts';
import { demoProducts } from './products.ts';
import { demoImageUrl } from './urls.ts';

const PUBLIC_URL = 'http://127.0.0.1:8000';
const render = vi.fn(renderImagePng);
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(demoNewsroom, { publicUrl: PUBLIC_URL, renderImage: render });
});
afterAll(() => app.close());

const imagePath = (id: string) => new URL(demoImageUrl(PUBLIC_URL, id)).pathname;

describe('the newsroom’s image endpoint', () => {
  it('draws a picture once, then serves the same bytes without drawing it again', async () => {
    const id = demoArticles[0]!.images[0]!.id;
    render.mockClear();
    const first = await app.inject({ url: imagePath(id) });
    const second = await app.inject({ url: imagePath(id) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(renderImagePng(id))).toBe(true);
    expect(render.mock.calls).toEqual([[id]]);
  });

  it('serves the product pictures too', async () => {
    const response = await app.inject({ url: imagePath(demoProducts[0]!.imageId) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an image it does not have, without drawing anything', async () => {
    render.mockClear();
    for (const id of ['unknown-image', 'travel-sea-9z-9', `${demoArticles[0]!.id}`]) {
      expect((await app.inject({ url: imagePath(id) })).statusCode, id).toBe(404);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('answers 400 for a name that is not a PNG file name', async () => {
    expect((await app.inject({ url: '/demo-news/images/photo.jpg' })).statusCode).toBe(400);
  });
});
