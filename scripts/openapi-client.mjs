// npm run check:client — proves the OpenAPI document (/api/docs/json) gives a client generator
// what it needs: builds the app on an in-memory PGlite (no database server; the document only
// needs the routes), generates a typed fetch client with @hey-api/openapi-ts (types + SDK +
// client-fetch), then compiles a usage file against it with the repo's TypeScript, strict. The
// usage file calls real operations with their request and response types and carries
// `@ts-expect-error` lines on wrong fields, so the check fails if the types turn into `any`.
// `-- --out DIR` keeps the document and the generated client in DIR (otherwise a temp dir, removed).
// Prints "OpenAPI client: generated N operations, typecheck ok" and exits 0, or exits 1. Then checks that
// the web app's typed operations (scripts/api-operations.mjs) are up to date with the routes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { buildHouse, checkOperations, renderOperations } from './api-operations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const keep = outArg > 0 ? path.resolve(process.argv[outArg + 1] ?? '') : undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'klub-openapi-client-'));
// The generator ends the process itself (exit 1) when it rejects the document.
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const fail = (message) => {
  console.error(`OpenAPI client: ${message}`);
  process.exit(1);
};

// 1. The document, as the running server serves it; and the routes the web's typed operations come from.
const house = await buildHouse();
const res = await house.app.inject({ url: '/api/docs/json' });
const rendered = renderOperations(house.routes, house.contracts);
await house.close();
if (res.statusCode !== 200) fail(`GET /api/docs/json answered ${res.statusCode}`);
const specFile = path.join(dir, 'openapi.json');
writeFileSync(specFile, res.body);
const doc = JSON.parse(res.body);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const documented = Object.values(doc.paths).flatMap((p) => Object.keys(p).filter((m) => METHODS.includes(m))).length;

// 2. The client: types, SDK functions, the fetch client they call (all plain TypeScript, no runtime package).
const generated = path.join(dir, 'client');
try {
  await createClient({
    input: specFile,
    output: generated,
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    // Its checks of the document (e.g. duplicate operationId) print as [ERROR]/[WARN]; level 'warn' hides errors.
    parser: { validate_EXPERIMENTAL: 'warn' },
    logs: { file: false },
    // Never the crash prompt ("Open a GitHub issue…?"), which would wait on stdin in a terminal.
    interactive: false,
  });
} catch (err) {
  fail(`the generator failed: ${err instanceof Error ? err.message : String(err)}`);
}
const sdk = path.join(generated, 'sdk.gen.ts');
if (!existsSync(sdk)) fail('the generator wrote no sdk.gen.ts');
const operations = (readFileSync(sdk, 'utf8').match(/^export const \w+ = </gm) ?? []).length;
if (operations !== documented) fail(`the document has ${documented} operations, the generated SDK ${operations}`);

// 3. A client's code: compiles only if the generated types match the contracts.
writeFileSync(
  path.join(dir, 'usage.ts'),
  `import { createClient } from './client/client';
import { getPrizes, getSettings, postUsersMeCodes, putSettings } from './client/sdk.gen';
import type { GetPrizesData, GetPrizesResponse, PostUsersMeCodesData, PostUsersMeCodesResponse, PutSettingsData } from './client/types.gen';

type IsAny<T> = 0 extends 1 & T ? true : false;
const notAny: [IsAny<PostUsersMeCodesResponse>, IsAny<GetPrizesResponse>, IsAny<PutSettingsData['body']>] = [false, false, false];

// The mobile app: the member's token + its own API key (codes:redeem).
const member = createClient({
  baseUrl: 'https://klub.example',
  auth: (scheme) => (scheme.type === 'apiKey' ? 'klub_key' : 'member-access-token'),
});

export async function redeem(code: string): Promise<number> {
  const body: PostUsersMeCodesData['body'] = { code };
  const { data } = await postUsersMeCodes({ client: member, body, throwOnError: true });
  const points: number = data.points;
  // @ts-expect-error the new balance is a number
  const wrong: string = data.balance;
  void wrong;
  return data.balance + points;
}

export async function redeemWithErrors(code: string): Promise<string> {
  const res = await postUsersMeCodes({ client: member, body: { code } });
  if (res.error) {
    const message: string | string[] = res.error.message;
    return Array.isArray(message) ? message.join('; ') : message;
  }
  return res.data?.packageName ?? '';
}

// @ts-expect-error a code is a string
export const numericCode: PostUsersMeCodesData['body'] = { code: 1234 };
// @ts-expect-error the code is the only field of the body
export const extraField: PostUsersMeCodesData['body'] = { code: 'ABC', points: 10 };
// @ts-expect-error the body is required
export const noBody = () => postUsersMeCodes({ client: member });

export async function cheapPrizes(): Promise<string[]> {
  const query: GetPrizesData['query'] = { take: 20, skip: 0, maxPoints: 500, search: 'kubek', isActive: 'true' };
  const { data } = await getPrizes({ client: member, query, throwOnError: true });
  const total: number = data.total;
  // @ts-expect-error isActive is sent as the text 'true' or 'false'
  await getPrizes({ client: member, query: { isActive: true } });
  // @ts-expect-error take is a number
  await getPrizes({ client: member, query: { take: '20' } });
  return data.data.filter((p) => p.stock > 0 && p.pointsPrice <= 500 && total > 0).map((p) => p.name);
}

// The admin panel: settings with optimistic locking (version).
const admin = createClient({ baseUrl: 'https://klub.example', auth: () => 'admin-access-token' });

export async function raisePointsPerPln(): Promise<number> {
  const { data: current } = await getSettings({ client: admin, throwOnError: true });
  const body: PutSettingsData['body'] = { ...current, pointsPerPln: current.pointsPerPln + 1 };
  const { data: saved } = await putSettings({ client: admin, body, throwOnError: true });
  const { version, ...withoutVersion } = current;
  // @ts-expect-error the version the change is based on is required
  const unversioned: PutSettingsData['body'] = withoutVersion;
  // @ts-expect-error pointsPerPln is a number
  const textual: PutSettingsData['body'] = { ...current, pointsPerPln: '2' };
  void [unversioned, textual, notAny];
  return saved.version - version;
}
`,
);
writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      isolatedModules: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noFallthroughCasesInSwitch: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['usage.ts', 'client/**/*.ts'],
  }),
);
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
  cwd: dir,
  encoding: 'utf8',
});
if (tsc.status !== 0) {
  console.error(`${tsc.stdout}${tsc.stderr}`);
  fail('the generated client or its usage does not typecheck');
}

if (keep) {
  mkdirSync(keep, { recursive: true });
  cpSync(specFile, path.join(keep, 'openapi.json'));
  cpSync(generated, path.join(keep, 'client'), { recursive: true });
  console.log(`OpenAPI client: document and client written to ${keep}`);
}
console.log(`OpenAPI client: generated ${operations} operations, typecheck ok`);

// 4. The web app's own typed operations (apps/web/src/lib/api/operations.gen.ts) are what the routes give now.
if (!checkOperations(rendered)) process.exit(1);
