import type { z } from 'zod';
import {
  TRAINING_CONTACT_HOURLY_LIMIT,
  TRAINING_CONTACT_MAIL,
  TRAINING_CONTACT_MESSAGES,
  type TrainingContact,
  type TrainingContactBody,
  type TrainingContactRequest,
  type TrainingContactRequestList,
  type TrainingContactRequestPatch,
  type TrainingContactRequestQuery,
  type TrainingContactRequestBody,
  type TrainingContactTopic,
} from '@klub/contracts';
import type { Deps } from '../../deps';
import { notFound, unknownReference } from '../../errors';
import { hitLimit } from '../../lib/rate-limit';
import type { SettingsCache } from '../../lib/settings-cache';
import { isoTime } from '../../lib/time';
import * as q from './training-contact.queries';

/**
 * Training contact (docs/domain.md "Kontakt w sprawie szkoleń"): the trainers' contact data is one
 * setting (`trainings.contact`, read through the settings cache, audited with the settings table);
 * members' requests are rows of training_contact_requests, each also e-mailed to the trainers.
 */

export const TRAINING_CONTACT_KEY = 'trainings.contact';
const EMPTY: TrainingContact = { trainers: null, phone: null, email: null, hours: null, note: null };

export async function readContact(settings: SettingsCache): Promise<TrainingContact> {
  const stored = (await settings.read(TRAINING_CONTACT_KEY)) as Partial<TrainingContact> | null | undefined;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    trainers: text(stored?.trainers),
    phone: text(stored?.phone),
    email: text(stored?.email),
    hours: text(stored?.hours),
    note: text(stored?.note),
  };
}

export async function saveContact(settings: SettingsCache, body: z.output<typeof TrainingContactBody>): Promise<TrainingContact> {
  await settings.write(TRAINING_CONTACT_KEY, { ...EMPTY, ...body });
  return readContact(settings);
}

/**
 * A member's request: stored first, then mailed to the trainers' address (when one is set). A failed
 * e-mail is logged and never loses the request: the admins see it on /admin/trainings/contact.
 */
export async function sendRequest(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config' | 'settings'>,
  userId: number,
  body: z.output<typeof TrainingContactRequestBody>,
): Promise<void> {
  const trainingTitle = body.trainingId === null ? null : ((await q.selectReadableTrainingTitle(deps.db, userId, body.trainingId)) ?? null);
  if (body.trainingId !== null && trainingTitle === null) throw unknownReference('training');
  await hitLimit(deps.db, {
    key: `training-contact:user:${userId}`,
    limit: TRAINING_CONTACT_HOURLY_LIMIT,
    windowSeconds: 3600,
    message: TRAINING_CONTACT_MESSAGES.tooMany,
  });
  await q.insertRequest(deps.db, { userId, ...body });

  const contact = await readContact(deps.settings);
  const who = await q.selectSender(deps.db, userId);
  if (!contact.email || !who) return;
  try {
    await deps.mailer.send({
      to: contact.email,
      // "Odpowiedz" in the trainers' mail program writes to the member.
      replyTo: who.email,
      ...TRAINING_CONTACT_MAIL({
        name: `${who.firstname} ${who.lastname}`,
        email: who.email,
        company: who.company,
        phone: body.phone,
        topic: body.topic,
        trainingTitle,
        message: body.message,
        link: `${deps.config.publicUrl}/admin/trainings/contact`,
      }),
    });
  } catch (err) {
    deps.log.error({ err, userId }, 'training contact mail failed');
  }
}

const toRequest = ({ handlerFirstname, handlerLastname, handledAt, createdAt, ...row }: q.RequestRow): TrainingContactRequest => ({
  ...row,
  topic: row.topic as TrainingContactTopic,
  status: row.status as TrainingContactRequest['status'],
  handledByName: handlerFirstname === null ? null : `${handlerFirstname} ${handlerLastname ?? ''}`.trim(),
  handledAt: handledAt ? isoTime(handledAt) : null,
  createdAt: isoTime(createdAt),
});

export async function listRequests(
  deps: Pick<Deps, 'db'>,
  query: z.output<typeof TrainingContactRequestQuery>,
): Promise<TrainingContactRequestList> {
  const page = await q.selectRequestPage(deps.db, query);
  return { total: page.total, data: page.data.map(toRequest) };
}

export async function setRequestStatus(
  deps: Pick<Deps, 'db'>,
  id: number,
  adminId: number,
  body: z.output<typeof TrainingContactRequestPatch>,
): Promise<TrainingContactRequest> {
  if (!(await q.updateRequestStatus(deps.db, id, body.status, adminId))) throw notFound('trainingContactRequest');
  const row = await q.selectRequest(deps.db, id);
  if (!row) throw notFound('trainingContactRequest');
  return toRequest(row);
}
