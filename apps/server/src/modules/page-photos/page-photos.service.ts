import type { ContentCache } from '../../lib/content-cache';
import type { z } from 'zod';
import { PAGE_PHOTO_MESSAGES, fileUrl, type PagePhotoBody, type PagePhotoTitleBody, type RegistrationPhoto } from '@klub/contracts';
import type { Database } from '@klub/db';
import { allPhotos, deletePhoto, insertPhoto, photoExists, publicPicture, updatePhotoTitle } from './page-photos.queries';
import { badRequest, notFound } from '../../errors';
import type { SettingsCache } from '../../lib/settings-cache';
import { registrationPhotoId, setRegistrationPhotoId } from '../settings/settings.service';

/**
 * The registration screen's photo gallery (docs/domain.md "Zdjęcia ekranu rejestracji"): admins add
 * uploaded photos and choose the one the screen shows (the `page.registrationPhotoId` setting,
 * also on the settings form); without a choice the gallery's first shows.
 */

/** Every photo, the current one first (what the registration screen shows), then in the gallery's order. */
export async function list(db: Database, settings: SettingsCache, cache?: ContentCache): Promise<RegistrationPhoto[]> {
  const load = () => allPhotos(db);
  // The public read (every registration screen) comes from the content cache; an admin's write reads the table.
  const rows = cache ? await cache.get('page-photos', load) : await load();
  const chosen = await registrationPhotoId(settings);
  const current = rows.find((r) => r.id === chosen) ?? rows[0];
  return [...(current ? [current] : []), ...rows.filter((r) => r !== current)].map((row) => ({ ...row, current: row === current }));
}

async function assertExists(db: Database, id: number) {
  const [row] = await photoExists(db, id);
  if (!row) throw notFound('pagePhoto');
}

/** Adds an uploaded picture at the end of the gallery; a key of no file, or of a document, is 400. */
export async function create(db: Database, settings: SettingsCache, body: z.output<typeof PagePhotoBody>): Promise<RegistrationPhoto[]> {
  const [file] = await publicPicture(db, body.image);
  if (!file) throw badRequest(PAGE_PHOTO_MESSAGES.notPhoto);
  await insertPhoto(db, { url: fileUrl(body.image), title: body.title ?? null });
  return list(db, settings);
}

export async function updateTitle(
  db: Database,
  settings: SettingsCache,
  id: number,
  body: z.output<typeof PagePhotoTitleBody>,
): Promise<RegistrationPhoto[]> {
  const changed = await updatePhotoTitle(db, id, body.title ?? null);
  if (changed.length === 0) throw notFound('pagePhoto');
  return list(db, settings);
}

/** Makes a photo the one the registration screen shows. */
export async function makeCurrent(db: Database, settings: SettingsCache, id: number): Promise<RegistrationPhoto[]> {
  await assertExists(db, id);
  await setRegistrationPhotoId(settings, id);
  return list(db, settings);
}

/** Removes a photo; removing the current one hands the screen back to the gallery's first. */
export async function remove(db: Database, settings: SettingsCache, id: number): Promise<RegistrationPhoto[]> {
  const deleted = await deletePhoto(db, id);
  if (deleted.length === 0) throw notFound('pagePhoto');
  if ((await registrationPhotoId(settings)) === id) await setRegistrationPhotoId(settings, null);
  return list(db, settings);
}
