import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A complete production configuration. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://klub@db.example.pl/klub',
  CUSTOMER_TOKEN_SECRET: 'c'.repeat(40),
  ADMIN_TOKEN_SECRET: 'a'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://klub.example.com/',
};

describe('configuration', () => {
  it('has working defaults for a local start on the embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: '.data/pglite',
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
  });

  it("has no store links until they are set (no button to a store's home page); an app page must be https", () => {
    expect(loadConfig({})).toMatchObject({ appStoreUrl: '', googlePlayUrl: '' });
    const page = 'https://apps.apple.com/pl/app/klub/id1234567890';
    expect(loadConfig({ APP_STORE_URL: page }).appStoreUrl).toBe(page);
    expect(() => loadConfig({ GOOGLE_PLAY_URL: 'http://play.google.com/store/apps/details?id=pl.klub' })).toThrow(/GOOGLE_PLAY_URL/);
  });

  it('stops on a wrong value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'trzy tysiące' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CUSTOMER_TOKEN_TTL: '5' })).toThrow(/CUSTOMER_TOKEN_TTL/);
  });

  it('requires real secrets, SMTP and the public URL in production, and never seeds demo accounts there', () => {
    const err = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    for (const key of ['DATABASE_URL', 'CUSTOMER_TOKEN_SECRET', 'ADMIN_TOKEN_SECRET', 'SMTP_URL', 'PUBLIC_URL']) expect(err).toContain(key);
    const prod = loadConfig(PRODUCTION);
    expect(prod.seedDemo).toBe(false);
    expect(prod.publicUrl).toBe('https://klub.example.com');
  });

  it('refuses to start a production instance on the embedded database, naming DATABASE_URL in one line', () => {
    const { DATABASE_URL: _url, ...complete } = PRODUCTION;
    expect(() => loadConfig(complete)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(complete);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    // Everything else is set: the one problem line names the variable.
    expect(message.split('\n').filter((l) => l.trim().startsWith('DATABASE_URL:'))).toHaveLength(1);
    expect(message.split('\n')).toHaveLength(2);
    // Outside production the embedded database stays the default.
    expect(loadConfig({ NODE_ENV: 'development' }).databaseUrl).toBeUndefined();
  });

  it('migrates at start outside production only, unless MIGRATE_ON_START says otherwise; drain and metrics defaults', () => {
    const prod = PRODUCTION;
    expect(loadConfig(prod).migrateOnStart).toBe(false);
    expect(loadConfig({ ...prod, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({}).shutdown).toEqual({ drainSeconds: 10, timeoutSeconds: 30 });
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ DRAIN_SECONDS: '-1' })).toThrow(/DRAIN_SECONDS/);
  });

  it('refuses the same secret for both token spaces', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CUSTOMER_TOKEN_SECRET: 's'.repeat(40),
        ADMIN_TOKEN_SECRET: 's'.repeat(40),
        DATABASE_URL: 'postgres://klub@db.example.pl/klub',
        SMTP_URL: 'smtp://m:25',
        PUBLIC_URL: 'https://k.pl',
      }),
    ).toThrow(/ADMIN_TOKEN_SECRET/);
  });
});

describe('TRUST_PROXY', () => {
  it('never trusts every hop: true means the one load balancer in front', () => {
    const hops = (v: string) => {
      const trust = loadConfig({ TRUST_PROXY: v }).trustProxy;
      if (typeof trust !== 'function') throw new Error(`${v}: not a hop count`);
      return [0, 1, 2, 3].filter((hop) => trust('10.0.0.2', hop)).length;
    };
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(hops('true')).toBe(1);
    expect(hops('2')).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.7']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const v of ['yes', '99', 'loopback,', '*']) expect(() => loadConfig({ TRUST_PROXY: v }), v).toThrow(/TRUST_PROXY/);
  });
});
