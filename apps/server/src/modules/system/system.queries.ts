import { asc, sql } from 'drizzle-orm';
import { pagePhotos, type Database } from '@klub/db';

/** The photos of the registration screen, in their order; the one chosen in the settings first (the screen shows the first). */
export const registrationPhotos = (db: Database, chosenId: number | null = null) =>
  db
    .select({ id: pagePhotos.id, url: pagePhotos.url, title: pagePhotos.title })
    .from(pagePhotos)
    .orderBy(sql`${pagePhotos.id} = ${chosenId ?? 0} desc`, asc(pagePhotos.pos), asc(pagePhotos.id));
