import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  WEBSITE_MESSAGES,
  type ContractorWebsite,
  type PublicWebsite,
  type PublicWebsiteQuery,
  type WebsiteBody,
  type WebsiteListQuery,
  type WebsiteStatus,
  WEBSITE_FIELD_LABELS as L,
} from '@klub/contracts';
import { contractorWebsites, files, queryRows, users, type Database } from '@klub/db';
import { AppError, notFound, badRequest } from '../../errors';
import { paged, pageSql } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import { containsPattern } from '../../lib/search';
import { decodeEntities, stripTags } from '../../lib/rich-text';

/** Passes of "strip tags, decode entities" before a text is refused as deliberately nested encoding. */
const MAX_PASSES = 32;
/** What a browser could start reading as markup: `<` followed by a letter, `/`, `!` or `?`. */
const TAG_START = /<[\p{L}/!?]/u;
/** Control characters other than tab and newline: dropped from card texts. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Plain text only: markup is removed (script/style with their content) and entities decoded back
 * to characters, repeated until a pass changes nothing — a fixed point, however many times the
 * input was entity-encoded (`&amp;amp;lt;script&amp;amp;gt;` → `<script>` → removed). A text still
 * changing after MAX_PASSES is refused, never stored half-decoded; and a fixed point that still holds
 * something a browser could read as a tag is refused too (defence in depth). Every renderer escapes
 * the text anyway; it simply holds no HTML. `label` names the field in the Polish refusal.
 */
export function plainText(value: string, label: string): string {
  let current = value;
  for (let pass = 0; ; pass++) {
    const next = decodeEntities(stripTags(current));
    if (next === current) break;
    if (pass === MAX_PASSES) throw new AppError('VALIDATION', WEBSITE_MESSAGES.tooDeep(label));
    current = next;
  }
  if (TAG_START.test(current)) throw new AppError('VALIDATION', WEBSITE_MESSAGES.markup(label));
  return current.replace(CONTROL_CHARS, '').replace(/\r\n?/g, '\n').trim();
}

interface Row {
  id: number;
  user_id: number;
  owner_name: string;
  owner_email: string;
  name: string;
  services: string;
  area: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  photos: string[] | string;
  status: WebsiteStatus;
  rejection_reason: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const w = alias(contractorWebsites, 'w');
const u = alias(users, 'u');
/** A card `w` with its owner `u`. */
const FROM = sql`${contractorWebsites} w join ${users} u on ${u.id} = ${w.userId}`;
const SELECT = sql`
  select ${w.id} as id, ${w.userId} as user_id, ${u.firstname} || ' ' || ${u.lastname} as owner_name, ${u.email} as owner_email,
         ${w.name} as name, ${w.services} as services, ${w.area} as area, ${w.description} as description, ${w.phone} as phone,
         ${w.email} as email, ${w.photos} as photos, ${w.status} as status, ${w.rejectionReason} as rejection_reason,
         ${w.reviewedAt} as reviewed_at, ${w.createdAt} as created_at, ${w.updatedAt} as updated_at
  from ${FROM}`;

function toWebsite(r: Row): ContractorWebsite {
  return {
    id: r.id,
    userId: r.user_id,
    ownerName: r.owner_name,
    ownerEmail: r.owner_email,
    name: r.name,
    services: r.services,
    area: r.area,
    description: r.description,
    phone: r.phone,
    email: r.email,
    photos: typeof r.photos === 'string' ? (JSON.parse(r.photos) as string[]) : r.photos,
    status: r.status,
    rejectionReason: r.rejection_reason,
    reviewedAt: isoTime(r.reviewed_at),
    createdAt: isoTime(r.created_at)!,
    updatedAt: isoTime(r.updated_at)!,
  };
}

const toPublic = (w: ContractorWebsite): PublicWebsite => ({
  id: w.id,
  name: w.name,
  services: w.services,
  area: w.area,
  description: w.description,
  phone: w.phone,
  email: w.email,
  photos: w.photos,
  updatedAt: w.updatedAt,
});

async function one(db: Database, where: SQL): Promise<ContractorWebsite | null> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where ${where}`);
  return row ? toWebsite(row) : null;
}

export const myWebsite = (db: Database, userId: number) => one(db, sql`${w.userId} = ${userId}`);

export async function websiteById(db: Database, id: number): Promise<ContractorWebsite> {
  const found = await one(db, sql`${w.id} = ${id}`);
  if (!found) throw notFound('contractorWebsite');
  return found;
}

/** Photos must be images uploaded through /api/files/upload by this contractor (or kept from the card). */
async function checkPhotos(db: Database, userId: number, keys: string[], kept: string[]) {
  const fresh = keys.filter((k) => !kept.includes(k));
  if (fresh.length === 0) return;
  const found = await db
    .select({ key: files.key, mimeType: files.mimeType, uploadedBy: files.uploadedBy, visibility: files.visibility })
    .from(files)
    .where(inArray(files.key, fresh));
  for (const key of fresh) {
    const file = found.find((f) => f.key === key);
    if (!file || (file.uploadedBy !== null && file.uploadedBy !== userId)) {
      throw badRequest(WEBSITE_MESSAGES.photoMissing(key));
    }
    if (!file.mimeType.startsWith('image/')) throw badRequest(WEBSITE_MESSAGES.notPhoto(key));
    if (file.visibility !== 'PUBLIC') throw badRequest(WEBSITE_MESSAGES.photoNotPublic(key));
  }
}

/**
 * PUT /api/users/me/website: creates or replaces the contractor's card. Any change sends it back
 * to PENDING (clearing an earlier rejection); saving it unchanged keeps its status.
 */
export async function saveMyWebsite(db: Database, userId: number, body: z.output<typeof WebsiteBody>): Promise<ContractorWebsite> {
  const clean = {
    name: plainText(body.name, L.name),
    services: plainText(body.services, L.services),
    area: plainText(body.area, L.area),
    description: body.description === null ? null : plainText(body.description, L.description) || null,
    phone: body.phone,
    email: body.email,
    photos: body.photos,
  };
  for (const field of ['name', 'services', 'area'] as const) {
    if (!clean[field]) throw new AppError('VALIDATION', WEBSITE_MESSAGES.onlyMarkup(L[field]));
  }
  const current = await myWebsite(db, userId);
  await checkPhotos(db, userId, clean.photos, current?.photos ?? []);
  if (current) {
    const unchanged = (Object.keys(clean) as Array<keyof typeof clean>).every(
      (k) => JSON.stringify(clean[k]) === JSON.stringify(current[k]),
    );
    if (unchanged) return current;
  }
  const pending = { status: 'PENDING' as const, rejectionReason: null, reviewedBy: null, reviewedAt: null, updatedAt: new Date() };
  await db
    .insert(contractorWebsites)
    .values({ userId, ...clean, ...pending })
    .onConflictDoUpdate({ target: contractorWebsites.userId, set: { ...clean, ...pending } });
  return (await myWebsite(db, userId))!;
}

/** GET /api/contractor-websites (admin): newest changes first, optionally one status. */
export async function listWebsites(db: Database, q: z.output<typeof WebsiteListQuery>) {
  const cond = q.status ? sql`${w.status} = ${q.status}` : sql`true`;
  const { total, data } = await paged(
    queryRows<Row>(db, sql`${SELECT} where ${cond} order by ${w.updatedAt} desc, ${w.id} desc ${pageSql(q)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${contractorWebsites} w where ${cond}`),
  );
  return { total, data: data.map(toWebsite) };
}

/** Approve or reject; the card the admin reviews is the one stored now. */
export async function review(
  db: Database,
  id: number,
  adminId: number,
  decision: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
) {
  const reason = decision.status === 'REJECTED' ? plainText(decision.reason, L.reason) : null;
  if (decision.status === 'REJECTED' && !reason) throw new AppError('VALIDATION', WEBSITE_MESSAGES.reasonRequired);
  const [row] = await db
    .update(contractorWebsites)
    .set({ status: decision.status, rejectionReason: reason, reviewedBy: adminId, reviewedAt: new Date() })
    .where(eq(contractorWebsites.id, id))
    .returning({ id: contractorWebsites.id });
  if (!row) throw notFound('contractorWebsite');
  return websiteById(db, id);
}

/** GET /api/contractor-websites/public: approved cards only. */
export async function publicWebsites(db: Database, q: z.output<typeof PublicWebsiteQuery>) {
  const where: SQL[] = [sql`${w.status} = 'APPROVED'`, sql`${u.isDeleted} = false`];
  if (q.search) {
    const text = containsPattern(q.search);
    where.push(sql`lower(${w.name} || ' ' || ${w.services} || ' ' || ${w.area}) like ${text}`);
  }
  const cond = sql.join(where, sql` and `);
  const { total, data } = await paged(
    queryRows<Row>(db, sql`${SELECT} where ${cond} order by ${w.updatedAt} desc, ${w.id} desc ${pageSql(q)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${FROM} where ${cond}`),
  );
  return { total, data: data.map(toWebsite).map(toPublic) };
}
