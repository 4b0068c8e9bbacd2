import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PREMIUM_DEFAULTS, type PremiumSettings } from '@klub/contracts';
import { buildApp } from '../app';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  // Nothing is cached until the instance listens to the notify bus (at once on PGlite).
  for (let i = 0; i < 50 && !t.app.sessionCache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
});
afterAll(() => t?.close());

const premiumOf = async (app: TestApp['app']) =>
  (await app.inject({ method: 'GET', url: '/api/premium-group/settings', headers: bearer(admin) })).json() as PremiumSettings;
const putPremium = async (value: PremiumSettings) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/premium-group/settings', payload: value, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
};

/**
 * On PostgreSQL an instance also hears its own NOTIFY, a moment after the write: let it arrive
 * before filling a cache that the test then expects to keep its value.
 */
const settle = () => new Promise((r) => setTimeout(r, t.driver === 'postgres' ? 250 : 0));

describe('settings cache', () => {
  it('a write through the API is seen on the next read; a change behind its back is not (the value is cached)', async () => {
    await putPremium({ points: 4100, months: 12 });
    await settle();
    expect(await premiumOf(t.app)).toEqual({ points: 4100, months: 12 });
    await t.db.db.execute(sql`update settings set value = '{"points": 1, "months": 1}'::jsonb where key = 'premium.threshold'`);
    expect(await premiumOf(t.app)).toEqual({ points: 4100, months: 12 });
    await putPremium({ points: 4200, months: 6 });
    expect(await premiumOf(t.app)).toEqual({ points: 4200, months: 6 });
    await putPremium(PREMIUM_DEFAULTS);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'a write on one instance drops the cached setting of another (PostgreSQL LISTEN/NOTIFY; PGlite has one process only)',
    async () => {
      const other = await buildApp({ config: t.config, db: t.db, logger: false });
      await other.ready();
      try {
        // Wait until the second instance listens (it caches only then), then fill its cache.
        for (let i = 0; i < 50 && !other.sessionCache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
        await putPremium({ points: 5100, months: 12 });
        await settle();
        expect(await premiumOf(other)).toEqual({ points: 5100, months: 12 });
        await t.db.db.execute(sql`update settings set value = '{"points": 1, "months": 1}'::jsonb where key = 'premium.threshold'`);
        expect(await premiumOf(other)).toEqual({ points: 5100, months: 12 }); // the second instance serves its cache
        await putPremium({ points: 5200, months: 24 }); // written through the first instance
        let seen: PremiumSettings | undefined;
        for (let i = 0; i < 100; i++) {
          seen = await premiumOf(other);
          if (seen.points === 5200) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(seen).toEqual({ points: 5200, months: 24 });
      } finally {
        await other.close();
        await putPremium(PREMIUM_DEFAULTS);
      }
    },
  );
});
