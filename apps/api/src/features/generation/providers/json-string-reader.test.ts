import { describe, expect, it } from 'vitest';
import { fakeReplies, sampleDraft } from '../../../../test/fakes/fake-openai-server.ts';
import { createJsonStringReader, type JsonPath } from './json-string-reader.ts';

describe('createJsonStringReader', () => {
  it('reports string values with their paths, unescaped, however the text is split', () => {
    const answer = JSON.stringify({ a: 'x\n"y"\\ \u00e9 한글', list: [1, 'two', { deep: 'three' }], t: true, n: null });
    for (const size of [1, 2, 3, 7, answer.length]) {
      const values = new Map<string, string>();
      const ended: string[] = [];
      const reader = createJsonStringReader({
        text: (path: JsonPath, piece: string) => values.set(path.join('.'), (values.get(path.join('.')) ?? '') + piece),
        end: (path: JsonPath) => ended.push(path.join('.')),
      });
      for (let index = 0; index < answer.length; index += size) reader.push(answer.slice(index, index + size));
      expect(Object.fromEntries(values)).toEqual({ a: 'x\n"y"\\ é 한글', 'list.1': 'two', 'list.2.deep': 'three' });
      expect(ended).toEqual(['a', 'list.1', 'list.2.deep']);
    }
  });

  it('decodes \\u escapes split between chunks', () => {
    const values: string[] = [];
    const reader = createJsonStringReader({ text: (_path, piece) => values.push(piece), end: () => {} });
    for (const piece of ['{"title": "\\u', 'd55c\\uae', '00"}']) reader.push(piece);
    expect(values.join('')).toBe('한글');
  });

  it('keeps a surrogate pair whole when its two \\u escapes arrive in different chunks', () => {
    const pieces: string[] = [];
    const reader = createJsonStringReader({ text: (_path, piece) => pieces.push(piece), end: () => {} });
    for (const chunk of ['{"title": "웃음 \\ud83d', '\\ude00 끝"}']) reader.push(chunk);
    expect(pieces.join('')).toBe('웃음 😀 끝');
    // No piece starts or ends with half of the pair.
    for (const piece of pieces) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });

  it('reports a repeated key again from its start', () => {
    const values: string[] = [];
    const ended: string[] = [];
    const reader = createJsonStringReader({
      text: (path, piece) => values.push(`${path.join('.')}=${piece}`),
      end: (path) => ended.push(path.join('.')),
    });
    for (const chunk of ['{"title": "먼저', '", "title": "나중', '"}']) reader.push(chunk);
    expect(values).toEqual(['title=먼저', 'title=나중']);
    expect(ended).toEqual(['title', 'title']);
  });

  it('skips prose and braces that are not JSON before the object, and ignores what follows it', () => {
    const fenced = fakeReplies.fenced(sampleDraft());
    if (fenced.kind !== 'content') throw new Error('unexpected reply');
    const titles: string[] = [];
    const reader = createJsonStringReader({
      text: (path, piece) => {
        if (path.join('.') === 'title') titles.push(piece);
      },
      end: () => {},
    });
    reader.push(`${fenced.content} {"title": "다른 글"}`);
    expect(titles.join('')).toBe(sampleDraft().title);
  });
});
