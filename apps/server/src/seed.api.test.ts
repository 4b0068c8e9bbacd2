import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { loadConfig } from './config';
import { ensureInitialAdmin, isLocalDatabase, seedDemo, warnAboutDemoAccounts } from './seed';
import { seedDemoActivity } from './seed-activity';
import { seedDemoContent } from './seed-content';
import { readableFaq } from './modules/faq/faq.service';
import { listForMember } from './modules/posts/posts.service';
import { drainStats, repStats } from './modules/stats/stats.service';
import { RepStatsFilters } from '@klub/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { openTestDatabase } from './testing/test-app';
import { NotifyBus } from './lib/notify-bus';
import { ContentCache } from './lib/content-cache';
import type { DbHandle } from '@klub/db';

let db: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

const silentLog = { warn: () => {}, info: () => {} } as never;
const prodEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://klub@db.example.pl/klub',
  CUSTOMER_TOKEN_SECRET: 'c'.repeat(40),
  ADMIN_TOKEN_SECRET: 'a'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://klub.example.pl',
};

describe('start-up data', () => {
  it('production creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD once, and no demo accounts', async () => {
    const config = loadConfig({ ...prodEnv, ADMIN_EMAIL: 'szef@klub.pl', ADMIN_PASSWORD: 'BardzoTajne123' });
    expect(config.seedDemo).toBe(false);
    await ensureInitialAdmin(db.db, config, silentLog);
    await ensureInitialAdmin(db.db, loadConfig({ ...prodEnv, ADMIN_EMAIL: 'drugi@klub.pl', ADMIN_PASSWORD: 'BardzoTajne123' }), silentLog);
    const admins = await db.db.select().from(users).where(eq(users.role, ROLES.ADMIN));
    expect(admins.map((a) => a.email)).toEqual(['szef@klub.pl']);
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.db.select().from(users).where(eq(users.email, 'wykonawca@klub.test'))).toEqual([]);
  });

  it('the demo seed is idempotent and links the DTH to the RDS and the contractor to the DTH', async () => {
    await seedDemo(db.db);
    await seedDemo(db.db);
    const all = await db.db.select().from(users);
    const by = (email: string) => all.find((u) => u.email === email)!;
    expect(all.filter((u) => u.email.endsWith('@klub.test'))).toHaveLength(4);
    expect(by('dth@klub.test').rdsId).toBe(by('rds@klub.test').id);
    expect(by('wykonawca@klub.test').dthId).toBe(by('dth@klub.test').id);
    expect(by('wykonawca@klub.test').status).toBe('ACTIVE_CONFIRMED');
  });

  it('warns at start when the demo accounts exist on a database that is not on this machine', async () => {
    await seedDemo(db.db);
    const warnings: unknown[][] = [];
    const log = { warn: (...a: unknown[]) => warnings.push(a), info: () => {} } as never;
    const remote = loadConfig({ DATABASE_URL: 'postgres://klub@db.klub.internal:5432/klub' });
    expect(await warnAboutDemoAccounts(db.db, remote, log)).toEqual([
      'admin@klub.test',
      'dth@klub.test',
      'rds@klub.test',
      'wykonawca@klub.test',
    ]);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]![1])).toMatch(/^DEMO ACCOUNTS WITH PUBLISHED PASSWORDS EXIST ON A NON-LOCAL DATABASE/);
    // This machine's database (a developer's): silence.
    for (const url of [
      undefined,
      'postgres://postgres@127.0.0.1:5432/klub',
      'postgres://postgres@localhost/klub',
      'postgres://postgres@[::1]:5432/klub',
    ]) {
      expect(await warnAboutDemoAccounts(db.db, loadConfig({ DATABASE_URL: url }), log)).toEqual([]);
    }
    expect(warnings).toHaveLength(1);
    expect(isLocalDatabase('postgres:///klub?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://postgres@10.0.0.5/klub')).toBe(false);
  });

  it('npm start’s demo activity: contractors under both DTHs of the demo RDS, with codes over 120 days, made once', async () => {
    await seedDemo(db.db);
    await seedDemoActivity(db.db);
    await seedDemoActivity(db.db);
    const demo = await db.db
      .select()
      .from(users)
      .where(sql`${users.email} like 'demo-%'`);
    expect(demo).toHaveLength(13);
    const [rds] = await db.db.select().from(users).where(eq(users.email, 'rds@klub.test'));
    const [{ codes }] = (await queryRows<{ codes: number }>(
      db.db,
      sql`select count(*)::int as codes from points_ledger l join users u on u.id = l.user_id where u.email like 'demo-wykonawca%' and l.code_id is not null`,
    )) as [{ codes: number }];
    expect(codes).toBeGreaterThan(40);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 10);
    // The service itself, not its route: the route drains the statistics queue first, so does this.
    await drainStats(db.db);
    const stats = await repStats(db.db, { id: rds!.id, role: ROLES.RDS }, RepStatsFilters.parse({ from, to: today }));
    expect(stats.usersCount).toBe(13); // 12 demo contractors and the demo account
    expect(stats.productsCount).toBe(codes);
    expect(stats.dth.map((d) => d.name)).toEqual(['Damian Doradca', 'Tomasz Handlowy']);
  });

  it('npm start’s demo content: an FAQ and news the demo contractor reads (not the gold-only ones), made once', async () => {
    await seedDemo(db.db);
    await seedDemoContent(db.db);
    await seedDemoContent(db.db);
    const [contractor] = await db.db.select().from(users).where(eq(users.email, 'wykonawca@klub.test'));
    const bus = new NotifyBus(db, silentLog);
    const content = new ContentCache(db.db, bus);
    const faq = await readableFaq(db.db, content, contractor!.id).finally(() => {
      content.close();
      return bus.close();
    });
    expect(faq.data.map((g) => [g.name, g.questions.length])).toEqual([
      ['Kody i punkty', 3],
      ['Nagrody i zamówienia', 2],
      ['Konto', 1],
    ]);
    // News: the published ones for everyone (not the gold one, the draft or the scheduled one) and the
    // one for the demo member group the contractor is in, newest first; articles.
    const news = await listForMember(db.db, 'NEWS', contractor!.id, { skip: 0, take: 24 });
    expect(news.total).toBe(12);
    expect(news.data.map((p) => p.title)).toContain('Akcja wiosenna: podwójne punkty dla uczestników');
    const [groups] = await queryRows<{ groups: number; members: number }>(
      db.db,
      sql`select (select count(*) from member_groups)::int as groups, (select count(*) from member_group_members)::int as members`,
    );
    expect(groups).toEqual({ groups: 1, members: 1 });
    expect(news.data[0]).toMatchObject({ title: 'Nowy katalog nagród na zimę', isNew: true });
    expect((await listForMember(db.db, 'ARTICLE', contractor!.id, { skip: 0, take: 9999 })).total).toBe(3);
    // Pictures (drawn once): two banners, the three newest news, one registration photo, four training gallery photos, each with its WebP widths.
    const [pictures] = await queryRows<{ banners: number; news: number; photos: number; gallery: number; files: number; variants: number }>(
      db.db,
      sql`select (select count(*) from banners)::int as banners, (select count(*) from posts where image is not null)::int as news,
        (select count(*) from page_photos)::int as photos, (select count(*) from training_gallery_photos)::int as gallery,
        (select count(*) from files)::int as files, (select count(*) from file_variants)::int as variants`,
    );
    expect(pictures).toEqual({ banners: 2, news: 3, photos: 1, gallery: 4, files: 10, variants: 30 });
    expect(news.data.slice(0, 3).every((p) => p.image !== null)).toBe(true);
  });
});
