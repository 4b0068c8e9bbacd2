import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, FIELD_MESSAGES, NOT_FOUND_MESSAGES, ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let contractor = '';
let members: Record<'plain' | 'gold' | 'premium' | 'architect' | 'dth', string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  contractor = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  const [plain, gold, premium] = await makeMembers(t, 3, { prefix: 'faq' });
  const [architect] = await makeMembers(t, 1, { prefix: 'faq-arch', role: ROLES.ARCHITECT });
  const [dth] = await makeMembers(t, 1, { prefix: 'faq-dth', role: ROLES.DTH });
  await t.db.db.update(users).set({ isGold: true }).where(eq(users.id, gold!.id));
  await t.db.db.update(users).set({ isPremium: true }).where(eq(users.id, premium!.id));
  members = { plain: plain!.token, gold: gold!.token, premium: premium!.token, architect: architect!.token, dth: dth!.token };
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function newGroup(name: string, pos?: number) {
  const res = await send('POST', '/api/faq/groups', { name, pos });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; pos: number };
}
async function newQuestion(body: Record<string, unknown>) {
  const res = await send('POST', '/api/faq', { answer: '<p>Odpowiedź</p>', status: 'PUBLISHED', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; pos: number; answer: string; status: string; publishAt: string };
}
const readable = async (token: string) =>
  ((await get('/api/faq', token)).json() as { data: Array<{ name: string; questions: Array<{ question: string }> }> }).data.map(
    (g) => `${g.name}: ${g.questions.map((x) => x.question).join(', ')}`,
  );

describe('FAQ', () => {
  it('admin: groups and questions in order, a new one last, edits keep what they do not send, search, 409 on a taken name', async () => {
    const orders = await newGroup('Zamówienia');
    const codes = await newGroup('Kody', 0);
    expect(orders.pos).toBe(1);
    const late = await newQuestion({ groupId: orders.id, question: 'Kiedy dotrze nagroda?' });
    const cancel = await newQuestion({ groupId: orders.id, question: 'Jak anulować zamówienie?' });
    expect([late.pos, cancel.pos]).toEqual([1, 2]);
    await newQuestion({ groupId: codes.id, question: 'Gdzie jest kod?', answer: '<p>Pod <strong>wieczkiem</strong></p>' });

    const list = (await get('/api/faq/groups')).json();
    expect(list.data.map((g: { name: string; questions: unknown[] }) => [g.name, g.questions.length])).toEqual([
      ['Kody', 1],
      ['Zamówienia', 2],
    ]);
    // A question moved to another group goes to its end; an edit without pos keeps its place.
    const moved = await send('PATCH', `/api/faq/${late.id}`, {
      groupId: codes.id,
      question: 'Kiedy dotrze nagroda?',
      answer: '<p>Do 14 dni</p>',
    });
    expect(moved.json()).toMatchObject({ groupId: codes.id, groupName: 'Kody', pos: 2, status: 'PUBLISHED', answer: '<p>Do 14 dni</p>' });
    expect((await get('/api/faq/groups?search=WIECZK')).json().data.map((g: { name: string }) => g.name)).toEqual(['Kody']); // answers too
    expect((await get('/api/faq/groups?search=100%25')).json()).toEqual({ total: 0, data: [] });

    const taken = await send('POST', '/api/faq/groups', { name: 'kody' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONTENT_MESSAGES.faqGroupTaken);
    const renamed = await send('PATCH', `/api/faq/groups/${orders.id}`, { name: 'Zamówienia i dostawa' });
    expect(renamed.json()).toMatchObject({ name: 'Zamówienia i dostawa', pos: 1 });

    // Deleting a group deletes its questions.
    expect((await send('DELETE', `/api/faq/groups/${orders.id}`)).statusCode).toBe(200);
    expect((await get(`/api/faq/${cancel.id}`)).statusCode).toBe(404);
    expect((await get(`/api/faq/groups/${orders.id}`)).json().message).toBe(NOT_FOUND_MESSAGES.faqGroup);
    await send('DELETE', `/api/faq/groups/${codes.id}`);
  });

  it('a member reads only published, due questions of their audience; groups without one are left out', async () => {
    const g = await newGroup('Odbiorcy');
    const other = await newGroup('Tylko szkice');
    await newQuestion({ groupId: g.id, question: 'Dla wszystkich' });
    await newQuestion({ groupId: g.id, question: 'Szkic', status: 'DRAFT' });
    await newQuestion({ groupId: other.id, question: 'Też szkic', status: undefined }); // no status: a draft
    await newQuestion({ groupId: g.id, question: 'Złoci', audience: { roles: [], gold: true, premium: false } });
    await newQuestion({ groupId: g.id, question: 'Złoci lub premium', audience: { roles: [], gold: true, premium: true } });
    await newQuestion({
      groupId: g.id,
      question: 'Architekci i DTH',
      audience: { roles: [ROLES.DTH, ROLES.ARCHITECT, ROLES.DTH], gold: false, premium: false },
    });

    expect(await readable(members.plain)).toEqual(['Odbiorcy: Dla wszystkich']);
    expect(await readable(members.gold)).toEqual(['Odbiorcy: Dla wszystkich, Złoci, Złoci lub premium']);
    expect(await readable(members.premium)).toEqual(['Odbiorcy: Dla wszystkich, Złoci lub premium']);
    expect(await readable(members.architect)).toEqual(['Odbiorcy: Dla wszystkich, Architekci i DTH']);
    expect(await readable(members.dth)).toEqual(['Odbiorcy: Dla wszystkich, Architekci i DTH']);
    // The admin sees every one of them, with its status and audience.
    const admins = (await get(`/api/faq/groups/${g.id}`)).json();
    expect(admins.questions).toHaveLength(5);
    expect(admins.questions.find((x: { question: string }) => x.question === 'Architekci i DTH').audience).toEqual({
      roles: [ROLES.ARCHITECT, ROLES.DTH],
      regions: [],
      gold: false,
      premium: false,
      groups: [],
    });
    await send('DELETE', `/api/faq/groups/${g.id}`);
    await send('DELETE', `/api/faq/groups/${other.id}`);
  });

  it('a question dated later appears by itself at that time (the clock set by the test)', async () => {
    const g = await newGroup('Zaplanowane');
    const at = new Date(Date.now() + 3 * 3600_000);
    const q = await newQuestion({ groupId: g.id, question: 'Od jutra', publishAt: at.toISOString() });
    expect(q.publishAt).toBe(at.toISOString());
    expect(await readable(members.plain)).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() - 1000));
    expect(await readable(members.plain)).toEqual([]);
    vi.setSystemTime(at);
    expect(await readable(members.plain)).toEqual(['Zaplanowane: Od jutra']);
    vi.useRealTimers();
    await send('DELETE', `/api/faq/groups/${g.id}`);
  });

  it('stores the answer sanitised: no script, handler, javascript: link or style survives', async () => {
    const g = await newGroup('Bezpieczeństwo');
    const q = await newQuestion({
      groupId: g.id,
      question: 'XSS?',
      answer:
        '<h2 onclick="alert(1)">Tytuł</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>' +
        '<svg onload=alert(1)></svg><p style="background:url(javascript:alert(1))">Tekst <a href="https://klub.pl">link</a></p>',
    });
    expect(q.answer).toBe(
      '<h2>Tytuł</h2><a rel="noopener noreferrer">x</a><p>Tekst <a href="https://klub.pl" rel="noopener noreferrer">link</a></p>',
    );
    await send('DELETE', `/api/faq/groups/${g.id}`);
  });

  it('refuses bad input in Polish, unknown groups and ids with 400/404, and members writing or reading the admin side', async () => {
    const g = await newGroup('Walidacja');
    const bad = async (body: object, message: string) => {
      const res = await send('POST', '/api/faq', { groupId: g.id, question: 'Pytanie', answer: '<p>a</p>', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad({ answer: '<p> </p>' }, FIELD_MESSAGES.required);
    await bad({ question: '' }, FIELD_MESSAGES.required);
    await bad({ status: 'LIVE' }, CONTENT_MESSAGES.status);
    await bad({ publishAt: '2026-02-30T10:00' }, CONTENT_MESSAGES.publishAt);
    await bad({ audience: { roles: [ROLES.ADMIN], gold: false, premium: false } }, CONTENT_MESSAGES.audienceRole);
    await bad({ question: 'a\u0000b' }, FIELD_MESSAGES.forbiddenChars);
    await bad({ answer: 'x'.repeat(20_001) }, FIELD_MESSAGES.tooLong(20_000));
    const unknown = await send('POST', '/api/faq', { groupId: 999_999, question: 'Pytanie', answer: '<p>a</p>' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, NOT_FOUND_MESSAGES.faqGroup]);
    expect((await get('/api/faq/999999')).json().message).toBe(NOT_FOUND_MESSAGES.faq);

    expect((await get('/api/faq/groups', contractor)).statusCode).toBe(403);
    expect((await send('POST', '/api/faq/groups', { name: 'Członek' }, contractor)).statusCode).toBe(403);
    expect((await get('/api/faq', admin)).statusCode).toBe(403); // the admin reads the admin side
    expect((await t.app.inject({ method: 'GET', url: '/api/faq' })).statusCode).toBe(401);
    await send('DELETE', `/api/faq/groups/${g.id}`);
  });
});
