import {
  CONTEST_ENTRY_LABELS,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_JSON_FILE,
  DATA_EXPORT_MAX_BYTES,
  DATA_EXPORT_MAX_ROWS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_PER_HOUR,
  DATA_EXPORT_README_FILE,
  DATA_EXPORT_TABLES,
  LEDGER_MESSAGES,
  LEDGER_SOURCE_LABELS,
  MEMBER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  ROLE_LABELS,
  ROLES,
  TRAINING_SIGNUP_LABELS,
  dataExportFileName,
  dataExportReadme,
  type ContestEntryStatus,
  type DataExportTable,
  type OrderStatus,
  type RoleCode,
  type TrainingSignupStatus,
  type UserStatus,
} from '@klub/contracts';
import { auditLog, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../errors';
import { csvCell, csvDownload } from '../../lib/csv';
import { hitLimit } from '../../lib/rate-limit';
import { isoTime, warsawDay } from '../../lib/time';
import { zipArchive, type ZipEntry } from '../../lib/zip';
import { formatCode } from '../codes/code-format';
import * as q from './data-export.queries';

/** A value of the export: JSON keeps it as it is; a CSV cell writes it as text. */
type Cell = string | number | boolean | null | readonly string[];
type ColumnKey<T extends DataExportTable> = keyof (typeof DATA_EXPORT_TABLES)[T]['columns'] & string;
type Row<T extends DataExportTable> = Record<ColumnKey<T>, Cell>;
type Tables = { [T in DataExportTable]: Row<T>[] };

export interface DataExportFile {
  fileName: string;
  zip: Buffer;
  /** Rows per table (what the admin's audit row records). */
  counts: Record<DataExportTable, number>;
}

const TABLE_NAMES = Object.keys(DATA_EXPORT_TABLES) as DataExportTable[];

/** The keys of `table`'s columns in their declared order: dane.json and the CSV list them alike. */
function ordered<T extends DataExportTable>(table: T, values: Row<T>): Row<T> {
  return Object.fromEntries(Object.keys(DATA_EXPORT_TABLES[table].columns).map((k) => [k, values[k as ColumnKey<T>]])) as Row<T>;
}

/** A table's rows, refused (409, not cut) past the cap: the reads ask for one row more than it. */
async function capped<R>(read: Promise<R[]>): Promise<R[]> {
  const rows = await read;
  if (rows.length > DATA_EXPORT_MAX_ROWS) throw conflict(DATA_EXPORT_MESSAGES.tooLarge);
  return rows;
}

const iso = (value: Date | string | null) => isoTime(value);

/** Everything the export holds of one person, read in one snapshot (repeatable read): the ledger and the balance agree. */
async function readTables(db: Database, userId: number): Promise<{ tables: Tables; deleted: boolean; role: number } | undefined> {
  return db.transaction(
    async (tx) => {
      const [p] = await q.profileRow(tx, userId);
      if (!p) return undefined;
      const max = DATA_EXPORT_MAX_ROWS + 1;
      const regulations = await capped(q.regulationRows(tx, userId, max));
      const ledger = await capped(q.ledgerRows(tx, userId, max));
      const codes = await capped(q.codeRows(tx, userId, max));
      const orders = await capped(q.orderRows(tx, userId, max));
      const elements = await capped(q.orderElementRows(tx, userId, max));
      const messages = await capped(q.messageRows(tx, userId, max));
      const signups = await capped(q.trainingSignupRows(tx, userId, max));
      const entries = await capped(q.contestEntryRows(tx, userId, max));
      const source = (s: number | null) => (s === null ? null : (LEDGER_SOURCE_LABELS[s] ?? LEDGER_MESSAGES.unknownSource(s)));

      const tables: Tables = {
        profile: [
          ordered('profile', {
            id: p.id,
            email: p.email,
            firstname: p.firstname,
            lastname: p.lastname,
            phone: p.phone,
            companyName: p.companyName,
            nip: p.nip,
            street: p.street,
            postCode: p.postCode,
            city: p.city,
            regionName: p.regionName,
            role: p.role,
            roleName: ROLE_LABELS[p.role as RoleCode] ?? String(p.role),
            status: p.status,
            statusName: MEMBER_STATUS_LABELS[p.status as UserStatus] ?? p.status,
            isGold: p.isGold,
            isPremium: p.isPremium,
            photo: p.photo,
            pointsBalance: p.pointsBalance,
            createdAt: iso(p.createdAt),
            lastLoginAt: iso(p.lastLoginAt),
          }),
        ],
        consents: [
          ordered('consents', {
            kind: 'MARKETING',
            name: DATA_EXPORT_MESSAGES.marketingConsent,
            version: null,
            given: p.marketingConsent,
            at: iso(p.marketingConsentAt),
          }),
          // Each accepted version; before versions were kept, only the date of the acceptance is known.
          ...(regulations.length > 0
            ? regulations.map((r) => ({ version: r.version as string | null, at: r.acceptedAt as Date | null }))
            : p.regulationsAcceptedAt
              ? [{ version: null, at: p.regulationsAcceptedAt }]
              : []
          ).map((r) =>
            ordered('consents', {
              kind: 'REGULATIONS',
              name: DATA_EXPORT_MESSAGES.regulations(r.version),
              version: r.version,
              given: true,
              at: iso(r.at),
            }),
          ),
        ],
        pointsLedger: ledger.map((l) =>
          ordered('pointsLedger', {
            id: l.id,
            createdAt: iso(l.createdAt),
            amount: l.amount,
            source: l.source,
            sourceName: source(l.source),
            reason: l.reason,
            code: l.code ? formatCode(l.code) : null,
            groupName: l.groupName,
            expiresAt: iso(l.expiresAt),
            orderId: l.orderId,
            actor: l.actor,
          }),
        ),
        codes: codes.map((c) =>
          ordered('codes', {
            code: formatCode(c.code),
            packageName: c.packageName,
            groupName: c.groupName,
            points: c.points,
            redeemedAt: iso(c.redeemedAt),
            source: c.source,
            sourceName: source(c.source),
          }),
        ),
        orders: orders.map((o) =>
          ordered('orders', {
            id: o.id,
            createdAt: iso(o.createdAt),
            status: o.status,
            statusName: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
            totalPoints: o.totalPoints,
            deliveryName: o.deliveryName,
            deliveryStreet: o.deliveryStreet,
            deliveryPostCode: o.deliveryPostCode,
            deliveryCity: o.deliveryCity,
            deliveryPhone: o.deliveryPhone,
            note: o.note,
            updatedAt: iso(o.updatedAt),
            cancelledAt: iso(o.cancelledAt),
          }),
        ),
        orderElements: elements.map((e) =>
          ordered('orderElements', {
            orderId: e.orderId,
            id: e.id,
            prizeName: e.prizeName,
            characteristicName: e.characteristicName,
            amount: e.amount,
            unitPoints: e.unitPoints,
            unitPln: e.unitPln,
            isSent: e.isSent,
            sentAt: iso(e.sentAt),
            isDeleted: e.isDeleted,
            deletedAt: iso(e.deletedAt),
          }),
        ),
        messages: messages.map((m) =>
          ordered('messages', {
            id: m.id,
            createdAt: iso(m.createdAt),
            direction: m.direction,
            directionName: m.direction === 'TO_MEMBER' ? DATA_EXPORT_MESSAGES.toMember : DATA_EXPORT_MESSAGES.fromMember,
            author: m.author,
            topic: m.topic,
            body: m.body,
            replyToId: m.replyToId,
            attachmentName: m.attachmentName,
            readAt: iso(m.readAt),
            answeredAt: iso(m.answeredAt),
            hiddenAt: iso(m.hiddenAt),
            emailedAt: iso(m.emailedAt),
          }),
        ),
        trainingSignups: signups.map((s) =>
          ordered('trainingSignups', {
            trainingId: s.trainingId,
            title: s.title,
            startsAt: iso(s.startsAt),
            place: s.place,
            status: s.status,
            statusName: TRAINING_SIGNUP_LABELS[s.status as TrainingSignupStatus] ?? s.status,
            queuedAt: iso(s.queuedAt),
            confirmedAt: iso(s.confirmedAt),
            cancelledAt: iso(s.cancelledAt),
          }),
        ),
        contestEntries: entries.map((e) =>
          ordered('contestEntries', {
            id: e.id,
            contestId: e.contestId,
            contestTitle: e.contestTitle,
            createdAt: iso(e.createdAt),
            text: e.text,
            receiptNumber: e.receiptNumber,
            photos: e.photos,
            status: e.status,
            statusName: CONTEST_ENTRY_LABELS[e.status as ContestEntryStatus] ?? e.status,
            rejectReason: e.rejectReason,
            isWinner: e.isWinner,
            reviewedAt: iso(e.reviewedAt),
          }),
        ),
      };
      return { tables, deleted: p.isDeleted, role: p.role };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A cell as CSV text: yes/no in Polish, a list space-separated, formula-leading text neutralised (`csvCell`). */
function csvText(value: Cell): string | number {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? DATA_EXPORT_MESSAGES.yes : DATA_EXPORT_MESSAGES.no;
  if (typeof value === 'number') return value;
  return csvCell(typeof value === 'string' ? value : value.join(' '));
}

/** One table as the app's other CSV exports are: `;`, BOM, a header row of the column titles. */
async function csvFile<T extends DataExportTable>(table: T, rows: Row<T>[]): Promise<Buffer> {
  const keys = Object.keys(DATA_EXPORT_TABLES[table].columns) as ColumnKey<T>[];
  async function* records() {
    for (const row of rows) yield keys.map((k) => csvText(row[k]));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of csvDownload(records(), Object.values(DATA_EXPORT_TABLES[table].columns))) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  return Buffer.concat(chunks);
}

async function build(userId: number, tables: Tables, fileName: string): Promise<DataExportFile> {
  const now = new Date();
  const generatedAt = now.toISOString();
  const { profile, ...rest } = tables;
  const json = JSON.stringify(
    { format: DATA_EXPORT_FORMAT, version: 1, generatedAt, memberId: userId, profile: profile[0], ...rest },
    null,
    2,
  );
  const files: ZipEntry[] = [
    { name: DATA_EXPORT_README_FILE, data: Buffer.from(dataExportReadme({ generatedAt, memberId: userId }), 'utf8') },
    { name: DATA_EXPORT_JSON_FILE, data: Buffer.from(json, 'utf8') },
  ];
  for (const table of TABLE_NAMES) files.push({ name: DATA_EXPORT_TABLES[table].file, data: await csvFile(table, tables[table] as never) });
  if (files.reduce((n, f) => n + Buffer.byteLength(f.data), 0) > DATA_EXPORT_MAX_BYTES) throw conflict(DATA_EXPORT_MESSAGES.tooLarge);
  const counts = Object.fromEntries(TABLE_NAMES.map((t) => [t, tables[t].length])) as Record<DataExportTable, number>;
  return { fileName, zip: zipArchive(files, now), counts };
}

/**
 * GET /api/users/me/export: the signed-in person's own data, `DATA_EXPORT_PER_HOUR` times an hour
 * (counted in PostgreSQL, so every instance shares the count). A deleted account has no session
 * left, and its row answers as a missing one (401).
 */
export async function ownDataExport(deps: Deps, userId: number): Promise<DataExportFile> {
  await hitLimit(deps.db, {
    key: `data-export:${userId}`,
    limit: DATA_EXPORT_PER_HOUR,
    windowSeconds: 3600,
    message: DATA_EXPORT_MESSAGES.tooMany,
  });
  const read = await readTables(deps.db, userId);
  if (!read || read.deleted) throw new AppError('UNAUTHORIZED');
  return build(userId, read.tables, dataExportFileName(warsawDay()));
}

/**
 * GET /api/users/{id}/export: the same file of a member (or DTH/RDS) for an admin; never of an
 * admin or a deleted account (404, as the member's details). Each export is one audit row (action
 * EXPORT, entity users) written before the file is sent: no export goes unrecorded.
 */
export async function memberDataExport(
  deps: Deps,
  memberId: number,
  actor: { actorId: number; ip: string; route: string; role?: string | null },
): Promise<DataExportFile> {
  const read = await readTables(deps.db, memberId);
  if (!read || read.deleted || read.role === ROLES.ADMIN) throw notFound('member');
  const file = await build(memberId, read.tables, dataExportFileName(warsawDay(), memberId));
  await deps.db.insert(auditLog).values({
    actorId: actor.actorId,
    actorRole: actor.role ?? null,
    ip: actor.ip,
    route: actor.route,
    action: 'EXPORT',
    entity: 'users',
    entityId: String(memberId),
    after: { file: file.fileName, ...file.counts },
  });
  return file;
}
