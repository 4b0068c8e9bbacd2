import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONVERTER_DEFAULT,
  MAX_FAVOURITES,
  pointsForPln,
  type AssignCategoryBody,
  type CharacteristicBody,
  type CharacteristicPatch,
  type ConverterBody,
  type PartnerShopBody,
  type PrizeBody,
  type PrizeDetails,
  type PrizeGroupBody,
  type PrizeGroupPatch,
  type PrizePatch,
  type PrizeThresholdBody,
  NOT_FOUND_MESSAGES,
  PRIZE_MESSAGES,
} from '@klub/contracts';
import { favourites, partnerShops, prizeCharacteristics, prizeGroups, prizes, prizeThresholds, type Database } from '@klub/db';
import { notFound, unknownReference, badRequest, conflict } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import type { CatalogueCache } from './catalogue-cache';
import type { SettingsCache } from '../../lib/settings-cache';
import type { CatalogueReader, Scope } from './catalogue';
import { sanitizeRichText } from '../../lib/rich-text';
import { favouriteCount, groupUse, isAncestorOrSelf, shopProductCount, shopRows } from './prizes.queries';

export const CONVERTER_KEY = 'prizes.pointsPerPln';

/** Points per 1 zł (the converter setting); a missing or malformed value falls back to the default. */
export async function readConverter(settings: Pick<SettingsCache, 'read'>): Promise<number> {
  const n = Number(await settings.read(CONVERTER_KEY));
  return Number.isFinite(n) && n > 0 ? n : CONVERTER_DEFAULT;
}

export function prizesService(db: Database, settingsCache: SettingsCache, cache: CatalogueCache, reader: CatalogueReader) {
  const changed = () => cache.changed();

  async function groupOr400(id: number | null | undefined) {
    if (id === null || id === undefined) return;
    const [g] = await db.select({ id: prizeGroups.id }).from(prizeGroups).where(eq(prizeGroups.id, id));
    if (!g) throw unknownReference('prizeGroup');
  }
  async function shopOr400(shopNumber: number | null | undefined) {
    if (shopNumber === null || shopNumber === undefined) return;
    const [s] = await db.select({ id: partnerShops.id }).from(partnerShops).where(eq(partnerShops.shopNumber, shopNumber));
    if (!s) throw badRequest(PRIZE_MESSAGES.noShopNumber(shopNumber));
  }

  const converter = () => readConverter(settingsCache);

  async function details(id: number, scope: Scope, favouriteIds: ReadonlySet<number>): Promise<PrizeDetails> {
    const index = await reader.index(scope);
    const entry = index.byId.get(id);
    if (!entry) throw notFound('prize');
    // Description and stock read fresh: stock changes with orders, which do not drop the cache.
    const [p] = await db.select({ description: prizes.description, stock: prizes.stock }).from(prizes).where(eq(prizes.id, id));
    if (!p) throw notFound('prize');
    const characteristics = await db
      .select()
      .from(prizeCharacteristics)
      .where(eq(prizeCharacteristics.prizeId, id))
      .orderBy(prizeCharacteristics.pos, prizeCharacteristics.id);
    return { ...entry.row, stock: p.stock, isFavorite: favouriteIds.has(id), description: p.description, characteristics };
  }

  return {
    converter,
    details,

    // ---- groups ----
    async createGroup(body: Out<typeof PrizeGroupBody>) {
      await groupOr400(body.parentId);
      const [row] = await db
        .insert(prizeGroups)
        .values({ ...body, description: body.description ? sanitizeRichText(body.description) : null })
        .returning({ id: prizeGroups.id });
      await changed();
      return row!.id;
    },
    async updateGroup(id: number, body: Out<typeof PrizeGroupPatch>) {
      if (body.parentId !== undefined && body.parentId !== null) {
        await groupOr400(body.parentId);
        // The new parent may not be the group itself or one of its subgroups (no cycles).
        if (await isAncestorOrSelf(db, id, body.parentId)) throw badRequest(PRIZE_MESSAGES.groupCycle);
      }
      const set = {
        ...body,
        ...(body.description !== undefined ? { description: body.description ? sanitizeRichText(body.description) : null } : {}),
      };
      if (Object.keys(set).length === 0) throw badRequest(PRIZE_MESSAGES.noChange);
      const [row] = await db.update(prizeGroups).set(set).where(eq(prizeGroups.id, id)).returning({ id: prizeGroups.id });
      if (!row) throw notFound('prizeGroup');
      await changed();
    },
    async deleteGroup(id: number) {
      const use = await groupUse(db, id);
      if (use.prizes > 0 || use.groups > 0) {
        throw conflict(PRIZE_MESSAGES.groupNotEmpty(use.prizes, use.groups));
      }
      const deleted = await guardPg(() => db.delete(prizeGroups).where(eq(prizeGroups.id, id)).returning({ id: prizeGroups.id }), {
        foreignKey: PRIZE_MESSAGES.groupStillUsed,
      });
      if (deleted.length === 0) throw notFound('prizeGroup');
      await changed();
    },

    // ---- prizes ----
    async createPrize(body: Out<typeof PrizeBody>) {
      await groupOr400(body.groupId);
      await shopOr400(body.shopNumber);
      const pointsPrice = body.pointsPrice ?? pointsForPln(body.plnPrice!, await converter());
      const [row] = await guardPg(
        () =>
          db
            .insert(prizes)
            .values({
              ...body,
              groupId: body.groupId ?? null,
              shopNumber: body.shopNumber ?? null,
              plnPrice: body.plnPrice ?? null,
              description: sanitizeRichText(body.description ?? ''),
              pointsPrice,
            })
            .returning({ id: prizes.id }),
        { range: PRIZE_MESSAGES.priceOutOfRange, foreignKey: PRIZE_MESSAGES.noGroupOrShop },
      );
      await changed();
      return row!.id;
    },
    async updatePrize(id: number, body: Out<typeof PrizePatch>) {
      if (Object.keys(body).length === 0) throw badRequest(PRIZE_MESSAGES.noChange);
      await groupOr400(body.groupId);
      await shopOr400(body.shopNumber);
      const set: Partial<typeof prizes.$inferInsert> = { ...body, updatedAt: new Date() };
      if (body.description !== undefined) set.description = sanitizeRichText(body.description);
      if (body.pointsPrice === undefined && body.plnPrice) set.pointsPrice = pointsForPln(body.plnPrice, await converter());
      const [row] = await guardPg(() => db.update(prizes).set(set).where(eq(prizes.id, id)).returning({ id: prizes.id }), {
        range: PRIZE_MESSAGES.priceOutOfRange,
        foreignKey: PRIZE_MESSAGES.noGroupOrShop,
      });
      if (!row) throw notFound('prize');
      await changed();
    },
    /** Deleted for good: orders keep their own copy (name, variant, price); favourites and basket lines go with it. */
    async deletePrize(id: number) {
      const deleted = await db.delete(prizes).where(eq(prizes.id, id)).returning({ id: prizes.id });
      if (deleted.length === 0) throw notFound('prize');
      await changed();
    },
    async assignCategory(body: Out<typeof AssignCategoryBody>) {
      await groupOr400(body.groupId);
      const rows = await db
        .update(prizes)
        .set({ groupId: body.groupId, updatedAt: new Date() })
        .where(inArray(prizes.id, [...new Set(body.prizeIds)]))
        .returning({ id: prizes.id });
      await changed();
      return rows.length;
    },

    // ---- characteristics ----
    async addCharacteristic(body: Out<typeof CharacteristicBody>) {
      const [row] = await guardPg(() => db.insert(prizeCharacteristics).values(body).returning(), { foreignKey: NOT_FOUND_MESSAGES.prize });
      await changed();
      return row!;
    },
    async updateCharacteristic(id: number, body: Out<typeof CharacteristicPatch>) {
      if (Object.keys(body).length === 0) throw badRequest(PRIZE_MESSAGES.noChange);
      const [row] = await db.update(prizeCharacteristics).set(body).where(eq(prizeCharacteristics.id, id)).returning();
      if (!row) throw notFound('prizeVariant');
      await changed();
      return row;
    },
    async deleteCharacteristic(id: number) {
      const deleted = await db
        .delete(prizeCharacteristics)
        .where(eq(prizeCharacteristics.id, id))
        .returning({ id: prizeCharacteristics.id });
      if (deleted.length === 0) throw notFound('prizeVariant');
      await changed();
    },

    // ---- converter ----
    async setConverter(body: Out<typeof ConverterBody>) {
      await settingsCache.write(CONVERTER_KEY, body.pointsPerPln);
    },
    /** One UPDATE: every prize with a PLN price gets ceil(pln × rate) points (at least 1). */
    async convertPrizes(): Promise<number> {
      const rate = await converter();
      const rows = await guardPg(
        () =>
          db
            .update(prizes)
            .set({ pointsPrice: sql`greatest(1, ceil(${prizes.plnPrice} * ${String(rate)}::numeric))::int`, updatedAt: sql`now()` })
            .where(isNotNull(prizes.plnPrice))
            .returning({ id: prizes.id }),
        { range: PRIZE_MESSAGES.converterOutOfRange },
      );
      await changed();
      return rows.length;
    },

    // ---- thresholds ----
    async createThreshold(body: Out<typeof PrizeThresholdBody>) {
      const [row] = await db.insert(prizeThresholds).values(body).returning();
      await changed();
      return row!;
    },
    async updateThreshold(id: number, body: Out<typeof PrizeThresholdBody>) {
      const [row] = await db.update(prizeThresholds).set(body).where(eq(prizeThresholds.id, id)).returning();
      if (!row) throw notFound('prizeThreshold');
      await changed();
      return row;
    },
    async deleteThreshold(id: number) {
      const deleted = await db.delete(prizeThresholds).where(eq(prizeThresholds.id, id)).returning({ id: prizeThresholds.id });
      if (deleted.length === 0) throw notFound('prizeThreshold');
      await changed();
    },

    // ---- favourites ----
    favouriteIds: (userId: number) =>
      cache.favouriteIds(userId, async () =>
        (await db.select({ id: favourites.prizeId }).from(favourites).where(eq(favourites.userId, userId))).map((r) => r.id),
      ),
    async addFavourite(userId: number, prizeId: number) {
      if (!(await reader.index('public')).byId.has(prizeId)) throw notFound('prize');
      await db.transaction(async (tx) => {
        // One member's adds in a row: the cap check and the insert cannot interleave.
        await tx.execute(sql`select pg_advisory_xact_lock(7305, ${userId})`);
        const n = await favouriteCount(tx as never, userId, prizeId);
        if (n.has) return;
        if (n.n >= MAX_FAVOURITES) throw conflict(PRIZE_MESSAGES.favouritesFull(MAX_FAVOURITES));
        await tx.insert(favourites).values({ userId, prizeId }).onConflictDoNothing();
      });
      await cache.favouritesChanged(userId);
    },
    async removeFavourite(userId: number, prizeId: number) {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.prizeId, prizeId)));
      await cache.favouritesChanged(userId);
    },
    /** The member's favourites that customers can see now, newest first, at most 100. */
    async favouriteEntries(userId: number) {
      const ids = await db
        .select({ id: favourites.prizeId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(sql`${favourites.createdAt} desc`)
        .limit(MAX_FAVOURITES);
      const index = await reader.index('public');
      return ids.map((r) => index.byId.get(r.id)).filter((e) => e !== undefined);
    },

    // ---- partner shops ----
    async listShops() {
      return shopRows(db);
    },
    async createShop(body: Out<typeof PartnerShopBody>) {
      const [row] = await guardPg(() => db.insert(partnerShops).values(body).returning({ id: partnerShops.id }), {
        unique: PRIZE_MESSAGES.shopTaken(body.shopNumber),
      });
      return row!.id;
    },
    async updateShop(id: number, body: Out<typeof PartnerShopBody>) {
      const [row] = await guardPg(
        () => db.update(partnerShops).set(body).where(eq(partnerShops.id, id)).returning({ id: partnerShops.id }),
        { unique: PRIZE_MESSAGES.shopTaken(body.shopNumber), foreignKey: PRIZE_MESSAGES.shopNumberLocked },
      );
      if (!row) throw notFound('partnerShop');
    },
    async deleteShop(id: number) {
      const n = await shopProductCount(db, id);
      if (n > 0) throw conflict(PRIZE_MESSAGES.shopHasProducts(n));
      const deleted = await guardPg(() => db.delete(partnerShops).where(eq(partnerShops.id, id)).returning({ id: partnerShops.id }), {
        foreignKey: PRIZE_MESSAGES.shopStillUsed,
      });
      if (deleted.length === 0) throw notFound('partnerShop');
    },
  };
}

type Out<T extends z.ZodType> = z.output<T>;

export type PrizesService = ReturnType<typeof prizesService>;
