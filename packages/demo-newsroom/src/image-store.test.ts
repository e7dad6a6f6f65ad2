import { describe, expect, it, vi } from 'vitest';
import { createImageStore } from './image-store.ts';

const HOUR = 60 * 60 * 1000;

describe('the image store', () => {
  it('draws a known picture once and hands back the same bytes after', () => {
    const render = vi.fn((id: string) => Buffer.from(`png of ${id}`));
    const store = createImageStore({ known: ['a', 'b'], render, maxBytes: 1024, ttlMs: HOUR });
    const first = store.png('a');
    expect(store.png('a')).toBe(first);
    expect(store.png('b')?.toString()).toBe('png of b');
    expect(render.mock.calls).toEqual([['a'], ['b']]);
  });

  it('never draws an unknown id', () => {
    const render = vi.fn((id: string) => Buffer.from(id));
    const store = createImageStore({ known: ['a'], render, maxBytes: 1024, ttlMs: HOUR });
    expect(store.png('unknown-image')).toBeUndefined();
    expect(store.png('')).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
  });

  it('holds no more bytes than its bound: the least recently used picture is drawn again', () => {
    const render = vi.fn((_id: string) => Buffer.alloc(40));
    const store = createImageStore({ known: ['a', 'b', 'c'], render, maxBytes: 100, ttlMs: HOUR });
    for (const id of ['a', 'b', 'c', 'c', 'b', 'a']) store.png(id);
    expect(render.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'a']);
  });
});
