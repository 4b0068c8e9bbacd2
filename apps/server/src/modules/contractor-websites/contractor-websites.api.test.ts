import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, users } from '@klub/db';
import { ROLES, WEBSITE_MESSAGES } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let contractor = '';
let contractorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  contractor = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  contractorId = (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.contractor.email)))[0]!.id;
});
afterAll(() => t?.close());

/** A stored upload, as POST /api/files/upload leaves it. */
async function uploaded(key: string, over: Partial<typeof files.$inferInsert> = {}) {
  await t.db.db.insert(files).values({
    key,
    originalName: `${key}.jpg`,
    mimeType: 'image/jpeg',
    size: 3,
    content: Buffer.from([1, 2, 3]),
    uploadedBy: contractorId,
    ...over,
  });
  return key;
}

const card = (over: Record<string, unknown> = {}) => ({
  name: 'Malarstwo Jan Malarz',
  services: 'Malowanie wnętrz\nTapetowanie',
  area: 'Kraków i okolice (30 km)',
  description: 'Solidnie i na czas.',
  phone: '600 000 021',
  email: 'Jan@Malarz.pl',
  photos: [],
  ...over,
});
const put = (payload: unknown, token = contractor) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me/website', headers: bearer(token), payload: payload as object });
const mine = async (token = contractor) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/website', headers: bearer(token) })).json().website;
const adminGet = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const adminPatch = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(admin), ...(payload === undefined ? {} : { payload: payload as object }) });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/contractor-websites/public' })).json();

describe('contractor website (business card)', () => {
  it('a contractor saves a card, an admin approves it, it becomes public; any change needs approval again', async () => {
    expect(await mine()).toBeNull();
    const photo = await uploaded('zdjecie-1');
    const saved = await put(card({ photos: [photo] }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'PENDING',
      name: 'Malarstwo Jan Malarz',
      email: 'jan@malarz.pl',
      phone: '600000021',
      photos: [photo],
      ownerEmail: DEMO_USERS.contractor.email,
    });
    const id = saved.json().id;
    expect((await publicList()).total).toBe(0);

    const pending = (await adminGet('/api/contractor-websites?status=PENDING')).json();
    expect(pending.data.map((w: { id: number }) => w.id)).toEqual([id]);
    expect((await adminGet('/api/contractor-websites?status=APPROVED')).json().total).toBe(0);
    expect((await adminGet(`/api/contractor-websites/${id}`)).json().services).toBe('Malowanie wnętrz\nTapetowanie');

    const approved = await adminPatch(`/api/contractor-websites/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(approved.json().reviewedAt).not.toBeNull();
    const pub = await publicList();
    expect(pub.total).toBe(1);
    expect(pub.data[0]).toMatchObject({ id, name: 'Malarstwo Jan Malarz', photos: [photo] });
    expect(pub.data[0]).not.toHaveProperty('ownerEmail');
    expect(pub.data[0]).not.toHaveProperty('status');

    // Saving the same card again changes nothing and keeps it published.
    expect((await put(card({ photos: [photo] }))).json().status).toBe('APPROVED');
    // Any change sends it back for approval and hides it.
    const changed = await put(card({ photos: [photo], area: 'Małopolska' }));
    expect(changed.json()).toMatchObject({ id, status: 'PENDING', area: 'Małopolska', reviewedAt: null });
    expect((await publicList()).total).toBe(0);

    const rejected = await adminPatch(`/api/contractor-websites/${id}/reject`, { reason: 'Zdjęcie nie przedstawia realizacji' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Zdjęcie nie przedstawia realizacji' });
    expect(await mine()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Zdjęcie nie przedstawia realizacji' });
    expect((await adminPatch(`/api/contractor-websites/${id}/reject`, { reason: '   ' })).statusCode).toBe(400);

    const fixed = await put(card({ photos: [] }));
    expect(fixed.json()).toMatchObject({ status: 'PENDING', rejectionReason: null, photos: [] });
    expect((await adminGet('/api/contractor-websites')).json().total).toBe(1);
  });

  it('stores plain text only: HTML is removed from every free-text field', async () => {
    const [other] = await makeMembers(t, 1, { prefix: 'html' });
    const res = await put(
      card({
        name: '<b>Firma</b> & Syn',
        services: '<script>alert(1)</script>Malowanie <img src=x onerror=alert(1)>ścian',
        area: '&lt;i&gt;Kraków&lt;/i&gt;',
        description: '<a href="javascript:alert(1)">Kliknij</a>\nDruga linia',
      }),
      other!.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Firma & Syn',
      services: 'Malowanie ścian',
      area: 'Kraków',
      description: 'Kliknij\nDruga linia',
    });
    const onlyTags = await put(card({ name: '<b></b>' }), other!.token);
    expect(onlyTags.statusCode).toBe(400);
    expect(onlyTags.json().message).toMatch(/Nazwa/);
  });

  it('markup entity-encoded 1 to 8 times never reaches the public list: sanitising runs to a fixed point', async () => {
    /** HTML-escapes `text` `levels` times (`<` → `&lt;` → `&amp;lt;` → …). */
    const encode = (text: string, levels: number) => {
      let out = text;
      for (let i = 0; i < levels; i++) out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      return out;
    };
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<<script>script>alert(1)<</script>/script>',
    ];
    const published: number[] = [];
    for (let levels = 1; levels <= 8; levels++) {
      const [m] = await makeMembers(t, 1, { prefix: `enc${levels}` });
      const attack = attacks[levels % attacks.length]!;
      const res = await put(
        card({
          name: `Firma ${encode('<i>', levels)}nr ${levels}`,
          services: `${encode(attack, levels)}Malowanie`,
          area: `Kraków ${encode('<b>', levels)}`,
          description: `${encode(attack, levels)}\n${encode('<img src=x onerror=alert(2)>', levels)}Opis`,
        }),
        m!.token,
      );
      expect(res.statusCode, `${levels}× encoded: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ name: `Firma nr ${levels}`, services: 'Malowanie', area: 'Kraków', description: 'Opis' });
      published.push(res.json().id);
      expect((await adminPatch(`/api/contractor-websites/${res.json().id}/approve`)).statusCode).toBe(200);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/contractor-websites/public?take=100' });
    const cards = anonymous.json().data.filter((w: { id: number }) => published.includes(w.id));
    expect(cards).toHaveLength(8);
    for (const w of cards) {
      for (const field of ['name', 'services', 'area', 'description'] as const) {
        expect(w[field], `${field} of card ${w.id}`).not.toMatch(/[<>]|&(lt|gt|amp|quot);|onerror|script/i);
      }
    }
    // Encoded more deeply than any editor would: refused, not stored half-decoded.
    const [deep] = await makeMembers(t, 1, { prefix: 'enc-deep' });
    const refused = await put(card({ services: encode('<b>x</b>', 40) }), deep!.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WEBSITE_MESSAGES.tooDeep('Usługi'));
    // Ordinary text with the characters themselves stays as it was.
    const plain = await put(card({ services: 'Rabat <10% & dojazd > 30 km' }), deep!.token);
    expect(plain.json().services).toBe('Rabat <10% & dojazd > 30 km');
  });

  it('accepts only existing image uploads of the contractor as photos', async () => {
    const [other] = await makeMembers(t, 1, { prefix: 'zdjecia' });
    const cases: Array<[unknown, RegExp | number]> = [
      [['nie-ma-takiego'], /Nie ma takiego przesłanego zdjęcia/],
      [[await uploaded('cudze-zdjecie')], /Nie ma takiego przesłanego zdjęcia/],
      [[await uploaded('dokument', { uploadedBy: other!.id, mimeType: 'application/pdf' })], /nie jest zdjęciem/],
      [['../../etc/passwd'], 400],
      [Array.from({ length: 11 }, (_, i) => `k${i}`), /Maksymalnie 10 zdjęć/],
    ];
    for (const [photos, expected] of cases) {
      const res = await put(card({ photos }), other!.token);
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
      if (expected instanceof RegExp) expect(JSON.stringify(res.json().message), JSON.stringify(photos)).toMatch(expected);
    }
    const own = await uploaded('moje-zdjecie', { uploadedBy: other!.id, mimeType: 'image/png' });
    expect((await put(card({ photos: [own] }), other!.token)).json().photos).toEqual([own]);
  });

  it('who may do what: DTH/RDS cannot edit cards, customers cannot review, anyone sees the public list', async () => {
    const dth = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
    const rds = await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password);
    for (const token of [dth, rds]) {
      expect((await put(card(), token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me/website', headers: bearer(token) })).statusCode).toBe(403);
    }
    const [architect] = await makeMembers(t, 1, { role: ROLES.ARCHITECT, prefix: 'architekt' });
    expect((await put(card(), architect!.token)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/contractor-websites'],
      ['GET', '/api/contractor-websites/1'],
      ['PATCH', '/api/contractor-websites/1/approve'],
      ['PATCH', '/api/contractor-websites/1/reject', { reason: 'x' }],
    ] as Array<['GET' | 'PATCH', string, object?]>) {
      expect((await t.app.inject({ method, url, headers: bearer(contractor), ...(payload ? { payload } : {}) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
    }
    expect((await put(card())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me/website', headers: bearer(admin), payload: card() })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/contractor-websites/public?take=500' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/contractor-websites/public?take=100000' })).statusCode).toBe(400);
    expect((await adminGet('/api/contractor-websites?status=NOWE')).statusCode).toBe(400);
    expect((await adminPatch('/api/contractor-websites/999999/approve')).statusCode).toBe(404);
    expect((await adminGet('/api/contractor-websites/999999')).statusCode).toBe(404);
  });
});
