import { asc, eq, sql } from 'drizzle-orm';
import { banners, type Database } from '@klub/db';

/** The statements of the home page's banners (`banners.service.ts` holds the rules). */

type Values = Omit<typeof banners.$inferInsert, 'id' | 'pos' | 'createdAt' | 'updatedAt'>;
const order = [asc(banners.pos), asc(banners.id)];

export const allBanners = (db: Database) =>
  db
    .select()
    .from(banners)
    .orderBy(...order);

export const bannerById = (db: Database, id: number) => db.select().from(banners).where(eq(banners.id, id));

export const publishedBanners = (db: Database) =>
  db
    .select()
    .from(banners)
    .where(eq(banners.status, 'PUBLISHED'))
    .orderBy(...order);

/** A new banner comes last. */
export const insertBanner = (db: Database, values: Values) =>
  db
    .insert(banners)
    .values({ ...values, pos: sql`(select coalesce(max(${banners.pos}), 0) + 1 from ${banners})` })
    .returning();

export const updateBannerRow = (db: Database, id: number, values: Partial<Values>) =>
  db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();

export const deleteBanner = (db: Database, id: number) => db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });

/** The order, every banner locked (two admins moving at once wait for each other). */
export const lockedOrder = (tx: Database) =>
  tx
    .select({ id: banners.id, pos: banners.pos })
    .from(banners)
    .orderBy(...order)
    .for('update');

export const setBannerPos = (tx: Database, id: number, pos: number) => tx.update(banners).set({ pos }).where(eq(banners.id, id));
