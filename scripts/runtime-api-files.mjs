// The API test files that exercise what a Node version or the embedded database's WASM runtime
// changes: the WASM database booting and migrating (every file), argon2 (auth, seed), sharp (files,
// page photos, the seed's pictures), streams and multipart (files, CSV imports), PDF generation
// (reports, the yearly statement), nodemailer over a real SMTP socket (order mails),
// AsyncLocalStorage and the request transaction (redemption, orders, settings and content caches),
// and the runtime check itself. The rest is SQL and HTTP logic.
//
// Two users of the list:
//  - `npm run test:node22` runs these on Node 22 (`--all`: every API file);
//  - CI (TEST_PGLITE=runtime, set by .ci/run) runs only these on PGlite under Node 24, because the
//    same run's Node 22 pass runs every API file on PGlite and the PostgreSQL project runs every
//    API file on Node 24: each file still meets each database and each Node version once, and the
//    PGlite pass is not paid twice (about 210 s of a 2-core CI run).
export const RUNTIME_API_FILES = [
  'apps/server/src/runtime.api.test.ts',
  'apps/server/src/seed.api.test.ts',
  'apps/server/src/modules/auth/auth.api.test.ts',
  'apps/server/src/modules/files/files.api.test.ts',
  'apps/server/src/modules/page-photos/page-photos.api.test.ts',
  'apps/server/src/modules/imports/imports.api.test.ts',
  'apps/server/src/modules/stats/reports.api.test.ts',
  'apps/server/src/modules/stats/prize-statement.api.test.ts',
  'apps/server/src/modules/orders/orders.mail.api.test.ts',
  'apps/server/src/modules/orders/orders.api.test.ts',
  'apps/server/src/modules/codes/redeem.api.test.ts',
  'apps/server/src/lib/settings-cache.api.test.ts',
  'apps/server/src/lib/content-cache.api.test.ts',
  'apps/server/src/plugins/access.api.test.ts',
];
