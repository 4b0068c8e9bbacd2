import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTEST_ENTRY_CSV_COLUMNS,
  CONTEST_ENTRY_LABELS,
  CONTEST_MESSAGES,
  CONTEST_PDF_TEXTS,
  LEDGER_SOURCES,
  type ContestEntry,
  type ContestEntryBody,
  type ContestEntryList,
  type ContestEntryQuery,
  type ContestEntryStatus,
  type ContestPublic,
  type ContestPublicList,
  type ContestQuery,
  type ContestReviewBody,
  type MyContestEntry,
} from '@klub/contracts';
import { contestEntries, contests, files, queryRows, type Database } from '@klub/db';
import { badRequest, conflict, notFound } from '../../errors';
import { csvCell, csvDownload } from '../../lib/csv';
import { newDoc, table, toBuffer, withHeaders } from '../../lib/pdf';
import { readableBy } from '../../lib/publication';
import type { SettingsCache } from '../../lib/settings-cache';
import { endOfYearWarsaw, isoTime, warsawYear } from '../../lib/time';
import { pointsValidityYears } from '../codes/settings';
import { credit } from '../ledger/ledger.service';
import * as q from './contests.queries';
import { emitEvent } from '../webhooks/webhooks.outbox';

/**
 * Contests, "Dodatkowe punkty" (docs/domain.md "Konkursy"). A member sends entries while a contest
 * runs, up to its limit; an admin's review holds the entry's row lock, so an accepted entry and a
 * win each credit their points exactly once however often, and from however many instances, the
 * review is sent: the credit and the entry's pointer to it commit together.
 */

const { content } = q;
const missing = content.missing;

const myEntry = (e: Awaited<ReturnType<typeof q.selectMyEntries>>[number]): MyContestEntry => ({
  id: e.id,
  text: e.text,
  receiptNumber: e.receiptNumber,
  photos: e.photos,
  status: e.status as ContestEntryStatus,
  rejectReason: e.rejectReason,
  isWinner: e.isWinner,
  points: e.points,
  createdAt: isoTime(e.createdAt),
});

/** A contest row and the member's entries in it, as the member sees them. */
async function withMine<R extends { id: number; startsAt: Date; endsAt: Date }>(db: Database, userId: number, rows: R[], now: Date) {
  const mine = await q.selectMyEntries(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    ...q.times(r),
    isOpen: r.startsAt <= now && now < r.endsAt,
    myEntries: mine.filter((e) => e.contestId === r.id).map(myEntry),
  }));
}

export async function listForMember(
  db: Database,
  userId: number,
  query: z.output<typeof ContestQuery>,
  now = new Date(),
): Promise<ContestPublicList> {
  const page = await content.memberPage(db, userId, now, query);
  return { total: page.total, data: await withMine(db, userId, page.data, now) };
}

export async function getForMember(db: Database, userId: number, id: number, now = new Date()): Promise<ContestPublic> {
  return (await withMine(db, userId, [await content.memberItem(db, userId, now, id)], now))[0]!;
}

/** Only a contest nobody entered: entries (and the points they brought) keep their contest. */
export async function remove(db: Database, id: number): Promise<void> {
  const [entries] = await db.select({ n: count() }).from(contestEntries).where(eq(contestEntries.contestId, id));
  if (entries!.n > 0) throw conflict(CONTEST_MESSAGES.hasEntries);
  await content.remove(db, id);
}

/**
 * A member's entry: a contest they may read, while it runs, within its limit (rejected entries do
 * not count: the member may try again), holding what the contest asks. The photos must be images
 * the member uploaded. The contest's row lock makes the limit hold against a double click.
 */
export async function submitEntry(
  db: Database,
  userId: number,
  contestId: number,
  body: z.output<typeof ContestEntryBody>,
  now = new Date(),
): Promise<{ message: string; entry: MyContestEntry }> {
  const id = await db.transaction(async (tx) => {
    const [c] = await tx
      .select({
        startsAt: contests.startsAt,
        endsAt: contests.endsAt,
        askText: contests.askText,
        maxPhotos: contests.maxPhotos,
        askReceipt: contests.askReceipt,
        limit: contests.entriesPerMember,
      })
      .from(contests)
      .where(and(eq(contests.id, contestId), readableBy(contests, userId, now)))
      .for('update');
    if (!c) throw missing();
    if (now < c.startsAt || now >= c.endsAt) throw conflict(CONTEST_MESSAGES.closed);
    if (c.askText && !body.text) throw badRequest(CONTEST_MESSAGES.textRequired);
    if (c.askReceipt && !body.receiptNumber) throw badRequest(CONTEST_MESSAGES.receiptRequired);
    if (body.photos.length > c.maxPhotos) throw badRequest(CONTEST_MESSAGES.tooManyPhotos(c.maxPhotos));
    if (c.maxPhotos > 0 && body.photos.length === 0) throw badRequest(CONTEST_MESSAGES.photosRequired);
    const photos = [...new Set(body.photos)];
    if (photos.length > 0) {
      const own = await tx
        .select({ key: files.key })
        .from(files)
        .where(and(inArray(files.key, photos), eq(files.uploadedBy, userId), sql`${files.mimeType} like 'image/%'`));
      if (own.length !== photos.length) throw badRequest(CONTEST_MESSAGES.notYourPhoto);
    }
    const [sent] = await tx
      .select({ n: count() })
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId), ne(contestEntries.status, 'REJECTED')));
    if (sent!.n >= c.limit) throw conflict(CONTEST_MESSAGES.limit(c.limit));
    const [row] = await tx
      .insert(contestEntries)
      .values({
        contestId,
        userId,
        text: c.askText ? body.text : null,
        receiptNumber: c.askReceipt ? body.receiptNumber : null,
        photos,
      })
      .returning({ id: contestEntries.id, createdAt: contestEntries.createdAt });
    await emitEvent(tx as unknown as Database, 'contest.entry_created', userId, {
      entry: { id: row!.id, contestId, memberId: userId, createdAt: row!.createdAt.toISOString() },
    });
    return row!.id;
  });
  const [entry] = (await q.selectMyEntries(db, userId, [contestId])).filter((e) => e.id === id);
  return { message: CONTEST_MESSAGES.sent, entry: myEntry(entry!) };
}

const toEntry = (e: q.EntryRow): ContestEntry => ({
  ...myEntry(e),
  ...e,
  status: e.status as ContestEntryStatus,
  createdAt: isoTime(e.createdAt),
  reviewedAt: e.reviewedAt ? isoTime(e.reviewedAt) : null,
});

export async function entries(db: Database, contestId: number, query: z.output<typeof ContestEntryQuery>): Promise<ContestEntryList> {
  await content.getForAdmin(db, contestId);
  const page = await q.selectEntries(db, contestId, query);
  return { total: page.total, data: page.data.map(toEntry) };
}

/** The results as a CSV download (Polish Excel): every entry, newest first. */
export async function entriesCsv(db: Database, contestId: number) {
  const contest = await content.getForAdmin(db, contestId);
  const all = await q.selectEntries(db, contestId, { skip: 0, take: 1_000_000 });
  async function* rows() {
    for (const e of all.data.map(toEntry))
      yield [
        e.id,
        e.lastname,
        e.firstname,
        e.email,
        CONTEST_ENTRY_LABELS[e.status],
        e.isWinner ? 'tak' : '',
        e.points,
        e.rejectReason,
        e.text,
        e.receiptNumber,
        e.photos.length,
        e.createdAt,
      ].map(csvCell);
  }
  return { filename: `konkurs-${contest.id}-zgloszenia.csv`, stream: csvDownload(rows(), CONTEST_ENTRY_CSV_COLUMNS) };
}

const warsaw = (at: string) => new Date(at).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });

/** The results as a PDF: the contest, the counts, then the winners first and every entry with its status and points. */
export async function entriesPdf(db: Database, contestId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const T = CONTEST_PDF_TEXTS;
  const c = await content.getForAdmin(db, contestId);
  const all = (await q.selectEntries(db, contestId, { skip: 0, take: 1_000_000 })).data.map(toEntry);
  const ordered = [...all.filter((e) => e.isWinner), ...all.filter((e) => !e.isWinner)];
  const doc = newDoc(T.title(c.title), T.author);
  doc.font('bold').fontSize(16).text(T.title(c.title));
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(T.period(warsaw(c.startsAt), warsaw(c.endsAt)));
  doc.text(
    T.counts(
      c.entries,
      c.accepted,
      c.winners,
      all.reduce((sum, e) => sum + e.points, 0),
    ),
  );
  doc.moveDown();
  if (ordered.length === 0) doc.text(T.none);
  else
    table(
      doc,
      withHeaders(T.columns, [{ width: 40 }, { width: 150 }, { width: 165 }, { width: 100 }, { width: 60, align: 'right' }]),
      ordered.map((e) => [
        String(e.id),
        `${e.firstname} ${e.lastname}`,
        e.email,
        `${CONTEST_ENTRY_LABELS[e.status]}${e.isWinner ? `, ${T.winner}` : ''}`,
        String(e.points),
      ]),
    );
  return { fileName: T.fileName(contestId), pdf: await toBuffer(doc) };
}

/**
 * The review of one entry, under its row lock. `ACCEPTED` credits the contest's points for an
 * accepted entry and `isWinner: true` the winner's, each only while the entry has no such credit;
 * points once given stay: an entry with a credit is not rejected, a paid win not taken back.
 */
export async function review(
  deps: { db: Database; settings: SettingsCache },
  adminId: number,
  entryId: number,
  body: z.output<typeof ContestReviewBody>,
): Promise<ContestEntry> {
  const validity = await pointsValidityYears(deps.settings);
  await deps.db.transaction(async (tx) => {
    const [e] = await queryRows<{
      user_id: number;
      accepted_credit_id: number | null;
      winner_credit_id: number | null;
      title: string;
      points_accepted: number;
      points_winner: number;
    }>(
      tx,
      sql`select e.user_id, e.accepted_credit_id, e.winner_credit_id, c.title, c.points_accepted, c.points_winner
          from ${contestEntries} e join ${contests} c on c.id = e.contest_id where e.id = ${entryId} for update of e`,
    );
    if (!e) throw notFound('contestEntry');
    const awarded = (points: number, reason: string) =>
      credit(tx as never, {
        userId: e.user_id,
        amount: points,
        source: LEDGER_SOURCES.CONTEST_AWARD,
        reason,
        actorId: adminId,
        expiresAt: endOfYearWarsaw(warsawYear() + validity),
        earns: true,
      }).then((c) => c.id);
    if (body.status === 'REJECTED') {
      if (e.accepted_credit_id !== null || e.winner_credit_id !== null) throw conflict(CONTEST_MESSAGES.acceptedFinal);
      await tx
        .update(contestEntries)
        .set({ status: 'REJECTED', rejectReason: body.rejectReason, isWinner: false, reviewedAt: new Date() })
        .where(eq(contestEntries.id, entryId));
      return;
    }
    if (body.isWinner === false && e.winner_credit_id !== null) throw conflict(CONTEST_MESSAGES.winnerPaid);
    const acceptedCreditId =
      e.accepted_credit_id ?? (e.points_accepted > 0 ? await awarded(e.points_accepted, CONTEST_MESSAGES.awardReason(e.title)) : null);
    const winnerCreditId =
      e.winner_credit_id ??
      (body.isWinner && e.points_winner > 0 ? await awarded(e.points_winner, CONTEST_MESSAGES.winnerReason(e.title)) : null);
    await tx
      .update(contestEntries)
      .set({
        status: 'ACCEPTED',
        rejectReason: null,
        ...(body.isWinner === undefined ? {} : { isWinner: body.isWinner }),
        acceptedCreditId,
        winnerCreditId,
        reviewedAt: new Date(),
      })
      .where(eq(contestEntries.id, entryId));
  });
  const row = await q.selectEntry(deps.db, entryId);
  return toEntry(row!);
}
