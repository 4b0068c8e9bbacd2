import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLES, type RoleCode } from '@klub/contracts';
import { memberGroupMembers, memberGroups, posts, regions, users } from '@klub/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makeMembers } from '../testing/fixtures';
import { isReadable, readableBy, readerFields, type Reader } from './publication';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('who may read an item: the cached rule (isReadable) is the database rule (readableBy)', () => {
  it('agrees on every combination of status, date, roles, regions, gold, premium and member groups', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const [north, south] = await t.db.db
      .insert(regions)
      .values([{ name: 'Reguła — północ' }, { name: 'Reguła — południe' }])
      .returning({ id: regions.id });
    const [painters, other] = await t.db.db
      .insert(memberGroups)
      .values([{ name: 'Reguła — malarze' }, { name: 'Reguła — inna' }])
      .returning({ id: memberGroups.id });
    type A = { roles: RoleCode[]; regions: number[]; gold: boolean; premium: boolean; groups: number[] };
    const audiences: A[] = [];
    for (const roles of [[], [ROLES.CONTRACTOR], [ROLES.DTH, ROLES.RDS]] as RoleCode[][])
      for (const inRegions of [[], [north!.id]])
        for (const gold of [false, true])
          for (const premium of [false, true])
            for (const groups of [[], [painters!.id], [other!.id, painters!.id]])
              audiences.push({ roles, regions: inRegions, gold, premium, groups });
    const items = audiences.flatMap((a) =>
      (['PUBLISHED', 'DRAFT'] as const).flatMap((status) =>
        [new Date(now.getTime() - 60_000), now, new Date(now.getTime() + 1000)].map((publishAt) => ({
          kind: 'NEWS' as const,
          title: `Zasada ${JSON.stringify(a)}/${status}/${publishAt.toISOString()}`,
          body: '<p>x</p>',
          status,
          publishAt,
          audienceRoles: a.roles,
          audienceRegions: a.regions,
          audienceGold: a.gold,
          audiencePremium: a.premium,
          audienceGroups: a.groups,
        })),
      ),
    );
    const made = await t.db.db.insert(posts).values(items).returning();
    const ids = made.map((p) => p.id);

    let compared = 0;
    for (const role of [ROLES.CONTRACTOR, ROLES.DTH] as RoleCode[])
      for (const regionId of [null, north!.id, south!.id])
        for (const isGold of [false, true])
          for (const isPremium of [false, true])
            for (const inGroup of [false, true]) {
              const [m] = await makeMembers(t, 1, { role, prefix: 'rule', ...(regionId ? { regionId } : {}) });
              await t.db.db.update(users).set({ isGold, isPremium }).where(eq(users.id, m!.id));
              if (inGroup) await t.db.db.insert(memberGroupMembers).values({ groupId: painters!.id, userId: m!.id });
              const bySql = (
                await t.db.db
                  .select({ id: posts.id })
                  .from(posts)
                  .where(and(inArray(posts.id, ids), readableBy(posts, m!.id, now)))
              )
                .map((r) => r.id)
                .sort((a, b) => a - b);
              const [reader] = await t.db.db.select(readerFields(m!.id)).from(users).where(eq(users.id, m!.id));
              expect(reader!.groups).toEqual(inGroup ? [painters!.id] : []);
              const byJs = made.filter((p) => isReadable(p, reader!, now)).map((p) => p.id);
              expect(byJs, `role ${role}, region ${regionId}, gold ${isGold}, premium ${isPremium}, group ${inGroup}`).toEqual(bySql);
              compared++;
            }
    expect(compared).toBe(48);
    // The matrix is not trivial: what a plain contractor reads grows with each group they join.
    const plain: Reader = { role: ROLES.CONTRACTOR, regionId: south!.id, isGold: false, isPremium: false, groups: [] };
    const readable = (r: Reader) => made.filter((p) => isReadable(p, r, now)).length;
    // Due and published (2 of 6 per audience), for everyone or for contractors, in every region, no group: 2 × 2 × 1 × 1.
    expect(readable(plain)).toBe(4);
    expect(readable({ ...plain, regionId: north!.id })).toBe(8);
    // In "malarze": also the items for that group (both group lists name it), gold or premium ticked
    // or not (2 group lists × 4): 2 dates × 2 roles × 2 regions × 8 more.
    expect(readable({ ...plain, regionId: north!.id, groups: [painters!.id] })).toBe(8 + 2 * 2 * 2 * 8);
    // In the other group, in the south: the one list naming it × 4, everywhere-only regions.
    expect(readable({ ...plain, groups: [other!.id] })).toBe(4 + 2 * 2 * 1 * 4);
  });
});
