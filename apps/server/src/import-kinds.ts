import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@klub/db';
import { codesImport } from './modules/codes/codes.import';
import { distributorsImport } from './modules/distributors/distributors.import';
import { membersImport } from './modules/members/members.import';
import { runPendingImports, type ImportKinds } from './modules/imports/imports.service';

/**
 * Every kind of CSV import the worker runs: a new import is a handler here and its upload route.
 * Wiring, beside app.ts: the import engine (modules/imports) knows no kind, each kind's module uses the engine.
 */
export const IMPORT_KIND_HANDLERS: ImportKinds = {
  members: membersImport as ImportKinds['members'],
  distributors: distributorsImport as ImportKinds['distributors'],
  codes: codesImport as ImportKinds['codes'],
};

/** All queued imports of every kind, now (tests; the `csv-import` job of the queue does the same). */
export const runImports = (db: Database, log?: FastifyBaseLogger) => runPendingImports(db, IMPORT_KIND_HANDLERS, log);
