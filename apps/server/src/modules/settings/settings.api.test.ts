import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type ProgramSettings } from '@klub/contracts';
import { pagePhotos, pointsLedger } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { generateCodes } from '../codes/code-format';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp({
    APP_STORE_URL: 'https://apps.apple.com/pl/app/klub',
    GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=pl.klub.stary',
  });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
});
afterAll(() => t?.close());

const read = async () => (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json() as ProgramSettings;
const save = (body: unknown) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: body as object });
const edit = (s: ProgramSettings, change: Partial<ProgramSettings>) => ({ ...s, ...change });

describe('programme settings (one object, versioned)', () => {
  it('reads the defaults, saves every setting as one new version, and /api/config shows the public ones', async () => {
    const first = await read();
    expect(first).toMatchObject({
      pointsValidityYears: 1,
      pointsPerPln: 10,
      contact: { email: null, phone: null, hours: null, address: null },
      appStoreUrl: 'https://apps.apple.com/pl/app/klub', // the deployment's configuration until an admin sets it
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.klub.stary',
      maintenanceNotice: null,
    });
    const saved = await save(
      edit(first, {
        pointsValidityYears: 2,
        pointsPerPln: 12.5,
        premium: { points: 4000, months: 6 },
        contact: {
          email: 'Kontakt@Klub.PL',
          phone: '600 100 200',
          hours: 'pn.–pt. 8:00–16:00',
          address: ' ul. Farbiarska 1, 30-001 Kraków ',
        },
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.klub',
        maintenanceNotice: 'W sobotę 10:00–12:00 przerwa techniczna',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as ProgramSettings;
    expect(after.version).toBe(first.version + 1);
    expect(after).toMatchObject({
      pointsValidityYears: 2,
      pointsPerPln: 12.5,
      premium: { points: 4000, months: 6 },
      contact: { email: 'kontakt@klub.pl', phone: '600100200', hours: 'pn.–pt. 8:00–16:00', address: 'ul. Farbiarska 1, 30-001 Kraków' },
    });
    expect(await read()).toEqual(after);
    // the same values as the screens of their own (spec routes)
    const premium = await t.app.inject({ method: 'GET', url: '/api/premium-group/settings', headers: bearer(admin) });
    expect(premium.json()).toEqual({ points: 4000, months: 6 });
    const converter = await t.app.inject({ method: 'GET', url: '/api/prizes/converter', headers: bearer(admin) });
    expect(converter.json()).toEqual({ pointsPerPln: 12.5 });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({
      contact: { email: 'kontakt@klub.pl', phone: '600100200', address: 'ul. Farbiarska 1, 30-001 Kraków' },
      maintenanceNotice: 'W sobotę 10:00–12:00 przerwa techniczna',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.klub',
    });
  });

  it('a cleared store link is none in /api/config (the promo shows no button for it), not the deployment default', async () => {
    const saved = await save(edit(await read(), { appStoreUrl: null }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ appStoreUrl: null });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({ appStoreUrl: '', googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.klub' });
  });

  it('clears a notice, sets the live-chat licence (public config names the vendor script), refuses a licence that is not a number', async () => {
    const before = await read();
    expect(before.chatLicence).toBeNull();
    const saved = await save(edit(before, { maintenanceNotice: null, chatLicence: '12345678' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ maintenanceNotice: null, chatLicence: '12345678' });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({
      maintenanceNotice: null,
      chat: { licence: '12345678', scriptUrl: 'https://cdn.livechatinc.com/tracking.js' },
    });
    const bad = await save(edit(await read(), { chatLicence: '12ab' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['chatLicence: Numer licencji czatu to same cyfry (najwyżej 12)']);
    const off = await save(edit(await read(), { chatLicence: '' }));
    expect(off.json().chatLicence).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().chat).toBeNull();
  });

  it('refuses a save made on a stale version (someone saved meanwhile) and changes nothing', async () => {
    const form = await read();
    expect((await save(edit(form, { maintenanceNotice: 'Pierwszy' }))).statusCode).toBe(200);
    const late = await save(edit(form, { maintenanceNotice: 'Drugi', pointsValidityYears: 5 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SETTINGS_MESSAGES.stale);
    expect(await read()).toMatchObject({ maintenanceNotice: 'Pierwszy', pointsValidityYears: form.pointsValidityYears });
    // a change on a screen of its own (premium threshold) is a new version as well
    const current = await read();
    await t.app.inject({
      method: 'PUT',
      url: '/api/premium-group/settings',
      headers: bearer(admin),
      payload: { points: 5000, months: 12 },
    });
    expect((await save(current)).statusCode).toBe(409);
  });

  it('a save records only the settings it changed (and the version): the trail answers it as one entry, by key on request', async () => {
    type Entry = {
      id: number;
      action: string;
      entityId: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };
    const trail = async (query = '') =>
      (
        await t.app.inject({ method: 'GET', url: `/api/settings/logs?entity=settings&take=100${query}`, headers: bearer(admin) })
      ).json() as {
        total: number;
        data: Entry[];
      };
    await save(edit(await read(), { maintenanceNotice: 'Przed zmianą' }));
    const { total, data } = await trail();
    const form = await read();
    expect((await save(edit(form, { pointsPerPln: form.pointsPerPln + 1 }))).statusCode).toBe(200);
    const after = await trail();
    expect(after.total).toBe(total + 1);
    const newer = after.data.filter((e) => e.id > data[0]!.id);
    expect(newer).toHaveLength(1);
    expect(newer[0]).toMatchObject({
      action: 'UPDATE',
      entityId: null,
      before: { 'prizes.pointsPerPln': form.pointsPerPln, 'settings.version': form.version },
      after: { 'prizes.pointsPerPln': form.pointsPerPln + 1, 'settings.version': form.version + 1 },
    });
    expect(Object.keys(newer[0]!.after!).sort()).toEqual(['prizes.pointsPerPln', 'settings.version']);
    // one key's own history: its rows as recorded
    const byKey = await trail('&entityId=prizes.pointsPerPln');
    expect(byKey.data[0]).toMatchObject({
      entityId: 'prizes.pointsPerPln',
      after: { key: 'prizes.pointsPerPln', value: form.pointsPerPln + 1 },
    });
    // saving the form unchanged records the version only
    const again = await read();
    expect((await save(again)).statusCode).toBe(200);
    expect(Object.keys((await trail()).data[0]!.after!)).toEqual(['settings.version']);
  });

  it('two admins saving the same version at once: exactly one wins', async () => {
    const form = await read();
    const answers = await Promise.all([save(edit(form, { maintenanceNotice: 'A' })), save(edit(form, { maintenanceNotice: 'B' }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(form.version + 1);
  });

  it('refuses bad values in Polish, and the whole object is required', async () => {
    const form = await read();
    const bad = await save(edit(form, { pointsValidityYears: 11, appStoreUrl: 'javascript:alert(1)' }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toEqual([
      'pointsValidityYears: Najwięcej 10 lat',
      'appStoreUrl: Podaj adres strony aplikacji zaczynający się od https://',
    ]);
    // a store page is served over https: a plain http address is refused too
    const plain = await save(edit(form, { googlePlayUrl: 'http://play.google.com/store/apps/details?id=pl.klub' }));
    expect(plain.statusCode, plain.body).toBe(400);
    expect(plain.json().message).toEqual(['googlePlayUrl: Podaj adres strony aplikacji zaczynający się od https://']);
    const partial = await save({ version: form.version, pointsValidityYears: 1 });
    expect(partial.statusCode).toBe(400);
  });

  it('the code-entry block follows the saved limits, and e-mails go out from the saved sender', async () => {
    const form = await read();
    expect(form.codeEntryLimits).toEqual({ maxFailures: 10, windowMinutes: 60 }); // the spec's 10 in an hour until set
    const saved = await save(edit(form, { codeEntryLimits: { maxFailures: 2, windowMinutes: 30 }, mailFrom: 'Klub Farb <klub@farby.pl>' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [member] = await makeMembers(t, 1);
    // Codes of the right shape with a correct check character that do not exist (typos would not count).
    const answers = [];
    for (const code of generateCodes(3))
      answers.push(await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(member!.token), payload: { code } }));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 429]);
    expect(answers[2]!.json().message).toMatch(/30 min/);

    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload: { email: DEMO_USERS.contractor.email } });
    expect((await t.mailbox.waitFor(DEMO_USERS.contractor.email)).from).toBe('"Klub Farb" <klub@farby.pl>');
    const bad = await save(edit(await read(), { mailFrom: 'nie adres', codeEntryLimits: { maxFailures: 0, windowMinutes: 60 } }));
    expect(bad.json().message).toEqual([
      'codeEntryLimits.maxFailures: Najmniej 1 próba',
      'mailFrom: Podaj adres e-mail albo „Nazwa <adres@domena.pl>”',
    ]);
  });

  it('keeps the SMS gateway and sender, and the chosen registration photo comes first on the registration screen', async () => {
    const [a, b] = await t.db.db
      .insert(pagePhotos)
      .values([
        { url: '/api/files/download/a.jpg', title: 'Pierwsze', pos: 1 },
        { url: '/api/files/download/b.jpg', title: 'Drugie', pos: 2 },
      ])
      .returning();
    const photos = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/page/photos' })).json() as { id: number }[]).map((p) => p.id);
    expect(await photos()).toEqual([a!.id, b!.id]);
    const form = await read();
    expect(form.sms).toEqual({ provider: 'NONE', sender: null, pricePerPart: 0.16 });
    const saved = await save(
      edit(form, { sms: { provider: 'SMSAPI', sender: 'KlubFarb', pricePerPart: 0.12 }, registrationPhotoId: b!.id }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sms: { provider: 'SMSAPI', sender: 'KlubFarb', pricePerPart: 0.12 }, registrationPhotoId: b!.id });
    expect(await photos()).toEqual([b!.id, a!.id]);
    const bad = await save(edit(await read(), { sms: { provider: 'SMSAPI', sender: 'Klub Farb Łódź', pricePerPart: 0.12 } }));
    expect(bad.json().message).toEqual(['sms.sender: Nadawca SMS: do 11 liter (bez polskich znaków) i cyfr']);
    const gone = await save(edit(await read(), { registrationPhotoId: 999_999 }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(SETTINGS_MESSAGES.unknownPhoto);
  });

  it('the next redeemed code expires by the saved validity', async () => {
    const form = await read();
    expect((await save(edit(form, { pointsValidityYears: 3 }))).statusCode).toBe(200);
    const pkg = await makePackage(t.db.db, { points: 10 });
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const [m] = await makeMembers(t, 1);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m!.token), payload: { code } });
    expect(res.statusCode).toBe(200);
    const [lot] = await t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m!.id));
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()));
    expect(new Intl.DateTimeFormat('sv', { timeZone: 'Europe/Warsaw' }).format(lot!.expiresAt!)).toBe(`${year + 3}-12-31`);
  });

  it('only an admin reads or saves the settings', async () => {
    const [m] = await makeMembers(t, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(m!.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});
