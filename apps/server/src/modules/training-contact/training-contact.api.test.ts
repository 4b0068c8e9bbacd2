import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FIELD_MESSAGES,
  NOT_FOUND_MESSAGES,
  TRAINING_CONTACT_HOURLY_LIMIT,
  TRAINING_CONTACT_MESSAGES,
  TRAINING_CONTACT_TOPICS,
} from '@klub/contracts';
import { rateLimits, trainingContactRequests, trainings, users } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.db.delete(trainingContactRequests);
  await t.db.db.delete(trainings);
  await t.db.db.delete(rateLimits);
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });

const CONTACT = {
  trainers: 'Dział szkoleń — Anna Nowak',
  phone: '600 100 200',
  email: 'Szkolenia@Klub.test',
  hours: 'pn.–pt. 8:00–16:00',
  note: 'Szkolenia w firmach\nod 10 osób',
};
const request = (over: Record<string, unknown> = {}) => ({
  topic: 'COMPANY',
  message: 'Chcemy szkolenie z tynków dla 12 osób w Tarnowie.',
  phone: '+48 511 222 333',
  ...over,
});

describe('training contact', () => {
  it('admin saves the contact data, a member reads it; bad input gets a Polish 400; roles are checked', async () => {
    const [member] = await makeMembers(t, 1, { prefix: 'tc-read' });
    const empty = await call('GET', '/api/trainings/contact', member!.token);
    expect(empty.statusCode).toBe(200);

    const saved = await call('PUT', '/api/trainings/contact', admin, CONTACT);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...CONTACT, phone: '600100200', email: 'szkolenia@klub.test' };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/trainings/contact', member!.token)).json()).toEqual(expected);
    expect((await call('GET', '/api/trainings/contact', admin)).json()).toEqual(expected);

    // Emptied fields read as null (not shown).
    const cleared = await call('PUT', '/api/trainings/contact', admin, { ...CONTACT, note: '', hours: null });
    expect(cleared.json()).toMatchObject({ note: null, hours: null });

    const bad = [
      [{ ...CONTACT, email: 'nie-adres' }, FIELD_MESSAGES.email],
      [{ ...CONTACT, phone: '12' }, FIELD_MESSAGES.phone],
      [{ ...CONTACT, note: 'x'.repeat(2001) }, FIELD_MESSAGES.tooLong(2000)],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await call('PUT', '/api/trainings/contact', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }

    expect((await call('PUT', '/api/trainings/contact', member!.token, CONTACT)).statusCode).toBe(403);
    expect((await call('GET', '/api/trainings/contact', null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/trainings/contact', null, CONTACT)).statusCode).toBe(401);
  });

  it('a member request is stored, e-mailed to the trainers with the name and message, and handled by an admin', async () => {
    await call('PUT', '/api/trainings/contact', admin, CONTACT);
    const [member] = await makeMembers(t, 1, { prefix: 'tc-send' });
    const training = await call('POST', '/api/trainings', admin, {
      title: 'Tynki dekoracyjne',
      body: '<p>Program</p>',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      place: 'Kraków',
      capacity: 5,
      status: 'PUBLISHED',
    });
    const trainingId = training.json().id as number;

    const sent = await call('POST', '/api/trainings/contact/requests', member!.token, request({ trainingId }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: TRAINING_CONTACT_MESSAGES.sent });

    const mail = await t.mailbox.waitFor('szkolenia@klub.test', TRAINING_CONTACT_TOPICS.COMPANY);
    expect(mail.text).toContain('Imię0 Nazwisko0');
    expect(mail.text).toContain('Chcemy szkolenie z tynków dla 12 osób w Tarnowie.');
    expect(mail.text).toContain('Szkolenie: Tynki dekoracyjne');
    expect(mail.text).toContain('Telefon: +48511222333');
    // Answering it in a mail program writes to the member.
    const [memberRow] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, member!.id));
    expect(mail.headers['reply-to']).toBe(memberRow!.email);

    const list = await call('GET', '/api/trainings/contact/requests?status=NEW', admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    const [row] = list.json().data;
    expect(row).toMatchObject({
      userId: member!.id,
      firstname: 'Imię0',
      topic: 'COMPANY',
      trainingId,
      trainingTitle: 'Tynki dekoracyjne',
      phone: '+48511222333',
      status: 'NEW',
      handledByName: null,
    });

    const done = await call('PATCH', `/api/trainings/contact/requests/${row.id}`, admin, { status: 'DONE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE' });
    expect(done.json().handledByName).toBeTruthy();
    expect(done.json().handledAt).toBeTruthy();
    expect((await call('GET', '/api/trainings/contact/requests?status=NEW', admin)).json().total).toBe(0);
    expect((await call('GET', '/api/trainings/contact/requests?status=DONE', admin)).json().total).toBe(1);

    const reopened = await call('PATCH', `/api/trainings/contact/requests/${row.id}`, admin, { status: 'NEW' });
    expect(reopened.json()).toMatchObject({ status: 'NEW', handledByName: null, handledAt: null });

    const missing = await call('PATCH', '/api/trainings/contact/requests/999999', admin, { status: 'DONE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: NOT_FOUND_MESSAGES.trainingContactRequest });
  });

  it('newest first, paginated', async () => {
    const [member] = await makeMembers(t, 1, { prefix: 'tc-page' });
    for (const message of ['pierwsza', 'druga', 'trzecia'])
      expect((await call('POST', '/api/trainings/contact/requests', member!.token, request({ message }))).statusCode).toBe(201);
    const page = (await call('GET', '/api/trainings/contact/requests?take=2', admin)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((r: { message: string }) => r.message)).toEqual(['trzecia', 'druga']);
    const next = (await call('GET', '/api/trainings/contact/requests?take=2&skip=2', admin)).json();
    expect(next.data.map((r: { message: string }) => r.message)).toEqual(['pierwsza']);
  });

  it('bad requests get a Polish 400; only members send and only admins read or handle', async () => {
    const [member] = await makeMembers(t, 1, { prefix: 'tc-bad' });
    const draft = await call('POST', '/api/trainings', admin, {
      title: 'Szkic',
      body: '<p>x</p>',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      place: 'Kraków',
      capacity: 5,
      status: 'DRAFT',
    });
    const bad = [
      [request({ topic: 'XYZ' }), TRAINING_CONTACT_MESSAGES.topic],
      [request({ message: '   ' }), FIELD_MESSAGES.required],
      [request({ message: 'x'.repeat(2001) }), FIELD_MESSAGES.tooLong(2000)],
      [request({ phone: 'abc' }), FIELD_MESSAGES.phone],
      // A training the member cannot see (a draft) or that does not exist.
      [request({ trainingId: draft.json().id }), NOT_FOUND_MESSAGES.training],
      [request({ trainingId: 999_999 }), NOT_FOUND_MESSAGES.training],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await call('POST', '/api/trainings/contact/requests', member!.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await call('GET', '/api/trainings/contact/requests?status=OPEN', admin)).body).toContain(TRAINING_CONTACT_MESSAGES.status);
    expect((await call('PATCH', '/api/trainings/contact/requests/1', admin, { status: 'X' })).statusCode).toBe(400);

    expect((await call('POST', '/api/trainings/contact/requests', admin, request())).statusCode).toBe(403);
    expect((await call('POST', '/api/trainings/contact/requests', null, request())).statusCode).toBe(401);
    expect((await call('GET', '/api/trainings/contact/requests', member!.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/trainings/contact/requests', null)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/trainings/contact/requests/1', member!.token, { status: 'DONE' })).statusCode).toBe(403);
    expect((await call('GET', '/api/trainings/contact/requests', admin)).json().total).toBe(0);
  });

  it(`a member sends at most ${TRAINING_CONTACT_HOURLY_LIMIT} requests an hour, then gets a Polish 429`, async () => {
    const [member, other] = await makeMembers(t, 2, { prefix: 'tc-limit' });
    for (let i = 0; i < TRAINING_CONTACT_HOURLY_LIMIT; i++)
      expect((await call('POST', '/api/trainings/contact/requests', member!.token, request())).statusCode).toBe(201);
    const refused = await call('POST', '/api/trainings/contact/requests', member!.token, request());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TRAINING_CONTACT_MESSAGES.tooMany(60));
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another member is not affected.
    expect((await call('POST', '/api/trainings/contact/requests', other!.token, request())).statusCode).toBe(201);
    expect((await call('GET', '/api/trainings/contact/requests', admin)).json().total).toBe(TRAINING_CONTACT_HOURLY_LIMIT + 1);
  });
});
