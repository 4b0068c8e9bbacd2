import type { JobDeps } from '../jobs/scheduler';
import { createTokenService } from '../plugins/access';
import type { TestApp } from './test-app';

/** What the periodic jobs run with, on a test app's database, with a mailer that sends nothing. */
export function testJobDeps(t: TestApp): JobDeps {
  return {
    db: t.db.db,
    config: t.config,
    tokens: createTokenService(t.db.db, t.config),
    mailer: { send: async () => undefined, close: async () => undefined } as never,
    log: t.app.log,
  };
}
