import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTEST_MESSAGES, LEDGER_SOURCES, NOT_FOUND_MESSAGES, ROLES } from '@klub/contracts';
import { pointsLedger } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import { ledgerSum, makeMembers, storedBalance } from '../../testing/fixtures';
import { multipartBody, PNG_1PX } from '../../testing/multipart';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Najpiękniejsza elewacja',
  lead: 'Pokaż swoją realizację',
  rules: '<p>Prześlij zdjęcia elewacji pomalowanej naszą farbą.</p>',
  startsAt: inDays(-1),
  endsAt: inDays(10),
  askText: true,
  maxPhotos: 2,
  askReceipt: false,
  pointsAccepted: 50,
  pointsWinner: 500,
  entriesPerMember: 1,
  status: 'PUBLISHED',
  ...over,
});
async function newContest(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/contests', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
async function upload(token: string) {
  const { payload, headers } = multipartBody({ name: 'elewacja.png', content: PNG_1PX });
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(token) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().key as string;
}
const enter = (id: number, token: string, payload: object) => send('POST', `/api/contests/${id}/entries`, payload, token);
const review = (entryId: number, payload: object) => send('PATCH', `/api/contests/entries/${entryId}`, payload);

describe('contests', () => {
  it('admin adds, edits and lists; bad input gets a Polish 400; a contest with entries cannot be deleted', async () => {
    const bad = [
      [body({ endsAt: inDays(-2) }), CONTEST_MESSAGES.endsAt],
      [body({ askText: false, maxPhotos: 0, askReceipt: false }), CONTEST_MESSAGES.nothingAsked],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await send('POST', '/api/contests', payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const c = await newContest({ rules: '<p>Zasady<script>x()</script></p>' });
    const one = (await get(`/api/contests/${c.id}`)).json();
    expect(one).toMatchObject({ rules: '<p>Zasady</p>', entries: 0, pointsAccepted: 50 });
    expect((await send('PATCH', `/api/contests/${c.id}`, body({ title: 'Elewacja roku' }))).json()).toMatchObject({
      title: 'Elewacja roku',
    });
    expect((await get('/api/contests')).json().data.map((x: { id: number }) => x.id)).toContain(c.id);

    const [m] = await makeMembers(t, 1, { prefix: 'ct-del' });
    expect((await enter(c.id, m!.token, { text: 'Moja elewacja', photos: [await upload(m!.token)] })).statusCode).toBe(201);
    const refused = await send('DELETE', `/api/contests/${c.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTEST_MESSAGES.hasEntries);
    const empty = await newContest();
    expect((await send('DELETE', `/api/contests/${empty.id}`)).statusCode).toBe(200);
  });

  it('an entry: only in the audience, only while it runs, with what it asks, own photos, within the limit', async () => {
    const [m, other] = await makeMembers(t, 2, { prefix: 'ct-in' });
    const [architect] = await makeMembers(t, 1, { prefix: 'ct-arch', role: ROLES.ARCHITECT });
    const c = await newContest({ audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: false, premium: false, groups: [] } });
    const photo = await upload(m!.token);

    expect((await enter(c.id, architect!.token, { text: 'x', photos: [photo] })).json()).toMatchObject({
      message: NOT_FOUND_MESSAGES.contest,
    });
    expect((await enter(c.id, m!.token, { photos: [photo] })).json()).toMatchObject({ message: CONTEST_MESSAGES.textRequired });
    expect((await enter(c.id, m!.token, { text: 'x' })).json()).toMatchObject({ message: CONTEST_MESSAGES.photosRequired });
    const others = await upload(other!.token);
    expect((await enter(c.id, m!.token, { text: 'x', photos: [others] })).json()).toMatchObject({ message: CONTEST_MESSAGES.notYourPhoto });
    expect((await enter(c.id, m!.token, { text: 'x', photos: [photo, photo, photo] })).statusCode).toBe(400);
    expect((await enter(c.id, admin, { text: 'x', photos: [photo] })).statusCode).toBe(403);

    const sent = await enter(c.id, m!.token, { text: 'Elewacja w Tarnowie', photos: [photo] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: CONTEST_MESSAGES.sent, entry: { status: 'SUBMITTED', photos: [photo], points: 0 } });
    expect((await enter(c.id, m!.token, { text: 'Druga', photos: [photo] })).json()).toMatchObject({ message: CONTEST_MESSAGES.limit(1) });
    expect((await get(`/api/contests/${c.id}`, m!.token)).json()).toMatchObject({
      isOpen: true,
      myEntries: [{ text: 'Elewacja w Tarnowie' }],
    });

    const ended = await newContest({ startsAt: inDays(-5), endsAt: inDays(-1) });
    const late = await enter(ended.id, m!.token, { text: 'x', photos: [photo] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CONTEST_MESSAGES.closed);
    // Ended contests are listed apart.
    const open = (await get('/api/contests', m!.token)).json().data.map((x: { id: number }) => x.id);
    const past = (await get('/api/contests?when=past', m!.token)).json().data.map((x: { id: number }) => x.id);
    expect(open).toContain(c.id);
    expect(open).not.toContain(ended.id);
    expect(past).toContain(ended.id);
  });

  it('review: a rejection needs a reason the member sees; then they may try again; acceptance and a win credit once each', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'ct-rev' });
    const c = await newContest({ maxPhotos: 0, askReceipt: true });
    const first = (await enter(c.id, m!.token, { text: 'Paragon', receiptNumber: 'FV/1/2026' })).json().entry.id as number;

    expect((await review(first, { status: 'REJECTED' })).json().message).toEqual([`rejectReason: ${CONTEST_MESSAGES.rejectReason}`]);
    expect((await review(first, { status: 'REJECTED', rejectReason: 'Nieczytelny paragon' })).json()).toMatchObject({ status: 'REJECTED' });
    expect((await get(`/api/contests/${c.id}`, m!.token)).json().myEntries[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Nieczytelny paragon',
    });
    // A rejected entry does not count against the limit.
    const second = (await enter(c.id, m!.token, { text: 'Paragon 2', receiptNumber: 'FV/2/2026' })).json().entry.id as number;

    const before = await storedBalance(t.db.db, m!.id);
    expect((await review(second, { status: 'ACCEPTED' })).json()).toMatchObject({ status: 'ACCEPTED', points: 50 });
    expect((await review(second, { status: 'ACCEPTED' })).json()).toMatchObject({ points: 50 });
    expect((await review(second, { status: 'ACCEPTED', isWinner: true })).json()).toMatchObject({ isWinner: true, points: 550 });
    expect(await storedBalance(t.db.db, m!.id)).toBe(before + 550);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(before + 550);
    const credits = await t.db.db
      .select({ reason: pointsLedger.reason, amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, m!.id), eq(pointsLedger.source, LEDGER_SOURCES.CONTEST_AWARD)));
    expect(credits).toEqual(
      expect.arrayContaining([
        { reason: CONTEST_MESSAGES.awardReason('Najpiękniejsza elewacja'), amount: 50 },
        { reason: CONTEST_MESSAGES.winnerReason('Najpiękniejsza elewacja'), amount: 500 },
      ]),
    );
    expect((await review(second, { status: 'REJECTED', rejectReason: 'Pomyłka' })).json().message).toBe(CONTEST_MESSAGES.acceptedFinal);
    expect((await review(second, { status: 'ACCEPTED', isWinner: false })).json().message).toBe(CONTEST_MESSAGES.winnerPaid);
    expect((await review(999_999, { status: 'ACCEPTED' })).json().message).toBe(NOT_FOUND_MESSAGES.contestEntry);

    const list = (await get(`/api/contests/${c.id}/entries?winners=true`)).json();
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([second]);
    const csv = await get(`/api/contests/${c.id}/entries/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Przyjęte;tak;550');
    expect(csv.body).toContain('Nieczytelny paragon');
    const pdf = await get(`/api/contests/${c.id}/entries/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`konkurs-${c.id}-wyniki.pdf`);
    expect(
      (
        await review(second, { status: 'ACCEPTED' }).then(() =>
          send('PATCH', `/api/contests/entries/${second}`, { status: 'ACCEPTED' }, m!.token),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('the same entry accepted and crowned 20 times at once: one credit each, the balance grows by exactly the prize', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'ct-race' });
    const c = await newContest({ maxPhotos: 0 });
    const entry = (await enter(c.id, m!.token, { text: 'Wyścig' })).json().entry.id as number;
    const before = await storedBalance(t.db.db, m!.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => review(entry, { status: 'ACCEPTED', isWinner: true })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const credits = await t.db.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, m!.id), eq(pointsLedger.source, LEDGER_SOURCES.CONTEST_AWARD)));
    expect(credits.map((x) => x.amount).sort((a, b) => a - b)).toEqual([50, 500]);
    expect(await storedBalance(t.db.db, m!.id)).toBe(before + 550);
  });
});
