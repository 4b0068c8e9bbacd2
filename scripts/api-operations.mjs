// The web app's typed API operations, generated from the server's own routes: for each /api route
// a module registers, an operation named by its operationId (getFaqGroupsById…) with its method, its
// path and, as types, the zod contracts the route validates with (params, query, body) and answers
// with (the 2xx response). The web calls the API only through these (apps/web/src/lib/api/call.ts),
// so a contract change that breaks a screen fails to compile instead of failing at run time.
//
// It also writes, for the web's tests only, each operation's 2xx response schema as a value
// (apps/web/src/testing/operation-schemas.gen.ts): the tests' network mock parses every JSON answer
// a test gives with it, so a stale fixture fails (apps/web/src/testing/network.ts).
//
//   node scripts/api-operations.mjs          writes apps/web/src/lib/api/operations.gen.ts and the schemas file
//   node scripts/api-operations.mjs --check  exits 1 when they are not what the routes give (npm test)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'apps/web/src/lib/api/operations.gen.ts');
const schemasTarget = path.join(root, 'apps/web/src/testing/operation-schemas.gen.ts');

/**
 * The app built on an in-memory PGlite (no database server: only the routes are read), with what
 * was loaded alongside it in one module graph (scripts/api-operations.source.ts). openapi-client.mjs
 * builds it once for both checks. Close it with `close()`.
 */
export async function buildHouse() {
  const { buildApp, loadConfig, apiRoutesOf, openDatabase, contracts } = await tsImport(
    path.join(root, 'scripts/api-operations.source.ts'),
    import.meta.url,
  );
  const db = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://klub.test' }),
    db,
    logger: false,
  });
  await app.ready();
  return {
    app,
    routes: [...apiRoutesOf(app)],
    contracts,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The text of operations.gen.ts for these routes, and the schemas that have no contract name. */
export function renderOperations(routes, contracts) {
  // A schema object → the name @klub/contracts exports it under (the first, when exported twice).
  const names = new Map();
  for (const [name, value] of Object.entries(contracts))
    if (value && typeof value === 'object' && !names.has(value)) names.set(value, name);

  const unnamed = [];
  // A schema → its TypeScript type built from named contracts: a named schema itself, or an array,
  // a union, an optional or nullable of named ones (`z.array(PointsEntry)` → `z.output<…>[]`);
  // a text answer (a CSV, a PDF) is `string`. Undefined when some part has no contract name.
  const structural = (schema, io) => {
    const name = names.get(schema);
    if (name) return `z.${io}<typeof C.${name}>`;
    const def = schema?._zod?.def;
    if (!def) return undefined;
    if (def.type === 'string') return 'string';
    if (def.type === 'array') {
      const inner = structural(def.element, io);
      return inner && `Array<${inner}>`;
    }
    if (def.type === 'union') {
      const parts = def.options.map((o) => structural(o, io));
      return parts.every(Boolean) ? parts.join(' | ') : undefined;
    }
    if (def.type === 'nullable') {
      const inner = structural(def.innerType, io);
      return inner && `${inner} | null`;
    }
    if (def.type === 'optional') {
      const inner = structural(def.innerType, io);
      return inner && `${inner} | undefined`;
    }
    return undefined;
  };
  const typeOf = (schema, io, where) => {
    if (!schema) return 'undefined';
    const type = structural(schema, io);
    if (type) return type;
    unnamed.push(where);
    return 'unknown';
  };
  const success = (response) => {
    if (!response) return undefined;
    const code = Object.keys(response).find((c) => /^2\d\d$/.test(c));
    return code === undefined ? undefined : { code, schema: response[code] };
  };

  // The same schema as a value (the tests' map): `C.PointsEntry`, `z.array(C.PointsEntry)`…
  const valueOf = (schema) => {
    const name = names.get(schema);
    if (name) return `C.${name}`;
    const def = schema?._zod?.def;
    if (def?.type === 'string') return 'z.string()';
    if (def?.type === 'array') return wrap(valueOf(def.element), (inner) => `z.array(${inner})`);
    if (def?.type === 'nullable') return wrap(valueOf(def.innerType), (inner) => `${inner}.nullable()`);
    if (def?.type === 'optional') return wrap(valueOf(def.innerType), (inner) => `${inner}.optional()`);
    if (def?.type === 'union') {
      const parts = def.options.map(valueOf);
      return parts.every(Boolean) ? `z.union([${parts.join(', ')}])` : undefined;
    }
    return undefined;
  };
  const wrap = (inner, f) => inner && f(inner);
  const schemaLines = [];

  const sorted = [...routes].sort((a, b) => a.operationId.localeCompare(b.operationId));
  const seen = new Set();
  const lines = [];
  for (const r of sorted) {
    if (seen.has(r.operationId)) throw new Error(`two routes share the operationId ${r.operationId}`);
    seen.add(r.operationId);
    const s = r.schema ?? {};
    const where = `${r.method} ${r.url}`;
    const ok = success(s.response);
    const response = !ok ? 'unknown' : ok.code === '204' ? 'undefined' : typeOf(ok.schema, 'output', `${where} response`);
    if (ok && ok.code !== '204') schemaLines.push(`  '${where}': ${valueOf(ok.schema) ?? 'null'},`);
    const summary = typeof s.summary === 'string' ? ` — ${s.summary.replace(/\*\//g, '* /')}` : '';
    lines.push(
      `/** ${where}${summary} */`,
      `export const ${r.operationId}: Operation<`,
      `  {`,
      `    query: ${typeOf(s.querystring, 'input', `${where} query`)};`,
      `    body: ${typeOf(s.body, 'input', `${where} body`)};`,
      `    response: ${response};`,
      `  },`,
      `  '${r.method}',`,
      `  '${r.url}'`,
      `> = { method: '${r.method}', path: '${r.url}' };`,
    );
  }

  const text = [
    "// Generated by scripts/api-operations.mjs from the server's routes: do not edit by hand.",
    '// `node scripts/api-operations.mjs` writes it again; npm test fails when it is out of date.',
    `// ${sorted.length} operations; ${unnamed.length} of their schemas are not exported by @klub/contracts (typed \`unknown\`).`,
    "import type { z } from 'zod';",
    "import type * as C from '@klub/contracts';",
    "import type { Operation } from './operation';",
    '',
    ...lines,
    '',
  ].join('\n');
  const schemasText = [
    "// Generated by scripts/api-operations.mjs from the server's routes: do not edit by hand.",
    '// Tests only: the 2xx JSON answer schema of each operation; null when @klub/contracts has no name for it.',
    "import { z } from 'zod';",
    "import * as C from '@klub/contracts';",
    '',
    'export const RESPONSE_SCHEMAS: Record<string, z.ZodType | null> = {',
    ...schemaLines,
    '};',
    '',
  ].join('\n');
  return { text, schemasText, count: routes.length, unnamed };
}

/** `--check`: exits 1 when operations.gen.ts is not what the routes give. */
export function checkOperations({ text, schemasText, count, unnamed }) {
  for (const [file, expected] of [
    [target, text],
    [schemasTarget, schemasText],
  ]) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: out of date
    }
    if (current !== expected) {
      console.error(`API operations: ${path.relative(root, file)} is out of date; run node scripts/api-operations.mjs`);
      return false;
    }
  }
  console.log(`API operations: ${count} operations, up to date (${unnamed.length} schemas without a contract name)`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const house = await buildHouse();
  const rendered = renderOperations(house.routes, house.contracts);
  await house.close();
  if (process.argv.includes('--check')) {
    if (!checkOperations(rendered)) process.exit(1);
  } else {
    writeFileSync(target, rendered.text);
    writeFileSync(schemasTarget, rendered.schemasText);
    console.log(`API operations: wrote ${rendered.count} operations to ${path.relative(root, target)}`);
    if (rendered.unnamed.length) console.log(`  without a contract name (typed unknown):\n    ${rendered.unnamed.join('\n    ')}`);
  }
}
