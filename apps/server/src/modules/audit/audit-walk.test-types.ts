import type { TestApp } from '../../testing/test-app';

/**
 * One successful call of every admin write route, for the audit walk (audit-walk.api.test.ts).
 * Samples run in this order, each as the admin; ids made by earlier samples and by `prepareWalk`
 * (fixtures written straight to the database: not audited, as they are no admin's change) are in
 * `WalkContext.ids`.
 */
export interface WalkContext {
  t: TestApp;
  admin: string;
  ids: Record<string, number>;
  keys: Record<string, string>;
}

export interface WalkRequest {
  /** The concrete URL, real ids in place of `:params`. */
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Sample {
  request(c: WalkContext): WalkRequest | Promise<WalkRequest>;
  /** What the answer made, for later samples: the answer's `id` under this name, or a function of the answer. */
  made?: string | ((body: unknown, c: WalkContext) => void);
  /** A CSV upload: it only queues a job (csv_imports, not audited); the worker's one JOB row is its audit. */
  job?: true;
}
