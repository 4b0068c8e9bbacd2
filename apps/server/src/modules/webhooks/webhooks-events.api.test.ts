import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPE_CODES, WEBHOOK_PAYLOADS, type WebhookEventType } from '@klub/contracts';
import { regions, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { makePrize, memberWithPoints, orderOf } from '../orders/orders.test-helpers';
import { startReceiver, webhooksSettled, type Receiver } from './webhooks.test-helpers';

/**
 * Every event type, emitted by the service that makes the change (inside its transaction) and
 * delivered to one endpoint subscribed to all of them: each body parses with its payload contract
 * and carries a valid signature; a member's events arrive in the order of the changes.
 */
let t: TestApp;
let admin = '';
let rx: Receiver;
let secret = '';
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  rx = await startReceiver();
  const res = await send('POST', '/api/webhooks', { url: rx.url('/all'), eventTypes: WEBHOOK_EVENT_TYPE_CODES });
  expect(res.statusCode, res.body).toBe(200);
  secret = res.json().secret;
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** What arrived for `memberId`, in arrival order, each checked against its contract and signature. */
async function eventsOf(memberId: number) {
  await webhooksSettled(t.db.db);
  const mine = rx.received.filter((r) => {
    const data = r.json.data as Record<string, { memberId?: number; id?: number }>;
    const about = data.member?.id ?? Object.values(data)[0]?.memberId;
    return about === memberId;
  });
  for (const r of mine) {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    WEBHOOK_PAYLOADS[r.json.type as WebhookEventType].strict().parse(r.json.data);
  }
  return mine.map((r) => ({ type: r.json.type, data: r.json.data }));
}

describe('events from their services', () => {
  it('member.registered (sign-up), member.confirmed (the club confirms), member.updated (own profile), member.deleted (the id alone)', async () => {
    const [region] = await t.db.db.select({ id: regions.id }).from(regions).limit(1);
    const email = `webhook.signup.${Date.now()}@example.pl`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'Farba1234',
        firstname: 'Hanna',
        lastname: 'Webhookowa',
        phone: '600 700 800',
        city: 'Kraków',
        postCode: '30-001',
        regionId: region!.id,
        type: 21,
        acceptRegulations: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [user] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = user!.id;
    expect((await send('PATCH', `/api/users/${id}/status`, { status: 'ACTIVE_CONFIRMED' })).statusCode).toBe(200);
    const [m] = await makeMembers(t, 1, { prefix: 'webhook-profile' });
    const profile = {
      firstname: 'Janusz',
      lastname: 'Malarz',
      phone: '601 202 303',
      city: 'Kraków',
      postCode: '30-001',
      marketingConsent: true,
    };
    expect((await send('PATCH', '/api/users/me', profile, m!.token)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/users/${id}`)).statusCode).toBe(200);

    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(['member.registered', 'member.confirmed', 'member.deleted']);
    expect(events[0]!.data).toMatchObject({ member: { id, email, firstname: 'Hanna', status: 'NOT_ACTIVE', type: 21 } });
    expect(events[1]!.data).toMatchObject({ member: { id, status: 'ACTIVE_CONFIRMED' } });
    expect(events[2]!.data).toEqual({ member: { id } });
    expect(await eventsOf(m!.id)).toEqual([
      { type: 'member.updated', data: { member: expect.objectContaining({ id: m!.id, firstname: 'Janusz', phone: '601202303' }) } },
    ]);
  });

  it('order.created, order.status_changed, order.cancelled, in that order', async () => {
    const m = await memberWithPoints(t, 1000);
    const prize = await makePrize(t.db.db, { name: 'Wałek malarski', pointsPrice: 30, stock: 10 });
    const order = await orderOf(t, m.token, prize.id, 2);
    expect((await send('PATCH', `/api/orders/${order.id}`, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(200);
    const events = await eventsOf(m.id);
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.status_changed', 'order.cancelled']);
    expect(events[0]!.data).toMatchObject({
      order: {
        id: order.id,
        memberId: m.id,
        status: 'NEW',
        totalPoints: 60,
        items: [{ prizeId: prize.id, name: 'Wałek malarski', amount: 2, unitPoints: 30 }],
      },
    });
    expect(events[1]!.data).toEqual({ order: { id: order.id, memberId: m.id, status: 'IN_PROGRESS', previousStatus: 'NEW' } });
    expect(events[2]!.data).toEqual({ order: { id: order.id, memberId: m.id, refundedPoints: 60 } });
  });

  it('contest.entry_created and training.signup_created', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'webhook-events' });
    const contest = await send('POST', '/api/contests', {
      title: 'Elewacja roku',
      lead: 'Pokaż realizację',
      rules: '<p>Opisz realizację.</p>',
      startsAt: inDays(-1),
      endsAt: inDays(10),
      askText: true,
      maxPhotos: 0,
      askReceipt: false,
      pointsAccepted: 10,
      pointsWinner: 100,
      entriesPerMember: 1,
      status: 'PUBLISHED',
    });
    expect(contest.statusCode, contest.body).toBe(201);
    const entry = await send('POST', `/api/contests/${contest.json().id}/entries`, { text: 'Moja elewacja', photos: [] }, m!.token);
    expect(entry.statusCode, entry.body).toBe(201);
    const training = await send('POST', '/api/trainings', {
      title: 'Tynki w praktyce',
      lead: 'Warsztat',
      body: '<p>Program</p>',
      startsAt: inDays(10),
      place: 'Kraków',
      capacity: 5,
      status: 'PUBLISHED',
    });
    expect(training.statusCode, training.body).toBe(201);
    const signup = await send('POST', `/api/trainings/${training.json().id}/signup`, undefined, m!.token);
    expect(signup.statusCode, signup.body).toBe(200);
    expect(await eventsOf(m!.id)).toEqual([
      {
        type: 'contest.entry_created',
        data: { entry: { id: entry.json().entry.id, contestId: contest.json().id, memberId: m!.id, createdAt: expect.any(String) } },
      },
      { type: 'training.signup_created', data: { signup: { trainingId: training.json().id, memberId: m!.id, status: 'CONFIRMED' } } },
    ]);
  });

  it('a change refused half-way leaves no event (the order over the balance)', async () => {
    const m = await memberWithPoints(t, 10);
    const prize = await makePrize(t.db.db, { name: 'Drogi pędzel', pointsPrice: 500, stock: 10 });
    expect((await send('POST', '/api/orders/basket', { prizeId: prize.id, amount: 1 }, m.token)).statusCode).toBe(200);
    const refused = await send(
      'POST',
      '/api/orders',
      { delivery: { name: 'Jan', street: 'ul. A 1', postCode: '30-001', city: 'Kraków' } },
      m.token,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf(m.id)).toEqual([]);
  });
});
