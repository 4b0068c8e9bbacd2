import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_MESSAGES, MAIL_LAYOUT_TEXTS, RATE_LIMIT_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { linkIn, type ReceivedMail } from '../../testing/smtp';
import { lodzkieId, signupBody } from './auth.test-helpers';

let t: TestApp;
let lodzkie: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  lodzkie = await lodzkieId(t.db.db);
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
});
afterAll(() => t?.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

/** The activation mails `to` has received (waiting up to 5 s for `count` of them), oldest first. */
async function activationMails(to: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = t.mailbox.mails.filter((m) => m.to.includes(to) && m.subject.includes('aktywuj'));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const activation = (mail: ReceivedMail) => {
  const link = linkIn(mail);
  return { token: link.searchParams.get('activate'), userId: Number(link.searchParams.get('userId')) };
};

/** Signs `email` up and answers its activation e-mail, whose HTML part (the layout's, beside the text) holds the link as a button. */
async function signUpWithButtonMail(email: string) {
  expect((await post('/api/auth/signup', signupBody(lodzkie, { email }))).statusCode).toBe(201);
  const [first] = await activationMails(email, 1);
  const link = linkIn(first!).toString().replace(/&/g, '&amp;');
  expect(first!.html).toContain(`<a class="klub-button" href="${link}" style=`);
  expect(first!.html).toContain(`>${MAIL_LAYOUT_TEXTS.button}</a>`);
  expect(first!.html).toContain('<html lang="pl"');
  return first;
}

describe('a new activation link', () => {
  it('from the sign-in page: the new link works, the earlier one no longer does; the answer never tells whether the account exists', async () => {
    const email = 'czeka.na.link@example.pl';
    const first = await signUpWithButtonMail(email);

    const res = await post('/api/auth/resend-activation', { email: 'CZEKA.na.link@example.pl' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SERVER_MESSAGES.activationResent);
    const mails = await activationMails(email, 2);
    expect(mails).toHaveLength(2);

    // An unknown address and an active account get the same answer, and no mail.
    const sent = t.mailbox.mails.length;
    for (const other of ['nikt.taki@example.pl', DEMO_USERS.contractor.email, DEMO_USERS.admin.email]) {
      const same = await post('/api/auth/resend-activation', { email: other }, {}, '10.0.0.2');
      expect([same.statusCode, same.json().message]).toEqual([200, SERVER_MESSAGES.activationResent]);
    }
    await t.mailsSettled();
    expect(t.mailbox.mails.length).toBe(sent);

    const old = await post('/api/auth/activate', activation(first!));
    expect([old.statusCode, old.json().message]).toEqual([400, ERROR_CODES.LINK_INVALID.message]);
    const ok = await post('/api/auth/activate', activation(mails[1]!));
    expect([ok.statusCode, ok.json().message]).toEqual([200, SERVER_MESSAGES.activated]);
    expect(await t.signIn(email, 'Farba1234')).toBeTruthy();

    // Once active, a request mails nothing.
    await post('/api/auth/resend-activation', { email });
    await t.mailsSettled();
    expect(await activationMails(email, 2)).toHaveLength(2);
  });

  it('three an hour per address (each one mails it), then a Polish 429 with the wait', async () => {
    const email = 'trzy.razy@example.pl';
    expect((await post('/api/auth/signup', signupBody(lodzkie, { email }))).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/resend-activation', { email }, {}, `10.0.1.${i}`)).statusCode).toBe(200);
    const blocked = await post('/api/auth/resend-activation', { email }, {}, '10.0.1.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      RATE_LIMIT_MESSAGES.resendActivation(Math.max(1, Math.ceil(Number(blocked.headers['retry-after']) / 60))),
    );
    await t.mailsSettled();
    expect(await activationMails(email, 4)).toHaveLength(4); // sign-up + 3, and no more
  });

  it('a member confirmed by the office before clicking the link, then deactivated: the unclicked link no longer activates, and no new one is sent', async () => {
    const email = 'potwierdzony.bez.klikniecia@example.pl';
    expect((await post('/api/auth/signup', signupBody(lodzkie, { email }))).statusCode).toBe(201);
    const [link] = await activationMails(email, 1);
    const { userId } = activation(link!);
    const status = (s: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${userId}/status`, headers: bearer(admin), payload: { status: s } });
    expect((await status('ACTIVE_CONFIRMED')).json().status).toBe('ACTIVE_CONFIRMED');
    expect((await status('NOT_ACTIVE')).json().status).toBe('NOT_ACTIVE');

    const old = await post('/api/auth/activate', activation(link!));
    expect([old.statusCode, old.json().message]).toEqual([400, ERROR_CODES.LINK_INVALID.message]);
    await post('/api/auth/resend-activation', { email }, {}, '10.0.3.1');
    await t.mailsSettled();
    expect(await activationMails(email, 1)).toHaveLength(1);
    expect((await post(`/api/users/${userId}/resend-activation`, undefined, bearer(admin))).statusCode).toBe(409);
  });

  it('a bad address is a Polish 400 and sends nothing', async () => {
    const res = await post('/api/auth/resend-activation', { email: 'to nie adres' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(FIELD_MESSAGES.email);
  });

  it('from the back office: a waiting member gets a working link; an active one is a 409, an unknown id a 404; admins only', async () => {
    const email = 'od.admina@example.pl';
    const first = await signUpWithButtonMail(email);
    const { userId } = activation(first!);

    const res = await post(`/api/users/${userId}/resend-activation`, undefined, bearer(admin));
    expect([res.statusCode, res.json().message]).toEqual([200, SERVER_MESSAGES.activationResentTo(email)]);
    const mails = await activationMails(email, 2);
    expect((await post('/api/auth/activate', activation(mails[1]!))).statusCode).toBe(200);

    const again = await post(`/api/users/${userId}/resend-activation`, undefined, bearer(admin));
    expect([again.statusCode, again.json().message]).toEqual([409, ERROR_CODES.NOT_WAITING_FOR_ACTIVATION.message]);
    // Deactivated by the back office (NOT_ACTIVE again): no new link lets the member undo that.
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${userId}/status`,
      headers: bearer(admin),
      payload: { status: 'NOT_ACTIVE' },
    });
    expect(off.json().status).toBe('NOT_ACTIVE');
    expect((await post(`/api/users/${userId}/resend-activation`, undefined, bearer(admin))).statusCode).toBe(409);
    await post('/api/auth/resend-activation', { email }, {}, '10.0.2.1');
    await t.mailsSettled();
    expect(await activationMails(email, 2)).toHaveLength(2);
    const missing = await post('/api/users/999999/resend-activation', undefined, bearer(admin));
    expect(missing.statusCode).toBe(404);

    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    // The admin's lookups ran in its write transactions; a member's read after them still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member) })).statusCode).toBe(200);
    expect((await post(`/api/users/${userId}/resend-activation`, undefined, bearer(member))).statusCode).toBe(403);
    expect((await post(`/api/users/${userId}/resend-activation`)).statusCode).toBe(401);
  });
});
