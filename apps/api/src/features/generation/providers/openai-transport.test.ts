import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('openai-transport: the SDK is loaded at the first request, not with the API', () => {
  it('only openai-sdk.ts imports the SDK itself; everything else at most its types', () => {
    const dir = new URL('./', import.meta.url);
    const valueImport = /^import (?!type )[^;]*from '(openai(\/[^']*)?|\.\/openai-sdk\.ts)'/m;
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files).toContain('openai-transport.ts');
    for (const file of files.filter((name) => name !== 'openai-sdk.ts')) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(valueImport);
    }
    expect(readFileSync(new URL('openai-transport.ts', dir), 'utf8')).toContain("import('./openai-sdk.ts')");
  });
});
