import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fileUrl,
  GALLERY_LIMITS,
  GALLERY_MESSAGES,
  type GalleryGroup,
  type GalleryGroupBody,
  type GalleryGroupDetail,
  type GalleryGroupList,
  type GalleryGroupQuery,
  type GalleryPhoto,
  type GalleryPhotoBody,
  type GalleryPhotoList,
  type GalleryPhotoQuery,
  type GalleryPhotoUpdateBody,
} from '@klub/contracts';
import { trainingGalleryGroups, trainingGalleryPhotos, type Database } from '@klub/db';
import { badRequest, notFound, unknownReference } from '../../errors';
import { paged, slicePage } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import * as q from './training-gallery.queries';

/**
 * Training photo galleries (docs/domain.md "Galerie zdjęć ze szkoleń"): admins keep groups of photos
 * uploaded through /api/files/upload; signed-in members browse the groups that have a photo.
 */

const toGroup = ({ coverKey, updatedAt, ...row }: q.GroupRow): GalleryGroup => ({
  ...row,
  coverUrl: coverKey ? fileUrl(coverKey) : null,
  updatedAt: isoTime(updatedAt),
});

const toPhoto = ({ createdAt, ...row }: q.PhotoRow): GalleryPhoto => ({
  ...row,
  url: fileUrl(row.fileKey),
  createdAt: isoTime(createdAt),
});

/** Admin: every group; a member: the groups with a photo. */
export async function listGroups(db: Database, query: z.output<typeof GalleryGroupQuery>, isAdmin: boolean): Promise<GalleryGroupList> {
  // A club has tens of galleries: all matching are read, the page is cut here.
  const { total, data } = slicePage(await q.selectGroups(db, q.groupCondition(query.search, !isAdmin)), query);
  return { total, data: data.map(toGroup) };
}

/** A group and its photos in order; a member asking for an empty group gets 404 (it is not on their list). */
export async function groupById(db: Database, id: number, isAdmin = true): Promise<GalleryGroupDetail> {
  const [group] = await q.selectGroups(db, eq(trainingGalleryGroups.id, id));
  if (!group || (!isAdmin && group.photoCount === 0)) throw notFound('galleryGroup');
  const photos = await q.selectPhotos(db, eq(trainingGalleryPhotos.groupId, id));
  return { ...toGroup(group), photos: photos.map(toPhoto) };
}

export async function createGroup(db: Database, body: z.output<typeof GalleryGroupBody>): Promise<GalleryGroupDetail> {
  const [row] = await q.insertGroup(db, {
    name: body.name,
    description: body.description,
    position: body.position ?? q.nextPosition(),
  });
  return groupById(db, row!.id);
}

/** Without `position` the group keeps its place. */
export async function updateGroup(db: Database, id: number, body: z.output<typeof GalleryGroupBody>): Promise<GalleryGroupDetail> {
  const [row] = await q.updateGroup(db, id, {
    name: body.name,
    description: body.description,
    ...(body.position !== undefined ? { position: body.position } : {}),
  });
  if (!row) throw notFound('galleryGroup');
  return groupById(db, id);
}

export async function deleteGroup(db: Database, id: number): Promise<void> {
  const deleted = await q.deleteGroup(db, id);
  if (deleted.length === 0) throw notFound('galleryGroup');
}

export async function listPhotos(db: Database, query: z.output<typeof GalleryPhotoQuery>): Promise<GalleryPhotoList> {
  const where = query.groupId ? eq(trainingGalleryPhotos.groupId, query.groupId) : undefined;
  const { total, data } = await paged(q.selectPhotos(db, where, query), q.countPhotos(db, where));
  return { total, data: data.map(toPhoto) };
}

export async function photoById(db: Database, id: number): Promise<GalleryPhoto> {
  const [row] = await q.selectPhotos(db, eq(trainingGalleryPhotos.id, id));
  if (!row) throw notFound('galleryPhoto');
  return toPhoto(row);
}

/** Locks the target group (it must exist) and checks it has room for one more photo. */
async function roomIn(tx: Database, groupId: number) {
  if (!(await q.lockGroup(tx, groupId))) throw unknownReference('galleryGroup');
  const photos = await q.countPhotos(tx, eq(trainingGalleryPhotos.groupId, groupId));
  if (photos >= GALLERY_LIMITS.groupPhotos) throw badRequest(GALLERY_MESSAGES.groupFull(GALLERY_LIMITS.groupPhotos));
}

/** Adds an uploaded image at the end of its group: a key of no file, of a document or of a restricted file is 400. */
export async function createPhoto(db: Database, body: z.output<typeof GalleryPhotoBody>): Promise<GalleryPhoto> {
  const file = await q.fileByKey(db, body.fileKey);
  if (!file) throw badRequest(GALLERY_MESSAGES.fileMissing);
  if (!file.mimeType.startsWith('image/')) throw badRequest(GALLERY_MESSAGES.notImage);
  if (file.visibility !== 'PUBLIC') throw badRequest(GALLERY_MESSAGES.notPublic);
  const id = await db.transaction(async (tx) => {
    await roomIn(tx, body.groupId);
    const [row] = await q.insertPhoto(tx, {
      groupId: body.groupId,
      fileId: file.id,
      caption: body.caption,
      position: q.nextPosition(body.groupId),
    });
    return row!.id;
  });
  return photoById(db, id);
}

/** A photo moved to another group without `position` goes to that group's end; otherwise without `position` it stays. */
export async function updatePhoto(db: Database, id: number, body: z.output<typeof GalleryPhotoUpdateBody>): Promise<GalleryPhoto> {
  const current = await photoById(db, id);
  const moved = body.groupId !== current.groupId;
  await db.transaction(async (tx) => {
    if (moved) await roomIn(tx, body.groupId);
    const position = body.position ?? (moved ? q.nextPosition(body.groupId) : undefined);
    await q.updatePhoto(tx, id, { groupId: body.groupId, caption: body.caption, ...(position !== undefined ? { position } : {}) });
  });
  return photoById(db, id);
}

export async function deletePhoto(db: Database, id: number): Promise<void> {
  const deleted = await q.deletePhoto(db, id);
  if (deleted.length === 0) throw notFound('galleryPhoto');
}
