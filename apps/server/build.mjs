// Bundles the server into dist/main.js and the migration step into dist/migrate.js. Workspace packages (@klub/*) are bundled from their
// TypeScript source; every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkgs = ['./package.json', '../../packages/db/package.json', '../../packages/contracts/package.json'].map((p) =>
  JSON.parse(readFileSync(new URL(p, import.meta.url), 'utf8')),
);
const external = [...new Set(pkgs.flatMap((p) => Object.keys(p.dependencies ?? {})))].filter((d) => !d.startsWith('@klub/'));

await build({
  // The server, and the release step `npm run db:migrate` (src/migrate.ts).
  entryPoints: ['main', 'migrate'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/main.js, apps/server/dist/migrate.js');
