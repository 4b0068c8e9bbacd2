// The import plan as a check (issue 37): `npm run check:imports`, in CI's second lane (scripts/test.mjs).
//
// Everywhere: no import cycles. In apps/web/src, the layers, bottom to top (apps/web/README.md):
//   config/, lib/  →  boot/, components/  →  features/<name>/  →  app/ (imported by main.tsx only)
// The session (who is signed in, the public settings, signing in and out) is shared: lib/session.
// A feature uses the shared layers, @klub/contracts, and another feature only through its public
// features/<name>/index.ts. Tests (*.test.ts(x), src/testing/) may reach anything: the layer rules
// leave them out.

const WEB = '^apps/web/src/';
const WEB_TESTS = ['\\.test\\.tsx?$', '^apps/web/src/testing/'];
const FEATURE_INDEX = '^apps/web/src/features/[^/]+/index\\.tsx?$';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The only imports of another feature's insides: first-load modules (statically reachable from
 * app/start.tsx) taking another feature's api.ts. Through the index they would make everything
 * that index exports first-load too, and vite.config.ts puts a first-load module in the `shell`
 * chunk (the index of auth brings zod, member-points' the ledger and lots tables). None is left: the
 * session (lib/session) and the operations' query keys (keyOf) took their reasons away; a new entry
 * needs the same reason.
 */
const FIRST_LOAD_API_IMPORTS = {};

const THROUGH_INDEX_COMMENT =
  "A feature imports another feature only through its public index.ts (features/<name>/index.ts): add the export there and import '../<name>'.";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a cycle: move what both sides need down a layer (config/, lib/, a shared module) or into one of them.',
      from: { path: ['^apps/web/src/', '^packages/[^/]+/src/'] },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a cycle: move what both sides need into a module both can import.',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'web-app-on-top',
      severity: 'error',
      comment:
        'app/ (routing, providers, the shell wiring) is imported by main.tsx only: move what you need from it down to config/, lib/ or the owning feature.',
      from: { path: WEB, pathNot: ['^apps/web/src/app/', '^apps/web/src/main\\.tsx$', ...WEB_TESTS] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'components/, lib/ and config/ are shared: they never import a feature (move the shared part down instead).',
      from: { path: '^apps/web/src/(components|lib|config)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-shared-below-components',
      severity: 'error',
      comment: 'lib/ and config/ are below components/: they do not import shared UI.',
      from: { path: '^apps/web/src/(lib|config)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-shared-below-boot',
      severity: 'error',
      comment:
        'boot/ loads every screen (boot/screen-loaders.ts), so config/, lib/ and components/ never import it: keep what both need (the storage keys, the early GETs) in lib/.',
      from: { path: '^apps/web/src/(components|lib|config)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/boot/' },
    },
    {
      name: 'web-boot-loads-features-lazily',
      severity: 'error',
      comment: 'boot/ is the first, tiny chunk: it reaches a feature only through import() (boot/screen-loaders.ts).',
      from: { path: '^apps/web/src/boot/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/(features|components)/', dynamic: false },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment: THROUGH_INDEX_COMMENT,
      from: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [...WEB_TESTS, ...Object.keys(FIRST_LOAD_API_IMPORTS).map((file) => `^apps/web/src/features/${escape(file)}$`)],
      },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/', FEATURE_INDEX] },
    },
    // The first-load modules above: the index, or exactly the api.ts files listed for them.
    ...Object.entries(FIRST_LOAD_API_IMPORTS).map(([file, features]) => ({
      name: 'web-feature-through-index',
      severity: 'error',
      comment: `${THROUGH_INDEX_COMMENT} (${file} is first-load: it may also take the api.ts of ${features.join(', ')}.)`,
      from: { path: `^apps/web/src/features/(${escape(file.split('/')[0])})/${escape(file.split('/').slice(1).join('/'))}$` },
      to: {
        path: '^apps/web/src/features/',
        pathNot: [
          '^apps/web/src/features/$1/',
          FEATURE_INDEX,
          ...features.map((feature) => `^apps/web/src/features/${escape(feature)}/api\\.ts$`),
        ],
      },
    })),
  ],
  options: {
    // The sources only: the workspace packages resolve (node_modules/@klub/* → packages/*/src),
    // libraries are neither followed nor reported.
    includeOnly: '^(apps/(web|server)/src|packages/[^/]+/src)/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle or a layer breach through `import type` is one too.
    tsPreCompilationDeps: true,
    // No tsconfig `paths` in this repository: relative imports and workspace packages, so no
    // tsConfig is needed to resolve; package.json `exports` (@klub/contracts/constants) is.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
