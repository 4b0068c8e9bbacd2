import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { favourites, partnerShops, prizeCharacteristics, prizeGroups, prizes, prizeThresholds, queryRows, type Database } from '@klub/db';

/** The catalogue's reads: groups, prizes, thresholds, favourites, partner shops. */

/** Every prize group (the tree is built in memory). */
export function groupRows(db: Database) {
  return db
    .select({
      id: prizeGroups.id,
      name: prizeGroups.name,
      description: prizeGroups.description,
      parentId: prizeGroups.parentId,
      image: prizeGroups.image,
      pos: prizeGroups.pos,
      isActive: prizeGroups.isActive,
    })
    .from(prizeGroups);
}
export type GroupRow = Awaited<ReturnType<typeof groupRows>>[number];

/** Prizes (`active` only, or all) with how many characteristics each has. */
export function prizeRows(db: Database, activeOnly: boolean) {
  const c = db
    .select({ prizeId: prizeCharacteristics.prizeId, characteristics: count().as('characteristics') })
    .from(prizeCharacteristics)
    .groupBy(prizeCharacteristics.prizeId)
    .as('c');
  return db
    .select({
      id: prizes.id,
      groupId: prizes.groupId,
      name: prizes.name,
      images: prizes.images,
      pointsPrice: prizes.pointsPrice,
      plnPrice: sql<number | null>`${prizes.plnPrice}::float8`,
      stock: prizes.stock,
      isActive: prizes.isActive,
      shopNumber: prizes.shopNumber,
      pos: prizes.pos,
      // (a subquery's computed field is named bare by Drizzle: `characteristics` is no prize column)
      characteristicsCount: sql<number>`coalesce(${c.characteristics}, 0)::int`,
    })
    .from(prizes)
    .leftJoin(c, eq(c.prizeId, prizes.id))
    .where(activeOnly ? sql`${prizes.isActive}` : undefined);
}

/** How many prizes (`active` only, or all) each group holds. */
export function groupPrizeCounts(db: Database, activeOnly: boolean) {
  return db
    .select({ groupId: prizes.groupId, n: count() })
    .from(prizes)
    .where(and(isNotNull(prizes.groupId), activeOnly ? prizes.isActive : undefined))
    .groupBy(prizes.groupId);
}

export function thresholdRows(db: Database) {
  return db
    .select({
      id: prizeThresholds.id,
      name: prizeThresholds.name,
      minPoints: prizeThresholds.minPoints,
      maxPoints: prizeThresholds.maxPoints,
      pos: prizeThresholds.pos,
    })
    .from(prizeThresholds)
    .orderBy(prizeThresholds.pos, prizeThresholds.minPoints, prizeThresholds.id);
}

/** Whether group `id` is `parentId` or one of its ancestors (a move under it would close a cycle). */
export async function isAncestorOrSelf(db: Database, id: number, parentId: number): Promise<boolean> {
  const g = alias(prizeGroups, 'g');
  // `up` is the statement's own relation (id, parent_id, depth): a computed answer, typed here.
  const [cycle] = await queryRows<{ hit: boolean }>(
    db,
    sql`
    with recursive up(id, parent_id, depth) as (
      select ${prizeGroups.id}, ${prizeGroups.parentId}, 0 from ${prizeGroups} where ${prizeGroups.id} = ${parentId}
      union all select ${g.id}, ${g.parentId}, up.depth + 1 from ${prizeGroups} g join up on ${g.id} = up.parent_id where up.depth < 100)
    select exists(select 1 from up where id = ${id}) as hit`,
  );
  return !!cycle?.hit;
}

/** How many prizes and subgroups a group holds. */
export async function groupUse(db: Database, id: number) {
  const [use] = await db
    .select({
      prizes: sql<number>`(select count(*) from ${prizes} where ${prizes.groupId} = ${id})::int`,
      groups: sql<number>`(select count(*) from ${prizeGroups} where ${prizeGroups.parentId} = ${id})::int`,
    })
    .from(sql`(select 1) one`);
  return use!;
}

/** A member's favourites: how many, and whether `prizeId` is one of them. */
export async function favouriteCount(db: Database, userId: number, prizeId: number) {
  const [row] = await db
    .select({ n: count(), has: sql<boolean | null>`bool_or(${favourites.prizeId} = ${prizeId})` })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return row!;
}

/** Partner shops by number, with how many prizes each sells. */
export function shopRows(db: Database) {
  const p = db
    .select({ shopNumber: prizes.shopNumber, prizes: count().as('prizes') })
    .from(prizes)
    .groupBy(prizes.shopNumber)
    .as('p');
  return db
    .select({
      id: partnerShops.id,
      shopNumber: partnerShops.shopNumber,
      name: partnerShops.name,
      email: partnerShops.email,
      url: partnerShops.url,
      prizesCount: sql<number>`coalesce(${p.prizes}, 0)::int`,
    })
    .from(partnerShops)
    .leftJoin(p, eq(p.shopNumber, partnerShops.shopNumber))
    .orderBy(partnerShops.shopNumber);
}

/** How many prizes the shop `id` sells. */
export async function shopProductCount(db: Database, id: number): Promise<number> {
  const [use] = await db
    .select({ n: count() })
    .from(prizes)
    .innerJoin(partnerShops, eq(partnerShops.shopNumber, prizes.shopNumber))
    .where(eq(partnerShops.id, id));
  return use!.n;
}
