import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app';
import { emailDomain, redact, serializeError, serializeRequest } from './safe-log';

/**
 * A request whose INSERT fails must be logged by SQLSTATE, table and constraint — never with the
 * statement's parameters (drizzle's "Failed query … params: …" holds the e-mail, the phone and
 * the password hash). The failure is real: a trigger in this test's own database refuses the row.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  await t.db.db.execute(
    sql.raw(`
    create function refuse_user() returns trigger language plpgsql as $$
    begin
      raise exception 'odmowa zapisu konta' using errcode = 'P0001', table = 'users', constraint = 'probe_refusal',
        detail = 'konto ' || new.email || ' ' || new.password_hash || ' ' || coalesce(new.phone, '');
    end $$`),
  );
  await t.db.db.execute(sql.raw(`create trigger refuse_user before insert on users for each row execute function refuse_user()`));
});
afterAll(() => t?.close());

describe('logs of a failed query', () => {
  it('name the SQLSTATE, table and constraint, and hold no e-mail, phone or password hash', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'tajny.adres@example.pl',
        password: 'Farba1234',
        firstname: 'Zenon',
        lastname: 'Pędzel',
        phone: '+48 600 100 200',
        city: 'Gdańsk',
        postCode: '80-001',
        street: 'Długa 1',
        regionId: 1,
        type: 21,
        acceptRegulations: true,
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    const entry = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> })
      .find((l) => l.msg === 'unhandled error');
    expect(entry, log).toBeDefined();
    // Whatever wraps it, the database's own error is in the chain, by its code and names.
    const chain = JSON.stringify(entry!.err);
    expect(chain).toContain('"sqlstate":"P0001"');
    expect(chain).toContain('"table":"users"');
    expect(chain).toContain('"constraint":"probe_refusal"');
    expect(String(entry!.err!.statement)).toMatch(/^insert into "users"/);
    // …and nothing the member typed or the server derived from it.
    expect(log).not.toMatch(/tajny\.adres|example\.pl/i);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/600\s?100\s?200/);
    expect(log).not.toContain('params');
  });
});

describe('redaction', () => {
  it('blanks e-mails, password hashes, phones and bearer tokens in free text', () => {
    expect(redact('550 5.1.1 <jan.kowalski@firma.com.pl>: Recipient address rejected')).toBe(
      '550 5.1.1 <<e-mail>>: Recipient address rejected',
    );
    expect(redact('hash $argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA, done')).toBe('hash <hash>, done');
    expect(redact('tel. +48 600-100-200 lub 600100200')).toBe('tel. <phone> lub <phone>');
    expect(redact('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig')).toBe('Authorization: Bearer <token>');
    expect(redact('connect ECONNREFUSED 127.0.0.1:5432 (order 123456)')).toBe('connect ECONNREFUSED 127.0.0.1:5432 (order 123456)');
    // A failed mail is logged by the recipient's domain only.
    expect(emailDomain('Jan Malarz <jan.malarz@Firma.PL>')).toBe('firma.pl');
    expect(emailDomain(['a@b.pl'])).toBe('b.pl');
    expect(emailDomain('bez-adresu')).toBeUndefined();
  });

  it('keeps a database error by its fields and blanks the quoted value of its message', () => {
    const pgErr = Object.assign(new Error('invalid input syntax for type integer: "jan@firma.pl"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'pg_strtoint32_safe',
    });
    const wrapped = Object.assign(new Error(`Failed query: select * from users where id = $1\nparams: jan@firma.pl`), {
      query: "select * from users where id = $1 and email <> 'x@y.pl'",
      params: ['jan@firma.pl'],
      cause: pgErr,
    });
    const out = serializeError(wrapped);
    expect(JSON.stringify(out)).not.toContain('firma.pl');
    expect(JSON.stringify(out)).not.toContain('x@y.pl');
    expect(out).toMatchObject({
      message: 'database query failed',
      paramCount: 1,
      cause: { sqlstate: '22P02', routine: 'pg_strtoint32_safe', message: 'invalid input syntax for type integer: "…"' },
    });
  });
});

describe('request lines', () => {
  it('blank the single-use secrets of activation and reset links in the URL', () => {
    const line = (url: string) => serializeRequest({ method: 'GET', url }).url;
    expect(line('/api/auth/reset-password/confirm?token=Zm9vYmFy.secret-1&x=1')).toBe(
      '/api/auth/reset-password/confirm?token=<secret>&x=1',
    );
    expect(line('/login?activate=abc123def')).toBe('/login?activate=<secret>');
    const both = line('/reset-password?email=jan%40firma.pl&token=xyz');
    expect(both).toContain('<e-mail>&token=<secret>');
    expect(both).not.toMatch(/jan|firma|xyz/);
    expect(line('/api/users?search=Kowal&take=20')).toBe('/api/users?search=Kowal&take=20');
  });

  it('a real request with a reset token in its query is logged without it', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/confirm?token=sekretny-token-123' });
    const log = lines.join('');
    expect(log).toContain('reset-password/confirm?token=<secret>');
    expect(log).not.toContain('sekretny-token-123');
  });
});
