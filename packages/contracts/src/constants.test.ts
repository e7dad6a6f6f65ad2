import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The web app's entry bundle imports these two entry points and loads the schemas lazily (ADR 010), so they
 * must not reach zod, or any module that imports it. Bundled by their package names, as the web app imports them.
 */
describe('zod-free entry points', () => {
  it.each(['@geulgam/contracts/constants', '@geulgam/contracts/paths'])('%s bundles without zod', async (entry) => {
    const { metafile } = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => input.includes('node_modules/') || input.endsWith('index.ts'))).toEqual([]);
  });
});
