import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_ROLES, MEMBER_IMPORT_TEMPLATE, ROLE_LABELS } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import pg from 'pg';
import { HEARTBEAT_MS } from '../imports/imports.service';
import { runImports as runPendingImports } from '../../import-kinds';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const HEADER = Object.values(MEMBER_IMPORT_COLUMNS).join(';');
const row = (email: string, over: Partial<Record<keyof typeof MEMBER_IMPORT_COLUMNS, string>> = {}) => {
  const r = {
    email,
    firstname: 'Ewa',
    lastname: 'Pędzel',
    phone: '600 111 222',
    companyName: 'Pędzel s.c.',
    nip: '526-025-09-95',
    city: 'Wrocław',
    postCode: '50-001',
    street: 'Rynek 1',
    type: 'Wykonawca',
    region: 'dolnośląskie',
    marketingConsent: 'tak',
    ...over,
  };
  return (Object.keys(MEMBER_IMPORT_COLUMNS) as (keyof typeof MEMBER_IMPORT_COLUMNS)[]).map((k) => r[k]).join(';');
};
const csv = (...rows: string[]) => `\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`;

const upload = (body: string | Buffer, mode = 'VALID_ROWS', token = admin, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/csv-import?mode=${mode}&fileName=czlonkowie.csv`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload: body,
  });
const job = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/csv-import/${id}`, headers: bearer(admin) })).json();
/** Upload, let the worker run (deterministically, in the test), return the finished job. */
async function importFile(body: string | Buffer, mode = 'VALID_ROWS') {
  const res = await upload(body, mode);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: 'QUEUED' });
  await runPendingImports(t.db.db);
  return job(res.json().id);
}
const countLike = async (pattern: string) =>
  (await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from users where email like ${pattern}`))[0]!.n;

describe('members CSV import (admin)', () => {
  it('imports a good file: active members with an unusable password, consent dated, region mapped', async () => {
    // Excel leaves rows of bare separators at the end: skipped, not reported
    const done = await importFile(
      csv(
        row('dobry1@import.test'),
        row('Dobry2@Import.test', { type: 'Architekt', nip: '', region: '', marketingConsent: 'nie', phone: '+48600111333' }),
        ';;;;;;;;;;;',
        ' ; ;',
      ),
    );
    expect(done).toMatchObject({
      status: 'DONE',
      mode: 'VALID_ROWS',
      fileName: 'czlonkowie.csv',
      totalRows: 2,
      processedRows: 2,
      insertedRows: 2,
      errorRows: 0,
      errors: [],
      failure: null,
    });
    expect(done.preview[0]).toMatchObject({
      line: 2,
      email: 'dobry1@import.test',
      phone: '600111222',
      nip: '5260250995',
      type: 21,
      regionName: 'dolnośląskie',
      marketingConsent: true,
    });
    const [m] = await queryRows<{
      status: string;
      role: number;
      region_id: number;
      marketing_consent_at: Date | null;
      password_hash: string;
    }>(t.db.db, sql`select status, role, region_id, marketing_consent_at, password_hash from users where email = 'dobry1@import.test'`);
    expect(m).toMatchObject({ status: 'ACTIVE', role: 21, region_id: 1 });
    expect(m!.marketing_consent_at).not.toBeNull();
    expect(m!.password_hash).toMatch(/^\$argon2id\$/);
    // e-mail stored lower-case, so the unique lower(email) index and sign-in see the same address
    expect(await countLike('dobry2@import.test')).toBe(1);
    // nobody is mailed on import: admins send reset links when they choose to
    const list = (await t.app.inject({ method: 'GET', url: '/api/users?search=dobry1@import.test', headers: bearer(admin) })).json();
    expect(list.data[0]).toMatchObject({ email: 'dobry1@import.test', status: 'ACTIVE', type: 21 });
    const recent = (await t.app.inject({ method: 'GET', url: '/api/users/csv-import', headers: bearer(admin) })).json();
    expect(recent[0]).toMatchObject({ id: done.id, status: 'DONE', insertedRows: 2 });
    // the uploaded file (personal data) is dropped once the job has ended
    const [stored] = await queryRows<{ size: number }>(
      t.db.db,
      sql`select octet_length(content)::int as size from csv_imports where id = ${done.id}`,
    );
    expect(stored!.size).toBe(0);
  });

  it('re-imports a file in the export format (export-only columns ignored)', async () => {
    const exported = (await t.app.inject({ method: 'GET', url: '/api/users/csv-export', headers: bearer(admin) })).body;
    const header = exported.split(/\r?\n/)[0]!;
    const cols = header.replace(/^\uFEFF/, '').split(';');
    const values: Record<string, string> = {
      id: '999',
      'e-mail': 'zeksportu@import.test',
      imię: 'Olga',
      nazwisko: 'Wałek',
      telefon: '600222333',
      firma: '',
      NIP: '',
      miasto: 'Gdańsk',
      'kod pocztowy': '80-001',
      ulica: '',
      rodzaj: 'Inna działalność',
      status: 'Aktywny',
      województwo: 'pomorskie',
      DTH: '',
      Gold: 'nie',
      Premium: 'nie',
      'saldo punktów': '0',
      'zgoda marketingowa': 'nie',
      'data rejestracji': '2026-01-01',
    };
    const done = await importFile(`${header}\r\n${cols.map((c) => values[c] ?? '').join(';')}\r\n`);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 1, errorRows: 0 });
  });

  it('dry run validates and previews but writes no member', async () => {
    const done = await importFile(csv(row('sucho1@import.test'), row('sucho2@import.test', { nip: '1234567890' })), 'DRY_RUN');
    expect(done).toMatchObject({ status: 'DONE', mode: 'DRY_RUN', totalRows: 2, processedRows: 2, insertedRows: 0, errorRows: 1 });
    expect(done.preview.map((p: { email: string }) => p.email)).toEqual(['sucho1@import.test']);
    expect(done.errors).toEqual([{ line: 3, message: expect.stringContaining('niepoprawny NIP') }]);
    expect(await countLike('sucho%@import.test')).toBe(0);
  });

  it('ALL_OR_NOTHING with one bad row writes nothing and names the line', async () => {
    const done = await importFile(
      csv(row('calosc1@import.test'), row('calosc2@import.test'), row('zly-email'), row('calosc4@import.test')),
      'ALL_OR_NOTHING',
    );
    expect(done).toMatchObject({ status: 'FAILED', insertedRows: 0, errorRows: 1, totalRows: 4, processedRows: 4 });
    expect(done.failure).toMatch(/Nie zaimportowano nic: 1 wiersz z błędami/);
    expect(done.errors).toEqual([{ line: 4, message: expect.stringMatching(/kolumna „e-mail”: niepoprawny adres e-mail „zly-email”/) }]);
    expect(await countLike('calosc%@import.test')).toBe(0);
  });

  it('"rodzaj" takes the role names the screens show, the export\'s short names and the codes; employees are refused by their names too', async () => {
    const types = [
      'Architekt lub projektant',
      ' architekt LUB projektant ',
      'Inna działalność',
      'Wykonawca',
      'Uczestnik',
      'Architekt',
      '31',
      '11',
    ];
    const done = await importFile(
      csv(
        ...types.map((type, i) => row(`rodzaj${i}@import.test`, { type })),
        row('rodzaj-dth@import.test', { type: 'DTH — Doradca Techniczno-Handlowy' }),
        row('rodzaj-admin@import.test', { type: 'Administrator' }),
        row('rodzaj-zly@import.test', { type: 'Malarz' }),
      ),
    );
    expect(done).toMatchObject({ status: 'DONE', totalRows: 11, insertedRows: 8, errorRows: 3 });
    const roles = await queryRows<{ email: string; role: number }>(
      t.db.db,
      sql`select email, role from users where email like 'rodzaj%@import.test' order by email`,
    );
    expect(Object.fromEntries(roles.map((r) => [r.email, r.role]))).toEqual(
      Object.fromEntries(types.map((_, i) => [`rodzaj${i}@import.test`, [31, 31, 11, 21, 11, 31, 31, 11][i]])),
    );
    const [dth, adm, bad] = done.errors.map((e: { message: string }) => e.message);
    expect(dth).toContain('tylko członków klubu („Inna działalność”, „Wykonawca”, „Architekt lub projektant”)');
    expect(adm).toContain('tylko członków klubu');
    expect(bad).toBe(
      'kolumna „rodzaj”: nieznany rodzaj „Malarz” — wpisz „Inna działalność”, „Wykonawca” albo „Architekt lub projektant” (lub kod 11, 21, 31)',
    );
  });

  it("the template names every role the import takes, by its screens' name, and imports as it is", async () => {
    for (const role of MEMBER_IMPORT_ROLES) expect(MEMBER_IMPORT_TEMPLATE).toContain(`;${ROLE_LABELS[role]};`);
    const template = await importFile(MEMBER_IMPORT_TEMPLATE, 'DRY_RUN');
    expect(template).toMatchObject({ status: 'DONE', errorRows: 0, totalRows: MEMBER_IMPORT_ROLES.length });
    expect(template.preview.map((r: { type: number }) => r.type).sort()).toEqual([...MEMBER_IMPORT_ROLES].sort());
  });

  it('VALID_ROWS imports the good rows and reports each bad one with its line', async () => {
    const done = await importFile(
      csv(
        row('czesc1@import.test'),
        row('czesc2@import.test', { phone: '12', postCode: '50001' }),
        row('czesc3@import.test', { region: 'Atlantyda' }),
        row('czesc4@import.test', { type: 'DTH' }),
        row('czesc5@import.test'),
        row('czesc6@import.test', { type: 'Malarz' }),
        row('czesc7@import.test', { marketingConsent: 'może' }),
        'czesc8@import.test;Za;Mało',
      ),
    );
    expect(done).toMatchObject({ status: 'DONE', totalRows: 8, processedRows: 8, insertedRows: 2, errorRows: 6 });
    expect(done.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 7, 8, 9]);
    const msg = (line: number) => done.errors.find((e: { line: number }) => e.line === line).message as string;
    expect(msg(3)).toMatch(/telefon.*kod pocztowy/);
    expect(msg(4)).toContain('nieznane województwo „Atlantyda”');
    expect(msg(5)).toContain('tylko członków klubu');
    expect(msg(7)).toContain('nieznany rodzaj „Malarz”');
    expect(msg(8)).toContain('wpisz „tak” albo „nie”');
    expect(msg(9)).toContain('liczba kolumn (3) różni się od nagłówka (12)');
    expect(await countLike('czesc%@import.test')).toBe(2);
  });

  it('refuses a file that is not UTF-8 and says it looks like Windows-1250', async () => {
    // the same text as Polish Excel's default "CSV" would save it: Windows-1250 bytes
    const CP1250: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf };
    const text = `${HEADER}\r\n${row('kodowanie@import.test', { city: 'Łódź' })}\r\n`;
    const bytes = Buffer.from(Array.from(text, (c) => CP1250[c.toLowerCase()] ?? c.charCodeAt(0)));
    const res = await upload(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nie jest zapisany w kodowaniu UTF-8 \(wygląda na Windows-1250/);
    expect(await countLike('kodowanie@import.test')).toBe(0);
  });

  it('names missing and unknown header columns; refuses empty and header-only files', async () => {
    const missing = await upload('e-mail;imię;nazwisko;pesel\r\na@b.pl;A;B;1\r\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(
      /Wiersz 1 \(nagłówek\): brak wymaganych kolumn: „telefon”, „miasto”, „kod pocztowy”, „rodzaj”; nieznane kolumny: „pesel”/,
    );
    expect((await upload('')).json().message).toMatch(/Plik CSV jest pusty/);
    expect((await upload('\uFEFF  \r\n')).json().message).toBe('Plik CSV jest pusty');
    const headerOnly = await upload(`${HEADER}\r\n`);
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().message).toBe('Plik zawiera tylko nagłówek — brak wierszy do importu');
    // only separator rows after the header: found by the worker
    const blank = await importFile(`${HEADER}\r\n;;;;\r\n`);
    expect(blank).toMatchObject({ status: 'FAILED', failure: 'Plik zawiera tylko nagłówek — brak wierszy do importu', insertedRows: 0 });
  });

  it('reports a CSV syntax error with its line and imports nothing', async () => {
    const done = await importFile(csv(row('skladnia1@import.test'), `"skladnia2@import.test;Ewa;Pędzel`));
    expect(done.status).toBe('FAILED');
    expect(done.failure).toMatch(/Błąd składni CSV w wierszu \d+/);
    expect(await countLike('skladnia%@import.test')).toBe(0);
  });

  it('duplicate e-mails: within the file (names the first line) and against existing members', async () => {
    const done = await importFile(
      csv(
        row('dubel@import.test'),
        row('DUBEL@import.test'),
        row(DEMO_USERS.contractor.email),
        row('dobry1@import.test'), // imported by the first test
      ),
    );
    expect(done).toMatchObject({ insertedRows: 1, errorRows: 3 });
    expect(done.errors).toEqual([
      { line: 3, message: 'kolumna „e-mail”: adres dubel@import.test powtarza się w pliku (pierwszy raz w wierszu 2)' },
      { line: 4, message: `kolumna „e-mail”: konto z adresem ${DEMO_USERS.contractor.email} już istnieje` },
      { line: 5, message: 'kolumna „e-mail”: konto z adresem dobry1@import.test już istnieje' },
    ]);
  });

  it('bad NIP checksum is a row error', async () => {
    const done = await importFile(csv(row('nip1@import.test', { nip: '5260250994' })), 'ALL_OR_NOTHING');
    expect(done.errors[0]).toEqual({
      line: 2,
      message: 'kolumna „NIP”: niepoprawny NIP „5260250994” (10 cyfr z prawidłową sumą kontrolną)',
    });
    expect(await countLike('nip1@import.test')).toBe(0);
  });

  it('refuses formula-leading cells (= + - @), but accepts a +48 phone', async () => {
    const done = await importFile(
      csv(
        row('formula1@import.test', { firstname: '=HYPERLINK("http://zlo.example","klik")' }),
        row('formula2@import.test', { companyName: '@SUM(A1)' }),
        row('formula3@import.test', { street: '-2+3' }),
        row('formula4@import.test', { phone: '+48 600 111 444' }),
      ),
    );
    expect(done).toMatchObject({ insertedRows: 1, errorRows: 3 });
    expect(done.errors.map((e: { line: number; message: string }) => [e.line, e.message])).toEqual([
      [2, expect.stringContaining('kolumna „imię”: wartość zaczyna się od „=” (formuła arkusza)')],
      [3, expect.stringContaining('kolumna „firma”: wartość zaczyna się od „@”')],
      [4, expect.stringContaining('kolumna „ulica”: wartość zaczyna się od „-”')],
    ]);
    expect(await countLike('formula4@import.test')).toBe(1);
  });

  it('a file over 20 MB is refused with 413 and a Polish message', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Przesłane dane są zbyt duże');
  });

  it('wrong content type, bad mode, unknown job', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/csv-import?mode=DRY_RUN',
      headers: bearer(admin),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/Prześlij plik CSV|Nieobsługiwany/);
    const mode = await upload(csv(row('tryb@import.test')), 'WSZYSTKO');
    expect(mode.statusCode).toBe(400);
    expect(JSON.stringify(mode.json().message)).toContain('Nieprawidłowy tryb importu');
    const missing = await t.app.inject({ method: 'GET', url: '/api/users/csv-import/999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie ma takiego importu');
  });

  it('only admins: customer token → 403, no token → 401', async () => {
    const customer = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    expect((await upload(csv(row('obcy@import.test')), 'VALID_ROWS', customer)).statusCode).toBe(403);
    expect((await upload(csv(row('obcy@import.test')), 'VALID_ROWS', '')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/csv-import', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/csv-import/1' })).statusCode).toBe(401);
    expect(await countLike('obcy@import.test')).toBe(0);
  });

  it('progress numbers add up over several chunks', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => row(`postep${i}@import.test`, i % 500 === 7 ? { postCode: 'zly' } : {}));
    const res = await upload(csv(...rows), 'VALID_ROWS');
    const id = res.json().id as number;
    const queued = await job(id);
    expect(queued).toMatchObject({ status: 'QUEUED', totalRows: 0, processedRows: 0 });
    await runPendingImports(t.db.db);
    const done = await job(id);
    expect(done).toMatchObject({ status: 'DONE', totalRows: 2500, processedRows: 2500, errorRows: 5, insertedRows: 2495 });
    expect(done.insertedRows + done.errorRows).toBe(done.totalRows);
    expect(done.preview).toHaveLength(20);
    expect(await countLike('postep%@import.test')).toBe(2495);
  });

  it('a job whose instance died (heartbeat silent for 20 s) is taken again; one with a live heartbeat is not, however old', async () => {
    const a = (await upload(csv(row('porzucony@import.test')))).json().id as number;
    const b = (await upload(csv(row('zajety@import.test')))).json().id as number;
    const c = (await upload(csv(row('ucichl@import.test')))).json().id as number;
    const d = (await upload(csv(row('dlugi@import.test')))).json().id as number;
    // a: left by a version without heartbeats; b: just claimed; c: heartbeat stopped 30 s ago; d: claimed long ago, still beating.
    await t.db.db.execute(sql`update csv_imports set status = 'RUNNING', locked_at = now() - interval '10 minutes' where id = ${a}`);
    await t.db.db.execute(sql`update csv_imports set status = 'RUNNING', locked_at = now(), heartbeat_at = now() where id = ${b}`);
    await t.db.db.execute(
      sql`update csv_imports set status = 'RUNNING', locked_at = now() - interval '1 minute', heartbeat_at = now() - interval '30 seconds' where id = ${c}`,
    );
    await t.db.db.execute(
      sql`update csv_imports set status = 'RUNNING', locked_at = now() - interval '1 hour', heartbeat_at = now() - interval '2 seconds' where id = ${d}`,
    );
    await runPendingImports(t.db.db);
    expect(await job(a)).toMatchObject({ status: 'DONE', insertedRows: 1 });
    expect(await job(c)).toMatchObject({ status: 'DONE', insertedRows: 1 });
    expect(await job(b)).toMatchObject({ status: 'RUNNING', insertedRows: 0 });
    expect(await job(d)).toMatchObject({ status: 'RUNNING', insertedRows: 0 });
    expect(await countLike('zajety@import.test')).toBe(0);
    expect(await countLike('dlugi@import.test')).toBe(0);
  });

  it('two workers at once import each job exactly once', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push((await upload(csv(row(`rownolegle${i}a@import.test`), row(`rownolegle${i}b@import.test`)))).json().id as number);
    const [x, y] = await Promise.all([runPendingImports(t.db.db), runPendingImports(t.db.db)]);
    expect(x + y).toBe(4);
    for (const id of ids) expect(await job(id)).toMatchObject({ status: 'DONE', insertedRows: 2 });
    expect(await countLike('rownolegle%@import.test')).toBe(8);
  });

  // A second session holding a row the import must wait for: a PostgreSQL server (PGlite has one connection).
  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'keeps beating while its insert transaction waits, so a live job is never taken for dead (PostgreSQL only)',
    async () => {
      const id = (await upload(csv(row('czeka1@import.test'), row('czeka2@import.test')))).json().id as number;
      const other = new pg.Client({ connectionString: (t.db.pool!.options as { connectionString: string }).connectionString });
      await other.connect();
      try {
        // An uncommitted sign-up with one of the file's addresses: the import's INSERT waits on the unique index.
        await other.query('begin');
        await other.query(
          `insert into users (email, password_hash, role, status, firstname, lastname) values ('czeka2@import.test', 'x', 21, 'ACTIVE', 'A', 'B')`,
        );
        const run = runPendingImports(t.db.db);
        await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 1.5));
        const [beat] = await queryRows<{ status: string; behind: number; sinceClaim: number }>(
          t.db.db,
          sql`
        select status, extract(epoch from now() - heartbeat_at)::float as behind, extract(epoch from heartbeat_at - locked_at)::float as "sinceClaim"
        from csv_imports where id = ${id}`,
        );
        expect(beat!.status).toBe('RUNNING');
        expect(beat!.sinceClaim).toBeGreaterThan(HEARTBEAT_MS / 1000 - 1);
        expect(beat!.behind).toBeLessThan(HEARTBEAT_MS / 1000 + 1);
        await other.query('rollback');
        await run;
      } finally {
        await other.end();
      }
      expect(await job(id)).toMatchObject({ status: 'DONE', insertedRows: 2 });
    },
  );
});
