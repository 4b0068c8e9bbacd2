import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIELD_MESSAGES, NOT_FOUND_MESSAGES, ROLES, TRAINING_CAPACITY_MAX, TRAINING_MESSAGES } from '@klub/contracts';
import { trainings, trainingSignups, users } from '@klub/db';
import { type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';
import { sendTrainingReminders } from './trainings.service';
import { createMailer } from '../../lib/mailer';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.db.delete(trainings);
});

const { get, send } = adminRequests(() => ({ t, admin }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Tynki dekoracyjne w praktyce',
  lead: 'Warsztat dla wykonawców',
  body: '<p>Program: <strong>tynki</strong></p>',
  startsAt: inDays(10),
  place: 'Kraków, ul. Farbiarska 1',
  capacity: 2,
  status: 'PUBLISHED',
  ...over,
});
async function newTraining(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/trainings', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; capacity: number };
}
const signUp = (id: number, token: string) => send('POST', `/api/trainings/${id}/signup`, undefined, token);
const cancel = (id: number, token: string) => send('DELETE', `/api/trainings/${id}/signup`, undefined, token);
const emailOf = async (id: number) => (await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe('trainings', () => {
  it('admin adds, lists, edits and deletes; bad input gets a Polish 400, an unknown training a 404', async () => {
    const made = await newTraining({ body: '<p>Opis<script>alert(1)</script></p>', onlineUrl: 'https://meet.example.pl/abc' });
    expect(made).toMatchObject({ capacity: 2, confirmed: 0, waiting: 0, status: 'PUBLISHED', onlineUrl: 'https://meet.example.pl/abc' });
    expect((made as unknown as { body: string }).body).toBe('<p>Opis</p>');

    const list = (await get('/api/trainings')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).not.toHaveProperty('body');

    const edited = await send('PATCH', `/api/trainings/${made.id}`, body({ title: 'Nowy tytuł', capacity: 5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Nowy tytuł', capacity: 5 });

    const bad = [
      [body({ place: '', onlineUrl: null }), TRAINING_MESSAGES.where],
      [body({ onlineUrl: 'http://meet.example.pl' }), TRAINING_MESSAGES.onlineUrl],
      [body({ endsAt: inDays(9) }), TRAINING_MESSAGES.endsAt],
      [body({ signupDeadline: inDays(11) }), TRAINING_MESSAGES.deadline],
      [body({ capacity: 0 }), FIELD_MESSAGES.numberRange(1, TRAINING_CAPACITY_MAX)],
      [body({ regionId: 999_999 }), NOT_FOUND_MESSAGES.region],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await send('POST', '/api/trainings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get('/api/trainings/999999')).json()).toMatchObject({ message: NOT_FOUND_MESSAGES.training });
    expect((await send('DELETE', `/api/trainings/${made.id}`)).statusCode).toBe(200);
    expect((await get(`/api/trainings/${made.id}`)).statusCode).toBe(404);
  });

  it('a member sees only trainings of their audience; sign-up and the participants are refused to the wrong role or space', async () => {
    const [architect] = await makeMembers(t, 1, { prefix: 'tr-arch', role: ROLES.ARCHITECT });
    const [contractor] = await makeMembers(t, 1, { prefix: 'tr-con' });
    const forContractors = await newTraining({
      audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: false, premium: false, groups: [] },
    });
    const draft = await newTraining({ status: 'DRAFT' });

    const titles = async (token: string) =>
      ((await get('/api/trainings', token)).json() as { data: { id: number }[] }).data.map((x) => x.id);
    expect(await titles(contractor!.token)).toEqual([forContractors.id]);
    expect(await titles(architect!.token)).toEqual([]);
    expect((await signUp(forContractors.id, architect!.token)).json()).toMatchObject({ message: NOT_FOUND_MESSAGES.training });
    expect((await signUp(draft.id, contractor!.token)).statusCode).toBe(404);
    // The admin's token is of the other space: a sign-up is a member's; the participants are the admins'.
    expect((await signUp(forContractors.id, admin)).statusCode).toBe(403);
    expect((await get(`/api/trainings/${forContractors.id}/participants`, contractor!.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/trainings', body(), contractor!.token)).statusCode).toBe(403);
  });

  it('places, then the waiting list in order; a cancellation moves the first waiting member up and mails them the .ics', async () => {
    const training = await newTraining({ capacity: 1 });
    const [a, b, c] = await makeMembers(t, 3, { prefix: 'tr-q' });

    const first = await signUp(training.id, a!.token);
    expect(first.json()).toEqual({ status: 'CONFIRMED', myQueuePosition: null, message: TRAINING_MESSAGES.confirmed });
    const mail = await t.mailbox.waitFor(await emailOf(a!.id), 'potwierdzenie zapisu');
    expect(mail.text).toContain('Tynki dekoracyjne w praktyce');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'szkolenie.ics' });
    expect(mail.attachments[0]!.content).toContain('BEGIN:VEVENT');
    expect(mail.attachments[0]!.content).toContain('SUMMARY:Tynki dekoracyjne w praktyce');

    expect((await signUp(training.id, a!.token)).json()).toMatchObject({ message: TRAINING_MESSAGES.alreadySignedUp });
    expect((await signUp(training.id, b!.token)).json()).toEqual({
      status: 'WAITING',
      myQueuePosition: 1,
      message: TRAINING_MESSAGES.waiting,
    });
    expect((await signUp(training.id, c!.token)).json()).toMatchObject({ status: 'WAITING', myQueuePosition: 2 });
    expect((await get(`/api/trainings/${training.id}`, c!.token)).json()).toMatchObject({ confirmed: 1, waiting: 2, mySignup: 'WAITING' });

    expect((await cancel(training.id, a!.token)).json()).toMatchObject({ status: 'CANCELLED', message: TRAINING_MESSAGES.cancelled });
    expect((await cancel(training.id, a!.token)).json()).toMatchObject({ message: TRAINING_MESSAGES.notSignedUp });
    const promoted = await t.mailbox.waitFor(await emailOf(b!.id), 'potwierdzenie zapisu');
    expect(promoted.text).toContain('przenieśliśmy Cię z listy rezerwowej');
    expect((await get(`/api/trainings/${training.id}`, b!.token)).json()).toMatchObject({ mySignup: 'CONFIRMED', myQueuePosition: null });
    expect((await get(`/api/trainings/${training.id}`, c!.token)).json()).toMatchObject({ mySignup: 'WAITING', myQueuePosition: 1 });

    // Signing up again after cancelling joins the end of the queue.
    expect((await signUp(training.id, a!.token)).json()).toMatchObject({ status: 'WAITING', myQueuePosition: 2 });

    // More places move the queue up; fewer than the confirmed members is refused.
    expect((await send('PATCH', `/api/trainings/${training.id}`, body({ capacity: 3 }))).json()).toMatchObject({
      confirmed: 3,
      waiting: 0,
    });
    const fewer = await send('PATCH', `/api/trainings/${training.id}`, body({ capacity: 2 }));
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().message).toBe(TRAINING_MESSAGES.capacityBelowSignups(3));

    const participants = (await get(`/api/trainings/${training.id}/participants`)).json();
    expect(participants.data.map((p: { userId: number; status: string }) => [p.userId, p.status])).toEqual([
      [b!.id, 'CONFIRMED'],
      [c!.id, 'CONFIRMED'],
      [a!.id, 'CONFIRMED'],
    ]);
    const csv = await get(`/api/trainings/${training.id}/participants/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Nazwisko;Imię;E-mail;Telefon;Firma;Status;Zapis');
    expect(csv.body).toContain('Zapisany');
  });

  it('after the sign-up deadline sign-up is closed; after the start nobody cancels', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'tr-late' });
    const closed = await newTraining({ startsAt: inDays(2), signupDeadline: inDays(-1) });
    expect((await get(`/api/trainings/${closed.id}`, m!.token)).json()).toMatchObject({ signupOpen: false });
    const late = await signUp(closed.id, m!.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TRAINING_MESSAGES.closed);

    const started = await newTraining({ startsAt: inDays(1) });
    expect((await signUp(started.id, m!.token)).statusCode).toBe(200);
    await t.db.db
      .update(trainings)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(trainings.id, started.id));
    expect((await cancel(started.id, m!.token)).json()).toMatchObject({ message: TRAINING_MESSAGES.started });
  });

  it('100 sign-ups at once for 20 places: exactly 20 confirmed, 80 waiting in one queue without gaps', async () => {
    const training = await newTraining({ capacity: 20 });
    const people = await makeMembers(t, 100, { prefix: 'tr-rush' });
    const answers = await Promise.all(people.map((p) => signUp(training.id, p.token)));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const statuses = answers.map((r) => r.json().status as string);
    expect(statuses.filter((s) => s === 'CONFIRMED')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'WAITING')).toHaveLength(80);
    const positions = answers.map((r) => r.json().myQueuePosition as number | null).filter((p) => p !== null);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    const rows = await t.db.db.select().from(trainingSignups).where(eq(trainingSignups.trainingId, training.id));
    expect(rows.filter((r) => r.status === 'CONFIRMED')).toHaveLength(20);
  });

  it('the day-before reminder goes once to each confirmed member, not to the waiting list', async () => {
    const training = await newTraining({ capacity: 1, startsAt: inDays(0.5) });
    const [a, b] = await makeMembers(t, 2, { prefix: 'tr-rem' });
    await signUp(training.id, a!.token);
    await signUp(training.id, b!.token);
    const deps = {
      db: t.db.db,
      mailer: createMailer({ smtpUrl: t.mailbox.url, from: 'klub@example.pl', log: t.app.log }),
      log: t.app.log,
      config: t.config,
    };
    const [first, second] = await Promise.all([sendTrainingReminders(deps), sendTrainingReminders(deps)]);
    expect(first + second).toBe(1);
    expect(await sendTrainingReminders(deps)).toBe(0);
    const reminder = await t.mailbox.waitFor(await emailOf(a!.id), 'przypomnienie');
    expect(reminder.text).toContain('Tynki dekoracyjne w praktyce');
    expect(t.mailbox.mails.filter((x) => x.subject.includes('przypomnienie'))).toHaveLength(1);
  });
});
