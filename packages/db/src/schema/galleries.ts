import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';

/**
 * Training photo galleries (/api/trainings-photogallery, docs/domain.md "Galerie zdjęć ze szkoleń"):
 * a group (one training, one event) holds photos in `position` order; members see the groups that
 * have a photo. Deleting a group deletes its photos (not the uploaded files).
 */
export const trainingGalleryGroups = pgTable(
  'training_gallery_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_gallery_groups_position_idx').on(t.position, t.id)],
);

/** A photo of a group: an uploaded image file (`files`), an optional caption, its place in the group. */
export const trainingGalleryPhotos = pgTable(
  'training_gallery_photos',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => trainingGalleryGroups.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    caption: text('caption'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_gallery_photos_group_position_idx').on(t.groupId, t.position, t.id),
    index('training_gallery_photos_file_idx').on(t.fileId),
    check('training_gallery_photos_position_check', sql`${t.position} >= 0`),
  ],
);
