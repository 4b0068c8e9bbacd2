import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLES, type RoleCode } from '@klub/contracts';
import { posts, users } from '@klub/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makeMembers } from '../testing/fixtures';
import { isReadable, readableBy, readerFields } from './publication';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('who may read an item: the cached rule (isReadable) is the database rule (readableBy)', () => {
  it('agrees on every combination of status, date, roles, gold and premium, for members of every kind', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const audiences: { roles: RoleCode[]; gold: boolean; premium: boolean }[] = [];
    for (const roles of [[], [ROLES.CONTRACTOR], [ROLES.DTH, ROLES.RDS]] as RoleCode[][])
      for (const gold of [false, true]) for (const premium of [false, true]) audiences.push({ roles, gold, premium });
    const items = audiences.flatMap((a) =>
      (['PUBLISHED', 'DRAFT'] as const).flatMap((status) =>
        [new Date(now.getTime() - 60_000), now, new Date(now.getTime() + 1000)].map((publishAt) => ({
          kind: 'NEWS' as const,
          title: `Zasada ${a.roles.join('+')}/${a.gold}/${a.premium}/${status}/${publishAt.toISOString()}`,
          body: '<p>x</p>',
          status,
          publishAt,
          audienceRoles: a.roles,
          audienceGold: a.gold,
          audiencePremium: a.premium,
        })),
      ),
    );
    const made = await t.db.db.insert(posts).values(items).returning();
    const ids = made.map((p) => p.id);

    let compared = 0;
    for (const role of [ROLES.CONTRACTOR, ROLES.ARCHITECT, ROLES.DTH] as RoleCode[]) {
      for (const isGold of [false, true]) {
        for (const isPremium of [false, true]) {
          const [m] = await makeMembers(t, 1, { role, prefix: 'rule' });
          await t.db.db.update(users).set({ isGold, isPremium }).where(eq(users.id, m!.id));
          const bySql = (
            await t.db.db
              .select({ id: posts.id })
              .from(posts)
              .where(and(inArray(posts.id, ids), readableBy(posts, m!.id, now)))
          )
            .map((r) => r.id)
            .sort((a, b) => a - b);
          const [reader] = await t.db.db.select(readerFields).from(users).where(eq(users.id, m!.id));
          const byJs = made.filter((p) => isReadable(p, reader!, now)).map((p) => p.id);
          expect(byJs, `role ${role}, gold ${isGold}, premium ${isPremium}`).toEqual(bySql);
          compared++;
        }
      }
    }
    expect(compared).toBe(12);
    // The matrix is not trivial: some items are readable by some members only.
    expect(made.filter((p) => isReadable(p, { role: ROLES.CONTRACTOR, isGold: false, isPremium: false }, now)).length).toBe(4);
  });
});
