import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBSITE_MESSAGES,
  type ContractorWebsite,
  type PublicWebsite,
  type PublicWebsiteQuery,
  type WebsiteBody,
  type WebsiteListQuery,
  WEBSITE_FIELD_LABELS as L,
} from '@klub/contracts';
import { contractorWebsites, files, type Database } from '@klub/db';
import { AppError, notFound, badRequest } from '../../errors';
import { isoTime } from '../../lib/time';
import { decodeEntities, stripTags } from '../../lib/rich-text';
import { publicWebsitePage, websiteOfUser, websitePage, websiteRow, type WebsiteRow } from './contractor-websites.queries';

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

function toWebsite(r: WebsiteRow): ContractorWebsite {
  return { ...r, reviewedAt: isoTime(r.reviewedAt), createdAt: isoTime(r.createdAt)!, updatedAt: isoTime(r.updatedAt)! };
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

export async function myWebsite(db: Database, userId: number): Promise<ContractorWebsite | null> {
  const row = await websiteOfUser(db, userId);
  return row ? toWebsite(row) : null;
}

export async function websiteById(db: Database, id: number): Promise<ContractorWebsite> {
  const row = await websiteRow(db, id);
  if (!row) throw notFound('contractorWebsite');
  return toWebsite(row);
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
  const { total, data } = await websitePage(db, q);
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
  const { total, data } = await publicWebsitePage(db, q);
  return { total, data: data.map(toWebsite).map(toPublic) };
}
