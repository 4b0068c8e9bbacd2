import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** Any constant: the advisory lock's key on the test server's base database. */
const LOCK_KEY = 43_000_043;

/**
 * Makes the test files that start real server processes (fault injection, drain, mailing kills and
 * connection loss) run one at a time, whatever the number of Vitest workers: each file's first hook
 * waits for a PostgreSQL advisory lock on TEST_DATABASE_URL's database, its last hook lets it go.
 *
 * Why: each of them measures what its processes do under load they make themselves (a floor of
 * requests after a kill, a takeover within 20 s). Two at once on a 2-core machine starved each other:
 * fault injection failed 3 times out of 3 beside the drain or connection-loss test, and passed alone.
 * The other test files go on in the other workers meanwhile. Without a PostgreSQL server (PGlite
 * only) there is no lock: only the PGlite-capable parts run, and nothing else of the kind runs then.
 *
 * Call it at the top of the file, before its own hooks (hooks run in order; afterAll in reverse).
 */
export function oneProcessTestAtATime(): void {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    client = new pg.Client({ connectionString: url, application_name: 'klub-process-test-lock' });
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
  }, 900_000); // the others' whole run, at worst
  afterAll(async () => {
    if (!client) return;
    // Closing the connection releases the lock, also when the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  });
}
