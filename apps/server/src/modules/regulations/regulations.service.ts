import type { z } from 'zod';
import {
  CONTENT_MESSAGES,
  fileUrl,
  type CurrentRegulation,
  type MessageResponse,
  type Regulation,
  type RegulationBody,
  type RegulationList,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import {
  allRegulations,
  deleteDraft,
  fileType,
  insertAcceptance,
  insertRegulation,
  memberCount,
  publishDraft,
  regulationExists,
  updateDraft,
} from './regulations.queries';
import { AppError, conflict, notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import type { Deps } from '../../deps';

/**
 * Regulations (docs/domain.md "Regulaminy"): versions with a PDF and a summary. Admins add drafts
 * and publish them; the last published is current; a member who has not accepted the current one
 * is asked to at their next sign-in (`me-client.regulationsToAccept`).
 */

export async function list(deps: Deps): Promise<RegulationList> {
  // One after another: after a write this runs inside the request's transaction (one connection).
  const all = await allRegulations(deps.db);
  const current = await deps.regulations.get();
  const [members] = await memberCount(deps.db);
  const data: Regulation[] = all.map((r) => ({
    ...r,
    fileUrl: fileUrl(r.fileKey),
    publishedAt: r.publishedAt ? isoTime(r.publishedAt) : null,
    isCurrent: r.id === current?.id,
  }));
  return { total: data.length, members: members!.n, data };
}

export async function byId(deps: Deps, id: number): Promise<Regulation> {
  const found = (await list(deps)).data.find((r) => r.id === id);
  if (!found) throw notFound('regulation');
  return found;
}

/** The file must be an uploaded PDF. */
async function checkPdf(db: Database, fileKey: string) {
  const [file] = await fileType(db, fileKey);
  if (file?.mime !== 'application/pdf') throw new AppError('VALIDATION', CONTENT_MESSAGES.regulationPdf);
}

const guard = <T>(work: () => Promise<T>) => guardPg(work, { unique: CONTENT_MESSAGES.regulationTaken });

export async function create(deps: Deps, body: z.output<typeof RegulationBody>): Promise<Regulation> {
  await checkPdf(deps.db, body.fileKey);
  const [row] = await guard(() => insertRegulation(deps.db, body));
  return byId(deps, row!.id);
}

/** Only a draft changes: a published version is what members accepted. */
export async function update(deps: Deps, id: number, body: z.output<typeof RegulationBody>): Promise<Regulation> {
  await checkPdf(deps.db, body.fileKey);
  const [row] = await guard(() => updateDraft(deps.db, id, body));
  if (!row) throw (await exists(deps.db, id)) ? conflict(CONTENT_MESSAGES.regulationPublished) : notFound('regulation');
  return byId(deps, id);
}

async function exists(db: Database, id: number) {
  const [row] = await regulationExists(db, id);
  return Boolean(row);
}

export async function remove(deps: Deps, id: number): Promise<void> {
  const deleted = await deleteDraft(deps.db, id);
  if (deleted.length === 0) throw (await exists(deps.db, id)) ? conflict(CONTENT_MESSAGES.regulationPublished) : notFound('regulation');
}

/** Publishes a draft: from now on it is the current version, in every instance. */
export async function publish(deps: Deps, id: number): Promise<Regulation> {
  const [row] = await publishDraft(deps.db, id);
  if (!row) throw (await exists(deps.db, id)) ? conflict(CONTENT_MESSAGES.regulationPublished) : notFound('regulation');
  await deps.regulations.changed();
  return byId(deps, id);
}

/** The current version (the registration links it), or 404 before the first publication. */
export async function current(deps: Deps): Promise<CurrentRegulation> {
  const now = await deps.regulations.get();
  if (!now) throw notFound('regulation');
  return now;
}

/** Records that `userId` accepts version `id`, which must be the current one (a stale page: 409). */
export async function accept(deps: Deps, userId: number, id: number): Promise<MessageResponse> {
  const now = await deps.regulations.get();
  if (!now || now.id !== id) throw conflict(CONTENT_MESSAGES.regulationNotCurrent);
  await recordAcceptance(deps.db, userId, id);
  // Their cached sessions carry the version they accepted (plugins/access.ts): read anew everywhere.
  deps.tokens.forgetCached(userId);
  return { message: CONTENT_MESSAGES.regulationAccepted };
}

/** The acceptance row (once) and the member's last accepted version. */
export async function recordAcceptance(db: Database, userId: number, regulationId: number, at = new Date()): Promise<void> {
  await insertAcceptance(db, userId, regulationId, at);
}
