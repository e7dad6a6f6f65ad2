import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('db/client: PGlite is loaded only by a process that embeds it', () => {
  it('imports PGlite and its drizzle driver only through pglite-database.ts, at run time', () => {
    const source = readFileSync(new URL('./client.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from '(@electric-sql\/pglite[^']*|drizzle-orm\/pglite[^']*)'/m);
    expect(source).not.toMatch(/^import (?!type )[^;]*from '\.\/(pglite-database|owner-only-fs|create-cluster)\.ts'/m);
    expect(source).toContain("await import('./pglite-database.ts')");
  });
});
