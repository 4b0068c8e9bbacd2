import { asc } from 'drizzle-orm';
import { pagePhotos, type Database } from '@klub/db';

/** The photos of the registration screen, in their order. */
export const registrationPhotos = (db: Database) =>
  db
    .select({ id: pagePhotos.id, url: pagePhotos.url, title: pagePhotos.title })
    .from(pagePhotos)
    .orderBy(asc(pagePhotos.pos), asc(pagePhotos.id));
