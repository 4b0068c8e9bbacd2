import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { sql } from 'drizzle-orm';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { checkChar, hasValidCheck, normalizeCode } from './code-format';
import type { ImportJob } from '@klub/contracts';
import { runImports } from '../../import-kinds';

let t: TestApp;
let admin = '';
let packageId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  packageId = (await makePackage(t.db.db, { name: '=HYPERLINK("http://zly.pl")', points: 25 })).id;
});
afterAll(() => t?.close());

describe('code batches', () => {
  it('generates a batch of unique codes and exports it as a Polish-Excel CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/codes/batches',
      headers: bearer(admin),
      payload: { packageId, count: 1500, note: 'Druk 1' },
    });
    expect(res.statusCode).toBe(201);
    const batch = res.json();
    expect(batch).toMatchObject({ count: 1500, usedCount: 0, origin: 'GENERATED', note: 'Druk 1' });
    const csv = await t.app.inject({ method: 'GET', url: `/api/codes/batches/${batch.id}/csv`, headers: bearer(admin) });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`kody-partia-${batch.id}.csv`);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('kod;pakiet;status');
    expect(lines).toHaveLength(1501);
    const codes = lines.slice(1).map((l) => l.split(';')[0]!);
    expect(new Set(codes).size).toBe(1500);
    for (const c of codes) expect(hasValidCheck(normalizeCode(c))).toBe(true);
    // the package name starts with "=": neutralised so Excel does not run it
    expect(lines[1]!.split(';')[1]).toMatch(/^"?'=HYPERLINK/);
  });

  /** Uploads a codes file for the package, runs the queued jobs as the worker would, answers the job. */
  const importCodes = async (payload: string, mode = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/codes/import?packageId=${packageId}${mode ? `&mode=${mode}` : ''}`,
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    await runImports(t.db.db);
    return (await t.app.inject({ method: 'GET', url: `/api/imports/${res.json().id}`, headers: bearer(admin) })).json() as ImportJob;
  };

  it('imports valid codes into a new batch, and with any bad line writes nothing and names every bad line', async () => {
    const body = 'ABCDEFGH23';
    const good = body + checkChar(body);
    const typo = body + (checkChar(body) === 'Z' ? 'Y' : 'Z');
    const bad = await importCodes(`kod\n${good}\nPRINTER-000123\n${typo}\nab\nprinter000123\n`);
    expect(bad).toMatchObject({ kind: 'codes', status: 'FAILED', insertedRows: 0, errorRows: 3 });
    expect(bad.errors).toEqual([
      { line: 4, message: `Kod „${typo}”: błędny znak kontrolny (format Klubu)` },
      { line: 5, message: 'Kod „ab”: musi mieć od 6 do 32 liter i cyfr' },
      { line: 6, message: 'Kod „printer000123” powtarza się (pierwszy raz w wierszu 3)' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/codes?code=${good}`, headers: bearer(admin) })).json().total).toBe(0);

    const ok = await importCodes(`\uFEFFkod;uwagi\n${good};x\nPRINTER-000123;y\n`);
    expect(ok).toMatchObject({ status: 'DONE', insertedRows: 2, errors: [], result: { batchId: expect.any(Number) } });
    const batches = (await t.app.inject({ method: 'GET', url: '/api/codes/batches', headers: bearer(admin) })).json() as Array<{
      id: number;
    }>;
    expect(batches.find((b) => b.id === ok.result!.batchId)).toMatchObject({ origin: 'IMPORTED', count: 2 });
    const again = await importCodes(`${good}\n`);
    expect(again.errors).toEqual([{ line: 1, message: `Kod „${good}” już istnieje w bazie` }]);
  });

  it('a dry run previews the codes and writes none', async () => {
    const body = 'QWERTXYP45';
    const code = body + checkChar(body);
    const dry = await importCodes(`${code}\n`, 'DRY_RUN');
    expect(dry).toMatchObject({ status: 'DONE', insertedRows: 0, preview: [{ line: 1, code }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/codes?code=${code}`, headers: bearer(admin) })).json().total).toBe(0);
  });

  it('refuses a non-CSV import and an unknown package', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/codes/import?packageId=${packageId}`,
      headers: bearer(admin),
      payload: { codes: ['X'] },
    });
    expect(json.statusCode).toBe(415);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/codes/import?packageId=999999',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: 'ABCDEFGH',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('searches codes by code prefix, package and status with server paging', async () => {
    const all = await t.app.inject({ method: 'GET', url: `/api/codes?packageId=${packageId}&take=10`, headers: bearer(admin) });
    expect(all.json().total).toBe(1502);
    expect(all.json().data).toHaveLength(10);
    const first = all.json().data[0];
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/codes?code=${encodeURIComponent(first.code.slice(0, 6))}`,
      headers: bearer(admin),
    });
    expect(byCode.json().data.map((c: { id: number }) => c.id)).toContain(first.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/codes?status=USED', headers: bearer(admin) })).json().total).toBe(0);
    const details = await t.app.inject({ method: 'GET', url: `/api/codes/${first.id}`, headers: bearer(admin) });
    expect(details.json().history[0].event).toMatch(/Zaimportowany|Wygenerowany/);
    expect((await t.app.inject({ method: 'GET', url: '/api/codes/99999999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('filters by the Polish calendar day of redemption: 00:30 in Warsaw is that day, even at 23:30 UTC the day before', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Farba nocna', points: 5 });
    const [late, early] = await makeCodes(t.db.db, pkg.id, 2);
    const [m] = await makeMembers(t, 1, { prefix: 'noc' });
    // 9 March 2026, 23:30 in Warsaw (22:30 UTC), and 10 March, 00:30 in Warsaw (23:30 UTC on the 9th)
    await t.db.db.execute(sql`update codes set redeemed_by = ${m!.id}, redeemed_at = '2026-03-09T22:30:00Z' where code = ${late!}`);
    await t.db.db.execute(sql`update codes set redeemed_by = ${m!.id}, redeemed_at = '2026-03-09T23:30:00Z' where code = ${early!}`);
    const found = async (range: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/codes?packageId=${pkg.id}&${range}`, headers: bearer(admin) }))
        .json()
        .data.map((r: { code: string }) => normalizeCode(r.code));
    expect(await found('from=2026-03-10')).toEqual([early]);
    expect(await found('to=2026-03-09')).toEqual([late]);
    expect(await found('from=2026-03-09&to=2026-03-09')).toEqual([late]);
  });
});
