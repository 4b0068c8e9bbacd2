import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (images, documents). Kept in PostgreSQL so every instance serves the same
 * files without shared disk; `key` is generated (never the uploader's name) and is what
 * `/api/files/download/{key}` accepts.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    /** Who may download: PUBLIC (anyone), GOLD (gold members and admins), ADMIN (admins). */
    visibility: text('visibility', { enum: ['PUBLIC', 'GOLD', 'ADMIN'] })
      .notNull()
      .default('PUBLIC'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_key_key').on(t.key), index('files_created_idx').on(t.createdAt)],
);

/**
 * Resized copies of an uploaded photo (WebP, one per width of IMAGE_WIDTHS), so a list of news
 * never downloads a full-size photo. Derived from `files.content`: made at upload, or at the first
 * request for a width when the photo is older than the variants; deleted with their file.
 */
export const fileVariants = pgTable(
  'file_variants',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    mimeType: text('mime_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.width] })],
);
