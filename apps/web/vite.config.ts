import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// src/boot and the import-free modules it reads (the storage keys and the early GETs live in lib/, which
// boot sits above: lib never imports boot).
const BOOT = /[\\/]apps[\\/]web[\\/]src[\\/](boot[\\/]|config[\\/](admin-paths|route-def)\.ts$|lib[\\/](storage-keys|early)\.ts$)/;
const START = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * Whether a module is part of the first load: imported statically, through any chain, by the app's
 * start (src/app/start.tsx). Only those go into the framework and shell chunks; a module that only
 * lazy screens use (zod and the contract schemas, the form kit, upload) stays with those screens,
 * so a page evaluates only the code it renders (issue 14, point 8).
 */
function firstLoad() {
  const memo = new Map<string, boolean>();
  const reaches = (id: string, ctx: ChunkingContext, path: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (START.test(id)) return true;
    if (path.has(id)) return false; // a cycle: decided by its other importers
    path.add(id);
    const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, ctx, path));
    path.delete(id);
    memo.set(id, result);
    return result;
  };
  return (id: string, ctx: ChunkingContext) => reaches(id, ctx, new Set());
}
// Reachable, not used: a first-load module that imports the contracts' index (or a module that
// imports zod or date-fns) puts the whole library in the framework chunk. e2e/first-load.e2e.test.ts
// holds the first load to 200 kB brotli, without zod and date-fns.
const isFirstLoad = firstLoad();

/**
 * main.tsx imports the app (src/app/start.tsx) dynamically, after the boot hints; this lists the
 * app's chunks in index.html as modulepreload, so they download from the first byte as before.
 */
function preloadApp(): Plugin {
  return {
    name: 'klub-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // start.tsx lands in the shell group's chunk: the chunk holding it, and what that imports
        const start = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/app/start.tsx')));
        const files = new Set<string>();
        const walk = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byFile.get(fileName)?.imports.forEach(walk);
        };
        if (start) walk(start.fileName);
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Writes a .br and a .gz beside every text file of the build; the server sends the one the browser
 * accepts (@fastify/static `preCompressed`). The framework chunk goes out as ~150 KB instead of
 * 555 KB, and nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'klub-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The server serves dist/ with an SPA fallback; the API is same-origin under /api.
export default defineConfig({
  plugins: [react(), preloadApp(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // One framework chunk and one chunk of the app's shell instead of ~60 small shared chunks:
        // over HTTP/1.1 (6 connections) those took 650 ms before the first route chunk was even
        // asked for (issue 14, point 8). Route screens and their own libraries stay lazy.
        codeSplitting: {
          groups: [
            {
              // src/boot and the pure tables it reads: a tiny chunk with no imports, run first.
              name: 'boot',
              test: BOOT,
              priority: 30,
            },
            {
              // the libraries of the first load (React, the router, MUI, TanStack Query, emotion)
              name: (id, ctx) => (/[\\/]node_modules[\\/]/.test(id) && isFirstLoad(id, ctx) ? 'framework' : null),
              priority: 20,
            },
            {
              // the app's own first-load code: start, router, layouts, navigation, api client
              name: (id, ctx) => (!/[\\/]node_modules[\\/]/.test(id) && !BOOT.test(id) && isFirstLoad(id, ctx) ? 'shell' : null),
              priority: 10,
            },
          ],
        },
      },
      treeshake: {
        // The contracts package is pure declarations: a page that only needs a
        // constant (APP_VERSION, TOAST_DURATION_MS) must not pull every zod schema.
        // Except locale.ts, which only configures zod's Polish messages (z.config), and the index
        // that imports it: without them production forms would show zod's English messages.
        // Feature and component modules are components and hooks, nothing runs at import: an index
        // (a feature's public surface, the form kit) then costs only what is used from it — the
        // header's balance no longer brings the ledger table, the code field not the image upload.
        moduleSideEffects: (id) =>
          (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) && !/[\\/](locale|index)\.ts$/.test(id)) ||
          /[\\/]apps[\\/]web[\\/]src[\\/](features|components)[\\/]/.test(id)
            ? false
            : undefined,
      },
    },
  },
});
