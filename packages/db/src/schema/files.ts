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
    /** The whole content; empty for a file kept in `file_chunks` (then `chunkSize` is set). */
    content: bytea('content').notNull(),
    /** Set for a large file (a film) kept in `file_chunks` in parts of this many bytes, so it streams and serves byte ranges. */
    chunkSize: integer('chunk_size'),
    /** Who may download: PUBLIC (anyone), GOLD (gold members and admins), ADMIN (admins), PRIVATE (admins and the uploader). */
    visibility: text('visibility', { enum: ['PUBLIC', 'GOLD', 'ADMIN', 'PRIVATE'] })
      .notNull()
      .default('PUBLIC'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_key_key').on(t.key), index('files_created_idx').on(t.createdAt)],
);

/**
 * The parts of a large file (an uploaded film): part `n` holds bytes [n × chunk_size, (n + 1) × chunk_size)
 * of it, so a download streams them and a byte range reads only the parts it covers.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.n] })],
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
