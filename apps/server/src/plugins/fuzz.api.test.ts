import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES, ROLE_CODES, type RoleCode } from '@klub/contracts';
import { users } from '@klub/db';
import { createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { makeMembers } from '../testing/fixtures';
import { answerProblem, describeRequest, operationsOf, requestArb, type FuzzRequest, type Operation } from '../testing/openapi-fuzz';
import { createTokenService, type RouteAccess } from './access';

/**
 * Property-based fuzzing of EVERY operation of the OpenAPI document the app builds from its zod
 * contracts: each request follows the schema except for exactly one fault (wrong type, NUL byte,
 * huge number, impossible date, overlong text, missing or unknown field, bad path id, broken JSON,
 * wrong content type, a body over the limit), sent with a token of a role the route allows.
 * Every answer must be below 500, and every 4xx a Polish `{message}` (a text or a list of texts).
 * A route added later is fuzzed without touching this file. Fixed seed (FUZZ_SEED to change it),
 * FUZZ_REQUESTS requests in total (default 10 200); a failure prints the request that failed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_200);

type FuzzedOperation = Operation & { access: RouteAccess['access'] | undefined };

let t: TestApp;
let ops: FuzzedOperation[] = [];
const tokens = new Map<string, string>();
const histogram = new Map<number, number>();
let sent = 0;
let looseIds = 0;
let started = 0;
let victimIds: number[] = [];

/** Only faults refused before the handler for these: deleting things, ending the fuzzer's own session. */
const isDestructive = (method: string, path: string) => method === 'DELETE' || path === '/api/auth/logout';
const ROLE_NAME: Record<number, string> = { 1: 'admin', 11: 'uczestnik', 21: 'wykonawca', 31: 'architekt', 41: 'DTH', 61: 'RDS' };

function tokensFor(access: RouteAccess['access'] | undefined): Array<[string, string]> {
  if (!access || access === 'public') return [];
  if (access.space === 'admin') return [['admin', tokens.get('admin')!]];
  const roles: readonly RoleCode[] = access.roles ?? ROLE_CODES.filter((r) => r !== ROLES.ADMIN);
  const list = roles.map((r): [string, string] => [ROLE_NAME[r]!, tokens.get(ROLE_NAME[r]!)!]);
  return access.space === 'any' ? [...list, ['admin', tokens.get('admin')!]] : list;
}

beforeAll(async () => {
  t = await createTestApp();
  const issuer = createTokenService(t.db.db, t.config);
  tokens.set('admin', await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true));
  tokens.set('wykonawca', await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password));
  tokens.set('DTH', await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password));
  tokens.set('RDS', await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password));
  for (const role of [ROLES.USER, ROLES.ARCHITECT]) {
    const [u] = await t.db.db
      .insert(users)
      .values({
        email: `fuzz${role}@example.pl`,
        passwordHash: 'x',
        role,
        status: 'ACTIVE_CONFIRMED',
        firstname: 'Fuzz',
        lastname: String(role),
      })
      .returning();
    tokens.set(ROLE_NAME[role]!, (await issuer.issue(u!, 'customer', {})).accessToken);
  }
  // People the admin operations may change or delete: never an account the fuzzer signs in with.
  victimIds = [
    ...(await makeMembers(t, 2, { prefix: 'ofiara' })).map((m) => m.id),
    ...(await makeMembers(t, 1, { prefix: 'ofiara-dth', role: ROLES.DTH })).map((m) => m.id),
  ];
  const access = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
  ops = operationsOf(t.app.swagger() as never, isDestructive).map((op) => ({
    ...op,
    access: access.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
  }));
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${ops.length} operations, ${TOTAL} requests planned (FUZZ_REQUESTS), database ${t.driver}`);
  started = performance.now();
});

afterAll(async () => {
  if (sent > 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...histogram.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`fuzz: ${sent} requests in ${seconds} s on ${t.driver}; statuses ${byStatus}; loose ids (each must be 400): ${looseIds}`);
  }
  await t?.close();
});

async function send(r: FuzzRequest) {
  const res = await t.app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
  sent++;
  histogram.set(res.statusCode, (histogram.get(res.statusCode) ?? 0) + 1);
  return res;
}

describe('fuzzing every OpenAPI operation with malformed requests', () => {
  it('covers the whole document (every registered /api route is an operation)', () => {
    expect(ops.length).toBe(t.app.routeAccess.length);
    expect(
      ops.filter((op) => op.access === undefined).map((op) => `${op.method} ${op.path}`),
      'operations without a matching route',
    ).toEqual([]);
  });

  it(`sends ${TOTAL} malformed requests: no 5xx, every 4xx a Polish {message}`, { timeout: 300_000 }, async () => {
    // logout: no input to break. The runs are shared by the operations actually fuzzed, so that TOTAL is reached.
    const skipped = (op: FuzzedOperation) => op.destructive && op.pathParams.length === 0 && op.method === 'GET';
    const runs = Math.ceil(TOTAL / ops.filter((op) => !skipped(op)).length);
    const failures: string[] = [];
    for (const [index, op] of ops.entries()) {
      if (skipped(op)) continue;
      const arb = requestArb(op, {
        tokens: tokensFor(op.access),
        ids: [1, 2, 3, 999_999],
        userIds: [...victimIds, 999_999],
        usersPath: /^\/api\/(users|premium-group|gold-groups\/members)\b/.test(op.path),
      });
      try {
        await fc.assert(
          fc.asyncProperty(arb, async (r) => {
            const res = await send(r);
            if (r.expectStatus) looseIds++;
            const problem =
              answerProblem(res) ??
              (r.expectStatus && res.statusCode !== r.expectStatus ? `answered ${res.statusCode}, not ${r.expectStatus}` : undefined) ??
              (res.statusCode === 401 && r.headers.authorization
                ? `answered 401 to a valid ${r.as} token (an earlier request revoked it — fix the fuzzer's fixtures)`
                : undefined);
            if (problem) throw new Error(`${problem}\n${describeRequest(r)}\n  answer: ${res.body.slice(0, 500)}`);
          }),
          { seed: SEED + index, numRuns: runs },
        );
      } catch (err) {
        failures.push(`${op.method} ${op.path} (seed ${SEED + index}):\n${firstError(err)}`);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    // The loose ids (" 1", "1e3", "+1", "01", "1.0"…) reached the id parameters, each answered 400.
    expect(looseIds).toBeGreaterThan(100);
  });
});

/** fast-check's report: the error thrown for the shrunk counterexample (it names the request), and how to replay it. */
function firstError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const replay = /\{ seed: .*?\}/.exec(err.message)?.[0] ?? '';
  const cause = err.cause instanceof Error ? err.cause.message : err.message;
  return `${cause}\n  replay: fc.assert(…, ${replay})`;
}
