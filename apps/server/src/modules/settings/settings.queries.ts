import { eq, sql } from 'drizzle-orm';
import { pagePhotos, secretSettings, type Database } from '@klub/db';

/** The statements of the secret settings (`settings.service.ts` holds the rules; the others are in `lib/settings-cache.ts`). */

export const secret = (db: Database, key: string) =>
  db.select({ value: secretSettings.value }).from(secretSettings).where(eq(secretSettings.key, key));

export const secretState = (db: Database, key: string) =>
  db.select({ hint: secretSettings.hint, updatedAt: secretSettings.updatedAt }).from(secretSettings).where(eq(secretSettings.key, key));

export const deleteSecret = (db: Database, key: string) => db.delete(secretSettings).where(eq(secretSettings.key, key));

export const writeSecret = (db: Database, key: string, value: string, hint: string) =>
  db
    .insert(secretSettings)
    .values({ key, value, hint })
    .onConflictDoUpdate({ target: secretSettings.key, set: { value, hint, updatedAt: sql`now()` } });

/** The registration screen's photo chosen on the form (its gallery is `modules/page-photos`). */
export const pagePhoto = (db: Database, id: number) => db.select({ id: pagePhotos.id }).from(pagePhotos).where(eq(pagePhotos.id, id));
