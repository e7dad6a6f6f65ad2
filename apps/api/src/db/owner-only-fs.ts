import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type ChmodFunction = (path: string, mode: number, dontFollow?: boolean) => void;

/**
 * PGlite's on-disk filesystem, with every file and folder kept to its owner. Emscripten creates a file and then
 * chmods it to the mode PostgreSQL asked for (0666), which the process umask cannot narrow; here every chmod
 * keeps the owner's bits only, so the cluster's files are 0600 and its folders 0700.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<EmscriptenOptions>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly = (mod: { FS: unknown }) => {
      const fs = mod.FS as { chmod: ChmodFunction };
      const chmod = fs.chmod.bind(fs);
      fs.chmod = (path, mode, dontFollow) => chmod(path, mode & 0o700, dontFollow);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}
