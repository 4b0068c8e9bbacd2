import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgInsertValue, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { files, trainingGalleryGroups, trainingGalleryPhotos, type Database } from '@klub/db';
import { pageOf, type PageQuery } from '../../lib/paging';
import { qualified } from '../../lib/qualified';
import { containsPattern } from '../../lib/search';

/** Training photo galleries: reads and writes through the schema. */

/** The outer group's id, and a group's photos and their files named apart from it, inside subqueries. */
const outerGroupId = qualified(trainingGalleryGroups, trainingGalleryGroups.id);
const p = alias(trainingGalleryPhotos, 'p');
const f = alias(files, 'f');
const photoGroup = qualified(p, p.groupId);

const groupFields = {
  id: trainingGalleryGroups.id,
  name: trainingGalleryGroups.name,
  description: trainingGalleryGroups.description,
  position: trainingGalleryGroups.position,
  updatedAt: trainingGalleryGroups.updatedAt,
  photoCount: sql<number>`(select count(*) from ${trainingGalleryPhotos} ${p} where ${photoGroup} = ${outerGroupId})::int`,
  coverKey: sql<
    string | null
  >`(select ${qualified(f, f.key)} from ${trainingGalleryPhotos} ${p} join ${files} ${f} on ${qualified(f, f.id)} = ${qualified(p, p.fileId)}
    where ${photoGroup} = ${outerGroupId} order by ${qualified(p, p.position)}, ${qualified(p, p.id)} limit 1)`,
};
export type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

const groupOrder = [asc(trainingGalleryGroups.position), asc(trainingGalleryGroups.id)];

/** The groups matching `where`, in order. */
export const selectGroups = (db: Database, where?: SQL) =>
  db
    .select(groupFields)
    .from(trainingGalleryGroups)
    .where(where)
    .orderBy(...groupOrder);

/** A group's name holds `search`; `withPhotos`: only groups that have a photo (what members see). */
export const groupCondition = (search: string | undefined, withPhotos: boolean): SQL | undefined =>
  and(
    search ? sql`lower(${trainingGalleryGroups.name}) like ${containsPattern(search)}` : undefined,
    withPhotos ? sql`exists (select 1 from ${trainingGalleryPhotos} ${p} where ${photoGroup} = ${outerGroupId})` : undefined,
  );

const photoFields = {
  id: trainingGalleryPhotos.id,
  groupId: trainingGalleryPhotos.groupId,
  fileKey: files.key,
  caption: trainingGalleryPhotos.caption,
  position: trainingGalleryPhotos.position,
  createdAt: trainingGalleryPhotos.createdAt,
};
export type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

/** Photos matching `where` in their group's order (groups by id). */
export const selectPhotos = (db: Database, where?: SQL, page?: PageQuery) => {
  const query = db
    .select(photoFields)
    .from(trainingGalleryPhotos)
    .innerJoin(files, eq(files.id, trainingGalleryPhotos.fileId))
    .where(where)
    .orderBy(asc(trainingGalleryPhotos.groupId), asc(trainingGalleryPhotos.position), asc(trainingGalleryPhotos.id));
  return page ? pageOf(query, page) : query;
};

export const countPhotos = async (db: Database, where?: SQL) => {
  const [row] = await db.select({ n: count() }).from(trainingGalleryPhotos).where(where);
  return row!.n;
};

/** The group, locked until the transaction ends (so two uploads cannot both pass the photo limit). */
export const lockGroup = async (db: Database, id: number) => {
  const [row] = await db
    .select({ id: trainingGalleryGroups.id })
    .from(trainingGalleryGroups)
    .where(eq(trainingGalleryGroups.id, id))
    .for('update');
  return row;
};

/** An uploaded file by key: what a gallery photo may be made of. */
export const fileByKey = async (db: Database, key: string) => {
  const [row] = await db
    .select({ id: files.id, mimeType: files.mimeType, visibility: files.visibility })
    .from(files)
    .where(eq(files.key, key));
  return row;
};

/** The `position` after the last group's, or (with `groupId`) after the last photo's of that group. */
export const nextPosition = (groupId?: number) =>
  groupId === undefined
    ? sql`(select coalesce(max(${trainingGalleryGroups.position}), 0) + 1 from ${trainingGalleryGroups})`
    : sql`(select coalesce(max(${trainingGalleryPhotos.position}), 0) + 1 from ${trainingGalleryPhotos} where ${trainingGalleryPhotos.groupId} = ${groupId})`;

export const insertGroup = (db: Database, values: PgInsertValue<typeof trainingGalleryGroups>) =>
  db.insert(trainingGalleryGroups).values(values).returning({ id: trainingGalleryGroups.id });

export const updateGroup = (db: Database, id: number, values: PgUpdateSetSource<typeof trainingGalleryGroups>) =>
  db
    .update(trainingGalleryGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingGalleryGroups.id, id))
    .returning({ id: trainingGalleryGroups.id });

/** The group and its photos (ON DELETE CASCADE); the uploaded files stay. */
export const deleteGroup = (db: Database, id: number) =>
  db.delete(trainingGalleryGroups).where(eq(trainingGalleryGroups.id, id)).returning({ id: trainingGalleryGroups.id });

export const insertPhoto = (db: Database, values: PgInsertValue<typeof trainingGalleryPhotos>) =>
  db.insert(trainingGalleryPhotos).values(values).returning({ id: trainingGalleryPhotos.id });

export const updatePhoto = (db: Database, id: number, values: PgUpdateSetSource<typeof trainingGalleryPhotos>) =>
  db
    .update(trainingGalleryPhotos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingGalleryPhotos.id, id))
    .returning({ id: trainingGalleryPhotos.id });

export const deletePhoto = (db: Database, id: number) =>
  db.delete(trainingGalleryPhotos).where(eq(trainingGalleryPhotos.id, id)).returning({ id: trainingGalleryPhotos.id });
