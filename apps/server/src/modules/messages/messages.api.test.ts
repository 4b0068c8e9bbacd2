import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_TOPICS,
  FIELD_MESSAGES,
  FILE_MESSAGES,
  INBOX_MESSAGES,
  MESSAGE_MAIL_TEXTS,
  NOT_FOUND_MESSAGES,
  RATE_LIMIT_MESSAGES,
  ROLES,
} from '@klub/contracts';
import { messages, users } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

describe('messages between the club and a member', () => {
  it('a member writes through /contact → admins see it unread → the reply lands in the member’s inbox, unread until opened; deleting hides it from the inbox only', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'msg-a' });
    const wrote = await send('POST', '/api/messages/contact', m!.token, {
      topic: 'POINTS',
      body: 'Kod z puszki nie przechodzi — co robić?',
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    expect(wrote.json().message).toBe(INBOX_MESSAGES.sent);

    const inbox = (await get('/api/messages/received', admin)).json();
    const mine = inbox.data.find((x: { member: { id: number } }) => x.member.id === m!.id);
    expect(mine).toMatchObject({
      topic: CONTACT_TOPICS.POINTS,
      body: 'Kod z puszki nie przechodzi — co robić?',
      read: false,
      answeredAt: null,
    });
    expect(inbox.totalUnread).toBeGreaterThanOrEqual(1);
    expect((await send('POST', `/api/messages/received/${mine.id}/read`, admin)).statusCode).toBe(200);

    const reply = await send('POST', '/api/messages', admin, {
      userId: m!.id,
      topic: 'Re: Punkty i kody',
      body: '<p>Prosimy o <strong>zdjęcie</strong> kodu.</p><script>alert(1)</script>',
      replyToId: mine.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const answered = (await get('/api/messages/received', admin)).json().data.find((x: { id: number }) => x.id === mine.id);
    expect(answered.read).toBe(true);
    expect(answered.answeredAt).not.toBeNull();

    const box = (await get('/api/messages', m!.token)).json();
    expect(box).toMatchObject({ total: 1, totalUnread: 1 });
    expect(box.data[0]).toMatchObject({ topic: 'Re: Punkty i kody', body: '<p>Prosimy o <strong>zdjęcie</strong> kodu.</p>', read: false });
    const id = box.data[0].id as number;
    expect((await send('POST', `/api/messages/${id}/read`, m!.token)).statusCode).toBe(200);
    expect((await get('/api/messages', m!.token)).json()).toMatchObject({ total: 1, totalUnread: 0 });

    const sent = (await get('/api/messages/sent', admin)).json().data.find((x: { id: number }) => x.id === id);
    expect(sent).toMatchObject({ read: true, replyToId: mine.id, member: { id: m!.id } });

    expect((await send('DELETE', `/api/messages/${id}`, m!.token)).statusCode).toBe(200);
    expect((await get('/api/messages', m!.token)).json()).toMatchObject({ total: 0, totalUnread: 0 });
    expect((await get('/api/messages/sent', admin)).json().data.some((x: { id: number }) => x.id === id)).toBe(true);
  });

  it('a member reads, opens and deletes only their own messages; RDS and DTH have no inbox; admins only may list and send', async () => {
    const [a, b] = await makeMembers(t, 2, { prefix: 'msg-b' });
    const [rds] = await makeMembers(t, 1, { prefix: 'msg-rds', role: ROLES.RDS });
    const made = await send('POST', '/api/messages', admin, { userId: a!.id, topic: 'Dla A', body: '<p>Tylko dla A</p>' });
    const id = made.json().id as number;
    expect((await get('/api/messages', b!.token)).json().total).toBe(0);
    for (const [method, url] of [
      ['POST', `/api/messages/${id}/read`],
      ['DELETE', `/api/messages/${id}`],
    ] as const) {
      const res = await send(method, url, b!.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.message);
    }
    expect((await get('/api/messages', rds!.token)).statusCode).toBe(403);
    expect((await get('/api/messages/received', a!.token)).statusCode).toBe(403);
    expect((await get('/api/messages/sent', a!.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/messages', a!.token, { userId: b!.id, topic: 'x', body: '<p>x</p>' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    expect((await send('POST', '/api/messages/contact', admin, { topic: 'OTHER', body: 'x' })).statusCode).toBe(403);
  });

  it('bad input is refused in Polish: no topic or text, an unknown recipient, an RDS, a reply to someone else’s message', async () => {
    const [a, b] = await makeMembers(t, 2, { prefix: 'msg-c' });
    const [rds] = await makeMembers(t, 1, { prefix: 'msg-c-rds', role: ROLES.RDS });
    const noTopic = await send('POST', '/api/messages/contact', a!.token, { topic: 'SPAM', body: 'x' });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.body).toContain(INBOX_MESSAGES.topic);
    const empty = await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(FIELD_MESSAGES.required);
    const emptyRich = await send('POST', '/api/messages', admin, { userId: a!.id, topic: 'Temat', body: '<p> </p>' });
    expect(emptyRich.statusCode).toBe(400);
    for (const userId of [999_999, rds!.id]) {
      const res = await send('POST', '/api/messages', admin, { userId, topic: 'Temat', body: '<p>Treść</p>' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.recipient);
    }
    await send('POST', '/api/messages/contact', a!.token, { topic: 'ORDER', body: 'Gdzie moja nagroda?' });
    const fromA = (await get('/api/messages/received', admin)).json().data.find((x: { member: { id: number } }) => x.member.id === a!.id);
    const wrong = await send('POST', '/api/messages', admin, { userId: b!.id, topic: 'Re', body: '<p>Odp.</p>', replyToId: fromA.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INBOX_MESSAGES.replyOfOther);
    // The refused reply changed nothing: the message is still waiting for an answer.
    const still = (await get('/api/messages/received', admin)).json().data.find((x: { id: number }) => x.id === fromA.id);
    expect(still.answeredAt).toBeNull();
  });

  it(`a member writes at most ${CONTACT_MESSAGES_PER_HOUR} contact messages an hour (429 in Polish)`, async () => {
    const [a] = await makeMembers(t, 1, { prefix: 'msg-d' });
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: `Wiadomość ${i}` })).statusCode).toBe(201);
    }
    const over = await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'Jeszcze jedna' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(RATE_LIMIT_MESSAGES.contactMessages(60));
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/messages/executors — the recipient look-up of the message forms', () => {
  const lookUp = (search: string, token: string | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/executors?${new URLSearchParams({ search }).toString()}`,
      headers: token ? bearer(token) : {},
    });

  it('finds members with an inbox by name, e-mail, company or phone; never deleted ones, admins, RDS or DTH', async () => {
    const [plain, withPhone, gone, madeAdmin] = await makeMembers(t, 4, { prefix: 'exec-a' });
    const [rds] = await makeMembers(t, 1, { prefix: 'exec-a-rds', role: ROLES.RDS });
    const [architect] = await makeMembers(t, 1, { prefix: 'exec-a-arch', role: ROLES.ARCHITECT });
    const db = t.db.db;
    for (const [id, over] of [
      [plain!.id, { lastname: 'Źdźbłowska', companyName: 'Malarnia Pędzel' }],
      [withPhone!.id, { lastname: 'Źdźbłowski', phone: '600777888' }],
      [gone!.id, { lastname: 'Źdźbłowiak', isDeleted: true }],
      [madeAdmin!.id, { lastname: 'Źdźbłowicz', role: ROLES.ADMIN }],
      [rds!.id, { lastname: 'Źdźbłowy' }],
      [architect!.id, { lastname: 'Źdźbłowa' }],
    ] as const) {
      await db.update(users).set(over).where(eq(users.id, id));
    }

    const byName = await lookUp('źdźbłow');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(
      byName
        .json()
        .data.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([plain!.id, withPhone!.id, architect!.id].sort());
    expect(byName.json().data.find((x: { id: number }) => x.id === plain!.id)).toEqual({
      id: plain!.id,
      fullName: 'Imię0 Źdźbłowska',
      email: expect.stringMatching(/^exec-a0-/),
      phone: null,
      companyName: 'Malarnia Pędzel',
    });
    // Digits typed with spaces find the phone; a company and an e-mail find their member.
    expect((await lookUp('600 777-888')).json().data).toEqual([expect.objectContaining({ id: withPhone!.id, phone: '600777888' })]);
    expect((await lookUp('MALARNIA pędzel')).json().data.map((x: { id: number }) => x.id)).toEqual([plain!.id]);
    expect((await lookUp('exec-a1-')).json().data.map((x: { id: number }) => x.id)).toEqual([withPhone!.id]);
  });

  it('answers at most 20, by last name', async () => {
    await makeMembers(t, 23, { prefix: 'exec-many' });
    const res = await lookUp('exec-many');
    expect(res.json().data).toHaveLength(20);
  });

  it('refuses bad input in Polish, and answers admins only', async () => {
    for (const [url, text] of [
      ['/api/messages/executors', null],
      ['/api/messages/executors?search=a', INBOX_MESSAGES.searchTooShort],
      ['/api/messages/executors?search=%20a%20', INBOX_MESSAGES.searchTooShort],
      [`/api/messages/executors?search=${'x'.repeat(101)}`, FIELD_MESSAGES.tooLong(100)],
      ['/api/messages/executors?search=ab&take=50', null],
    ] as const) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      const message = [res.json().message].flat().join('\n');
      expect(message, url).toMatch(/\p{L}/u);
      if (text) expect(message, url).toContain(text);
    }
    const [m] = await makeMembers(t, 1, { prefix: 'exec-c' });
    expect((await lookUp('Nazwisko', m!.token)).statusCode).toBe(403);
    expect((await lookUp('Nazwisko', null)).statusCode).toBe(401);
  });
});

describe('POST /api/messages/send-by-email — an admin’s message e-mailed to the member', () => {
  const byEmail = (payload: unknown, token: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/send-by-email',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const emailOf = async (id: number) => (await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const write = async (userId: number, topic: string, body: string) => {
    const res = await send('POST', '/api/messages', admin, { userId, topic, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('sends the topic and the text (HTML and plain text, Polish letters intact) once; the sent list shows it e-mailed; the second time is 409', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'mail-a' });
    const email = await emailOf(m!.id);
    const topic = 'Zażółć gęślą jaźń — nagroda czeka';
    const id = await write(
      m!.id,
      topic,
      '<p>Pani <strong>Łucjo</strong>, odbiór w sklepie &amp; w hurtowni.</p><ul><li>Śruby</li><li>Źdźbła</li></ul>',
    );
    const before = (await get('/api/messages/sent', admin)).json().data.find((x: { id: number }) => x.id === id);
    expect(before.emailedAt).toBeNull();

    const res = await byEmail({ messageId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(INBOX_MESSAGES.emailed);
    const mail = await t.mailbox.waitFor(email, topic, 15_000);
    expect(mail.subject).toBe(topic);
    expect(mail.text).toContain('Pani Łucjo, odbiór w sklepie & w hurtowni.');
    expect(mail.text).toContain('Śruby\nŹdźbła');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain(MESSAGE_MAIL_TEXTS.footer('http://klub.test/messages'));
    expect(mail.html).toContain('<strong>Łucjo</strong>');
    expect(mail.html).toContain('href="http://klub.test/messages"');

    const after = (await get('/api/messages/sent', admin)).json().data.find((x: { id: number }) => x.id === id);
    expect(after.emailedAt).not.toBeNull();
    const again = await byEmail({ messageId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INBOX_MESSAGES.alreadyEmailed);
    await t.mailsSettled();
    expect(t.mailbox.mails.filter((x) => x.to.includes(email) && x.subject === topic)).toHaveLength(1);
  });

  it('refuses in Polish: bad input, no such message (404), a member’s own message or a mailing’s copy, a deleted member (400); nothing is sent', async () => {
    const [a, gone] = await makeMembers(t, 2, { prefix: 'mail-b' });
    for (const payload of [{}, { messageId: 'x' }, { messageId: 0 }, { messageId: 1, extra: true }, null]) {
      const res = await byEmail(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect([res.json().message].flat().join('\n'), JSON.stringify(payload)).toMatch(/\p{L}/u);
    }
    const none = await byEmail({ messageId: 999_999 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(NOT_FOUND_MESSAGES.message);

    await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'Pytanie członka' });
    const [fromMember] = await t.db.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, a!.id));
    const [copy] = await t.db.db
      .insert(messages)
      .values({ direction: 'TO_MEMBER', userId: a!.id, topic: 'Kopia mailingu', body: '<p>x</p>', mailingId: 1 })
      .returning({ id: messages.id });
    for (const id of [fromMember!.id, copy!.id]) {
      const res = await byEmail({ messageId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INBOX_MESSAGES.notEmailable);
    }

    const toGone = await write(gone!.id, 'Do usuniętego', '<p>Treść</p>');
    await t.db.db.update(users).set({ isDeleted: true }).where(eq(users.id, gone!.id));
    const deleted = await byEmail({ messageId: toGone });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe(INBOX_MESSAGES.noEmail);
    // Refused, so not marked: nothing was queued.
    const [row] = await t.db.db.select({ emailedAt: messages.emailedAt }).from(messages).where(eq(messages.id, toGone));
    expect(row!.emailedAt).toBeNull();
    await t.mailsSettled();
    expect(t.mailbox.mails.some((x) => x.subject === 'Do usuniętego' || x.subject === 'Kopia mailingu')).toBe(false);
  });

  it('admins only: a member gets 403, no token 401', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'mail-c' });
    const id = await write(m!.id, 'Tylko admin', '<p>x</p>');
    expect((await byEmail({ messageId: id }, m!.token)).statusCode).toBe(403);
    expect((await byEmail({ messageId: id }, null)).statusCode).toBe(401);
    const [row] = await t.db.db.select({ emailedAt: messages.emailedAt }).from(messages).where(eq(messages.id, id));
    expect(row!.emailedAt).toBeNull();
  });
});

describe('/contact attachment — one PDF, JPG or PNG up to 5 MB, readable by admins and its sender only', () => {
  const attach = (token: string | null, file: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/messages/contact/attachment',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };
  const download = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('a member uploads a PDF and sends it with the message; the admin sees it in the received list and downloads it; so does the member, nobody else', async () => {
    const [m, other] = await makeMembers(t, 2, { prefix: 'att-a' });
    const up = await attach(m!.token, { name: '..\\..\\Faktura zażółć\u0007.pdf', content: PDF_DOC, type: 'application/pdf' });
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json();
    expect(file).toMatchObject({ originalName: 'Faktura zażółć.pdf', mimeType: 'application/pdf', size: PDF_DOC.length });
    expect(file.key).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);

    const wrote = await send('POST', '/api/messages/contact', m!.token, {
      topic: 'ORDER',
      body: 'Faktura w załączniku',
      attachmentKey: file.key,
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const mine = (await get('/api/messages/received', admin)).json().data.find((x: { member: { id: number } }) => x.member.id === m!.id);
    expect(mine.attachment).toEqual({
      url: file.url,
      originalName: 'Faktura zażółć.pdf',
      mimeType: 'application/pdf',
      size: PDF_DOC.length,
    });

    const byAdmin = await download(file.url, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(PDF_DOC)).toBe(true);
    expect(byAdmin.headers['content-type']).toBe('application/pdf');
    expect(byAdmin.headers['cache-control']).toBe('private, no-store');
    expect(byAdmin.headers['content-disposition']).toContain(`filename*=UTF-8''Faktura%20za%C5%BC%C3%B3%C5%82%C4%87.pdf`);
    expect((await download(file.url, m!.token)).statusCode).toBe(200);
    const stranger = await download(file.url, other!.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(FILE_MESSAGES.privateOnly);
    expect((await download(file.url, null)).statusCode).toBe(401);

    // A message without an attachment has none.
    await send('POST', '/api/messages/contact', other!.token, { topic: 'OTHER', body: 'Bez załącznika' });
    const plain = (await get('/api/messages/received', admin))
      .json()
      .data.find((x: { member: { id: number } }) => x.member.id === other!.id);
    expect(plain.attachment).toBeNull();
  });

  it('takes JPG and PNG; refuses other kinds (by content), more than 5 MB, no file or no form, in Polish; only members with an inbox upload', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'att-b' });
    const [rds] = await makeMembers(t, 1, { prefix: 'att-b-rds', role: ROLES.RDS });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    for (const [name, content, mime] of [
      ['zdjęcie.jpg', jpeg, 'image/jpeg'],
      ['skan.png', PNG_1PX, 'image/png'],
    ] as const) {
      const res = await attach(m!.token, { name, content, type: mime });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ originalName: name, mimeType: mime });
    }
    for (const [name, content] of [
      ['animacja.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)])],
      ['strona.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['program.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ] as const) {
      const res = await attach(m!.token, { name, content, type: 'application/pdf' });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message, name).toBe(INBOX_MESSAGES.attachmentType);
    }
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES, 0)]);
    const tooBig = await attach(m!.token, { name: 'duży.png', content: big, type: 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(INBOX_MESSAGES.attachmentTooLarge);
    const noFile = await attach(m!.token, { name: 'x.pdf', content: PDF_DOC, field: 'document' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(FILE_MESSAGES.noFile);
    const notForm = await send('POST', '/api/messages/contact/attachment', m!.token, { file: 'x' });
    expect(notForm.statusCode).toBe(415);
    expect(notForm.json().message).toBe(FILE_MESSAGES.notMultipart);

    expect((await attach(rds!.token, { name: 'a.pdf', content: PDF_DOC })).statusCode).toBe(403);
    expect((await attach(admin, { name: 'a.pdf', content: PDF_DOC })).statusCode).toBe(403);
    expect((await attach(null, { name: 'a.pdf', content: PDF_DOC })).statusCode).toBe(401);
  });

  it('a message takes only its sender’s unused attachment: another member’s, a public upload, one already sent or a bad key are refused', async () => {
    const [a, b] = await makeMembers(t, 2, { prefix: 'att-c' });
    const ofB = (await attach(b!.token, { name: 'b.pdf', content: PDF_DOC })).json().key as string;
    const publicUpload = multipartBody({ name: 'p.pdf', content: PDF_DOC });
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: publicUpload.payload,
      headers: { ...publicUpload.headers, ...bearer(a!.token) },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    for (const key of [ofB, pub.json().key as string, 'brakpliku123.pdf']) {
      const res = await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'x', attachmentKey: key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message, key).toBe(INBOX_MESSAGES.attachmentMissing);
    }
    const bad = await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'x', attachmentKey: '../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(FILE_MESSAGES.badKey);

    const own = (await attach(a!.token, { name: 'a.pdf', content: PDF_DOC })).json().key as string;
    expect((await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'raz', attachmentKey: own })).statusCode).toBe(
      201,
    );
    const twice = await send('POST', '/api/messages/contact', a!.token, { topic: 'OTHER', body: 'dwa', attachmentKey: own });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(INBOX_MESSAGES.attachmentUsed);
    // A member may not ask the general upload for a private file.
    const asked = multipartBody({ name: 'p.pdf', content: PDF_DOC });
    const privateAsked = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?visibility=PRIVATE',
      payload: asked.payload,
      headers: { ...asked.headers, ...bearer(a!.token) },
    });
    expect(privateAsked.statusCode).toBe(400);
  });
});
