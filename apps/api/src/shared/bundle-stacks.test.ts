import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapBundleStacks } from './bundle-stacks.ts';

// A small TypeScript module bundled by esbuild as scripts/build-api.mjs bundles the API, with a map beside it.
const SOURCE = [
  '// line 1',
  'interface Box {',
  '  name: string;',
  '}',
  '',
  'export function explode(box: Box): never {',
  '  throw new Error(`터졌어요: ${box.name}`);',
  '}',
  '',
].join('\n');

describe('bundle-stacks: the frames of the bundle name the TypeScript source', () => {
  let dir: string;
  let bundle: string;
  let explode: (box: { name: string }) => never;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-stacks-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/explode.ts'), SOURCE);
    mkdirSync(path.join(dir, 'dist'));
    await esbuild.build({
      absWorkingDir: dir,
      entryPoints: ['src/explode.ts'],
      outdir: 'dist',
      bundle: true,
      // CommonJS, loaded with Node's own require: Vitest's module runner would rewrite an imported ESM file.
      format: 'cjs',
      platform: 'node',
      sourcemap: true,
      logLevel: 'silent',
    });
    bundle = path.join(dir, 'dist/explode.js');
    ({ explode } = createRequire(import.meta.url)(bundle) as { explode: typeof explode });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const stackOf = () => {
    try {
      explode({ name: '상자' });
    } catch (error) {
      return (error as Error).stack ?? '';
    }
    return '';
  };

  it('writes the source file and line for a frame in the bundle, and keeps the heading and other frames', () => {
    const restore = mapBundleStacks(path.join(dir, 'dist'));
    try {
      const stack = stackOf();
      const lines = stack.split('\n');
      expect(lines[0]).toBe('Error: 터졌어요: 상자');
      expect(lines[1]).toContain(`${path.join(dir, 'src/explode.ts')}:7:`);
      expect(lines[1]).toContain('explode');
      expect(stack).not.toContain(bundle);
      // This test file's own frame is not in the bundle's folder: written as V8 writes it.
      expect(stack).toContain('bundle-stacks.test.ts');
    } finally {
      restore();
    }
  });

  it('leaves stacks alone outside the bundle folder and after it is undone', () => {
    const restore = mapBundleStacks(path.join(dir, 'elsewhere'));
    expect(stackOf()).toContain('dist/explode.js');
    restore();
    const previous = Error.prepareStackTrace;
    mapBundleStacks(path.join(dir, 'dist'))();
    expect(Error.prepareStackTrace).toBe(previous);
  });
});
