// What scripts/api-operations.mjs reads, loaded as one module graph (one tsImport) so that the
// route schemas and the contracts' exports are the same objects and can be matched by identity.
export { buildApp } from '../apps/server/src/app';
export { loadConfig } from '../apps/server/src/config';
export { apiRoutesOf } from '../apps/server/src/lib/route-schema';
export { openDatabase } from '../packages/db/src/index';
export * as contracts from '@klub/contracts';
