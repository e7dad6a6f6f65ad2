import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Modules that only the admin console uses: they must never reach the initial bundle. */
const ADMIN_MODULES =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin[\\/]|components[\\/]layouts[\\/]admin-|features[\\/]admin-)/;
/** The framework every page needs; cached separately from app code that changes often. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

/**
 * `/config.js` (runtime API hosts, see src/config/env.ts) belongs to whatever
 * server hosts the app, so the build does not ship one (`copyPublicDir: false`).
 * The dev server serves `public/config.js` as usual; this serves the same file
 * from `vite preview`.
 */
function devRuntimeConfig(): Plugin {
  const file = new URL('./public/config.js', import.meta.url);
  return {
    name: 'geulgam:dev-runtime-config',
    configurePreviewServer(server) {
      server.middlewares.use('/config.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
  };
}

/** Files of `public/` the build ships (the rest of it, `config.js`, belongs to the server: see above). */
const SHIPPED_PUBLIC_FILES = ['og-image.png'];

/**
 * The link preview image (`public/og-image.png`, drawn by scripts/draw-og-image.mjs) at a fixed address,
 * `/og-image.png`, as index.html's Open Graph and Twitter tags name it.
 */
function shipPublicFiles(): Plugin {
  return {
    name: 'geulgam:ship-public-files',
    apply: 'build',
    generateBundle() {
      for (const fileName of SHIPPED_PUBLIC_FILES) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: readFileSync(new URL(`./public/${fileName}`, import.meta.url)),
        });
      }
    },
  };
}

// index.html's `%VITE_SITE_URL%`: the public address of the site when the build knows it, else nothing
// (the preview tags then name `/og-image.png` on whatever host serves the page).
process.env.VITE_SITE_URL = (process.env.VITE_SITE_URL ?? '').replace(/\/+$/, '');

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` next to every text file of the build, once, at build time. The web server
 * sends them to browsers that accept them (`@fastify/static`'s `preCompressed`), so a phone on a
 * slow network downloads about a third of the bytes and the server spends no CPU compressing.
 */
function precompress(): Plugin {
  return {
    name: 'geulgam:precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(options.dir ?? 'dist')) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.byteLength < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), devRuntimeConfig(), shipPublicFiles(), precompress()],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        // Keeps module evaluation order exact across the manual chunks below.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            // Only the admin files themselves: pulling in their dependencies would drag shared code
            // (icons, the API client) into this chunk and make the entry preload it.
            { name: 'admin', test: ADMIN_MODULES, priority: 2, includeDependenciesRecursively: false },
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
});
