import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { loadConfig } from './config';
import { DEMO_USERS, ensureInitialAdmin, isLocalDatabase, seedDemo, warnAboutDemoAccounts } from './seed';
import { seedDemoActivity } from './seed-activity';
import { seedDemoContent } from './seed-content';
import { readableFaq } from './modules/faq/faq.service';
import { listForMember } from './modules/posts/posts.service';
import { drainStats, repStats } from './modules/stats/stats.service';
import { activeDrift, ordersDrift, promotionsDrift } from './modules/stats/stats.test-helpers';
import { RepStatsFilters, type MemberPoints, type RankingResponse } from '@klub/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { bearer, createTestApp, openTestDatabase } from './testing/test-app';
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
    // The team's codes: the demo contractors' and the demo member's own half year (seed-member.ts).
    const [{ teamCodes }] = (await queryRows<{ teamCodes: number }>(
      db.db,
      sql`select count(*)::int as "teamCodes" from points_ledger l join users u on u.id = l.user_id
          where u.dth_id in (select id from users where rds_id = ${rds!.id}) and l.code_id is not null`,
    )) as [{ teamCodes: number }];
    expect(teamCodes).toBeGreaterThan(codes + 20);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    // The service itself, not its route: the route drains the statistics queue first, so does this.
    await drainStats(db.db);
    const stats = await repStats(db.db, { id: rds!.id, role: ROLES.RDS }, RepStatsFilters.parse({ from, to: today }));
    expect(stats.usersCount).toBe(13); // 12 demo contractors and the demo account
    expect(stats.productsCount).toBe(teamCodes);
    // The ledger's rollups and the orders' agree with the rows they sum (the history was written through the ledger).
    expect(await activeDrift(db.db)).toEqual([]);
    expect(await ordersDrift(db.db)).toEqual([]);
    expect(await promotionsDrift(db.db)).toEqual([]);
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
    expect(pictures).toEqual({ banners: 2, news: 3, photos: 1, gallery: 4, files: 11, variants: 30 }); // and the regulation's PDF (seed-activity)
    expect(news.data.slice(0, 3).every((p) => p.image !== null)).toBe(true);
  });

  it('npm start’s living programme: what a newcomer signed in as the demo member relies on', async () => {
    const t = await createTestApp();
    try {
      await seedDemoActivity(t.db.db);
      await seedDemoContent(t.db.db);
      await seedDemoActivity(t.db.db); // idempotent: the member's history is not written twice
      await seedDemoContent(t.db.db);
      const anon = (url: string) => t.app.inject({ method: 'GET', url });
      // Registration links the current regulation's PDF; /about-program and /contact have their texts; contact data from settings.
      const regulation = await anon('/api/regulations/current');
      expect(regulation.statusCode, regulation.body).toBe(200);
      const pdf = await anon(regulation.json<{ fileUrl: string }>().fileUrl);
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
        200,
        'application/pdf',
        '%PDF-',
      ]);
      for (const key of ['about-program', 'contact']) expect((await anon(`/api/texts/key/${key}`)).statusCode).toBe(200);
      expect((await anon('/api/config')).json<{ contact: unknown }>().contact).toEqual({
        email: 'kontakt@klub.test',
        phone: '+48123456789',
        hours: 'pn.–pt. 8:00–16:00',
        address: 'ul. Farbiarska 1, 30-001 Kraków',
      });

      const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
      const get = async <T>(url: string) => {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json<T>();
      };
      // The member accepted that regulation when joining: no acceptance dialog at the first sign-in.
      expect((await get<{ regulationsToAccept: unknown }>('/api/users/me-client')).regulationsToAccept).toBeNull();
      // /points: every package in a group.
      const groups = await get<{ name: string }[]>('/api/points/groups');
      const packages = await get<{ groupName: string }[]>('/api/points');
      expect(groups.map((g) => g.name).sort()).toEqual([...new Set(packages.map((p) => p.groupName))].sort());
      // /trainings/movies: a film with its player address.
      const films = await get<{ data: { title: string; embedUrl: string | null }[] }>('/api/trainings-movies');
      expect(films.data[0]?.embedUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+/);
      // Points: a balance, some expiring within 60 days, a place in the ranking among others with points.
      const points = await get<MemberPoints>('/api/users/me/points');
      expect(points.balance).toBeGreaterThan(0);
      expect(points.expiringSoonTotal).toBeGreaterThan(0);
      expect(points.expiringSoonTotal).toBeLessThan(points.balance);
      expect(points.points.length).toBeGreaterThan(20);
      const ranking = await get<RankingResponse>('/api/ranking/0');
      expect(ranking.me?.position).toBeGreaterThan(0);
      expect(ranking.data.filter((r) => !r.isMe && r.points > 0).length).toBeGreaterThan(5);
      expect(ranking.data.find((r) => r.isMe)?.points).toBe(points.earnedThisYear);
      // Orders: one being handled, one delivered; the inbox: messages, two of them unread.
      const orders = await get<{ data: { status: string }[] }>('/api/users/me/orders');
      expect(orders.data.map((o) => o.status).sort()).toEqual(['DELIVERED', 'IN_PROGRESS']);
      const inbox = await get<{ total: number; totalUnread: number }>('/api/messages');
      expect(inbox).toMatchObject({ total: 4, totalUnread: 2 });
      // The balance is the ledger's sum, and the lots still open add up to it.
      const [sums] = await queryRows<{ ledger: number; stored: number }>(
        t.db.db,
        sql`select (select sum(amount) from points_ledger l join users u on u.id = l.user_id where u.email = ${DEMO_USERS.contractor.email})::int as ledger,
                   (select balance from member_points m join users u on u.id = m.user_id where u.email = ${DEMO_USERS.contractor.email})::int as stored`,
      );
      expect(sums).toEqual({ ledger: points.balance, stored: points.balance });
      expect(points.points.reduce((s, p) => s + (p.isNotActual ? 0 : p.points - p.orderPoints), 0)).toBe(points.balance);
    } finally {
      await t.close();
    }
  });
});
