import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicationColumns } from './content';
import { regions } from './points';
import { users } from './users';
import { files } from './files';

/**
 * Training events (docs/domain.md "Szkolenia"): a title, a lead and a sanitised HTML description, when
 * (`startsAt`, optional `endsAt`), where (a place and/or an online link, a region), how many places
 * (`capacity`) and until when members sign up (`signupDeadline`; none: until it starts), with the
 * content's publication columns (status, publishAt, audience).
 */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    body: text('body').notNull(),
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    place: text('place').notNull().default(''),
    onlineUrl: text('online_url'),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    signupDeadline: timestamp('signup_deadline', { withTimezone: true }),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trainings_starts_idx').on(t.startsAt, t.id),
    check('trainings_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('trainings_capacity_check', sql`${t.capacity} > 0`),
    check('trainings_ends_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('trainings_deadline_check', sql`${t.signupDeadline} is null or ${t.signupDeadline} <= ${t.startsAt}`),
  ],
);

/**
 * A member's place on a training: `CONFIRMED` (one of the `capacity` places), `WAITING` (the waiting
 * list, in `queuedAt` order) or `CANCELLED`. One row per member and training: signing up again after
 * cancelling reuses it and joins the end of the queue. `remindedAt`: the day-before reminder went out.
 */
export const trainingSignups = pgTable(
  'training_signups',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('training_signups_training_user_key').on(t.trainingId, t.userId),
    index('training_signups_queue_idx').on(t.trainingId, t.status, t.queuedAt, t.id),
    index('training_signups_user_idx').on(t.userId),
    check('training_signups_status_check', sql`${t.status} in ('CONFIRMED', 'WAITING', 'CANCELLED')`),
  ],
);

/**
 * Training films (/api/trainings-movies): a YouTube or Vimeo address (the page embeds it from the
 * providers' privacy-friendly players, only after the member clicks), a title and a description,
 * with the content's publication columns.
 */
export const trainingMovies = pgTable(
  'training_movies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A YouTube or Vimeo address, or null for an uploaded film (`videoFileId`). */
    videoUrl: text('video_url'),
    /** An uploaded MP4 (files kept in parts), or null for a YouTube or Vimeo address. */
    videoFileId: integer('video_file_id').references(() => files.id),
    ...publicationColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_movies_publish_idx').on(t.publishAt.desc(), t.id.desc()),
    check('training_movies_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('training_movies_source_check', sql`(${t.videoUrl} is null) <> (${t.videoFileId} is null)`),
  ],
);
