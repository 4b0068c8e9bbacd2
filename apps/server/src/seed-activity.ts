import { eq } from 'drizzle-orm';
import { LEDGER_SOURCES, ROLES } from '@klub/contracts';
import { codes, distributors, memberDistributors, pointsPackages, regions, users, type Database } from '@klub/db';
import { formatCode, generateCodes } from './modules/codes/code-format';
import { DEMO_USERS } from './seed';
import { creditAt } from './seed-helpers';
import { seedDemoMemberHistory } from './seed-member';
import { seedDemoProgramme } from './seed-programme';

/**
 * Demo activity for `npm start` (not for tests): points packages when there are none, a second DTH
 * under the demo RDS, a dozen contractors under the two DTHs, and codes they registered over the
 * last 120 days — so the sales reps' statistics (`/stats`) have something to show; three
 * distributors the contractors buy from and extra points from promotions, for the admin
 * reports (`/admin/stats/*`). The extra people cannot sign in (no password). Then what a running
 * programme has (seed-programme.ts: points groups, the regulation the members accepted, texts,
 * contact data, a film) and the demo member's own half year (seed-member.ts). Here and not in
 * seedDemoContent, which the benchmarks' server runs too: a published regulation blocks the writes
 * of every member who has not accepted it. Idempotent: once the second DTH exists, the team is not
 * made again; the others check their own data.
 */
export async function seedDemoActivity(db: Database): Promise<void> {
  await seedDemoTeam(db);
  await seedDemoProgramme(db);
  await seedDemoMemberHistory(db);
}

async function seedDemoTeam(db: Database): Promise<void> {
  const [done] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo-dth2@klub.test'));
  if (done) return;
  const [rds] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.rds.email));
  const [dth] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.dth.email));
  if (!rds || !dth) return;

  let packages = await db.select().from(pointsPackages).where(eq(pointsPackages.isNotActual, false));
  if (packages.length === 0) {
    packages = await db
      .insert(pointsPackages)
      .values([
        { name: 'Farba lateksowa 10 l', groupName: 'Farby', points: 60, pos: 1 },
        { name: 'Farba elewacyjna 10 l', groupName: 'Farby', points: 80, pos: 2 },
        { name: 'Grunt głęboko penetrujący 5 l', groupName: 'Grunty', points: 25, pos: 3 },
        { name: 'Tynk dekoracyjny 25 kg', groupName: 'Tynki', points: 40, pos: 4 },
        { name: 'Lakier do drewna 2,5 l', groupName: 'Lakiery', points: 30, pos: 5 },
      ])
      .returning();
  }

  const [dth2] = await db
    .insert(users)
    .values({
      email: 'demo-dth2@klub.test',
      passwordHash: '!',
      role: ROLES.DTH,
      status: 'ACTIVE_CONFIRMED',
      firstname: 'Tomasz',
      lastname: 'Handlowy',
      rdsId: rds.id,
    })
    .returning({ id: users.id });
  // The województwa come with the migrations.
  const named = await db.select({ id: regions.id, name: regions.name }).from(regions);
  const malopolskie = named.find((r) => r.name === 'małopolskie') ?? named[0];
  const podkarpackie = named.find((r) => r.name === 'podkarpackie') ?? named[1] ?? malopolskie;
  const regionOf = (city: string) => (['Rzeszów', 'Krosno', 'Przemyśl'].includes(city) ? podkarpackie!.id : malopolskie!.id);
  const people = [
    ['Anna', 'Malarska', 'Kraków', 'Malowanie Anna Malarska'],
    ['Piotr', 'Tynkarz', 'Kraków', 'Tynk-Bud'],
    ['Krzysztof', 'Nowak', 'Wieliczka', null],
    ['Magdalena', 'Wiśniewska', 'Tarnów', 'Remonty Wiśniewska'],
    ['Paweł', 'Kamiński', 'Nowy Sącz', null],
    ['Ewa', 'Lewandowska', 'Kraków', 'Dom i Kolor'],
    ['Marek', 'Zieliński', 'Bochnia', null],
    ['Joanna', 'Szymańska', 'Tarnów', 'Szymańska Wykończenia'],
    ['Tomasz', 'Woźniak', 'Rzeszów', 'Woźniak Malowanie'],
    ['Agnieszka', 'Dąbrowska', 'Rzeszów', null],
    ['Michał', 'Kozłowski', 'Krosno', 'Elewacje Kozłowski'],
    ['Katarzyna', 'Jankowska', 'Przemyśl', null],
  ] as const;
  const contractors = await db
    .insert(users)
    .values(
      people.map(([firstname, lastname, city, companyName], i) => ({
        email: `demo-wykonawca${i + 1}@klub.test`,
        passwordHash: '!',
        role: ROLES.CONTRACTOR,
        status: i % 4 === 3 ? ('ACTIVE' as const) : ('ACTIVE_CONFIRMED' as const),
        firstname,
        lastname,
        city,
        companyName,
        // What the member form requires, so an admin can edit a demo contractor at once.
        phone: `60010${String(i + 1).padStart(4, '0')}`,
        postCode: '30-001',
        dthId: i < 8 ? dth.id : dth2!.id,
        regionId: regionOf(city),
        createdAt: new Date(Date.now() - (200 - i * 12) * 86_400_000),
      })),
    )
    .returning({ id: users.id });

  const shops = await db
    .insert(distributors)
    .values([
      { name: 'Hurtownia Farb Kolor', city: 'Kraków', regionId: malopolskie!.id, isAuthorized: true, authorizedAt: new Date() },
      { name: 'Centrum Budowlane Tarnów', city: 'Tarnów', regionId: malopolskie!.id, isAuthorized: true, authorizedAt: new Date() },
      { name: 'Bud-Mat Rzeszów', city: 'Rzeszów', regionId: podkarpackie!.id, isAuthorized: true, authorizedAt: new Date() },
    ])
    .returning({ id: distributors.id });
  // Most buy near home; a few from the other region's wholesaler too.
  await db.insert(memberDistributors).values(
    contractors.flatMap((c, i) => {
      const home = regionOf(people[i]![2]) === podkarpackie!.id ? shops[2]! : shops[i % 2]!;
      const away = i % 3 === 0 ? [i < 8 ? shops[2]! : shops[0]!] : [];
      return [home, ...away].map((shop) => ({ userId: c.id, distributorId: shop.id }));
    }),
  );

  // A fixed pseudo-random walk, so every demo database looks the same.
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  // Codes and the admins' extra points from two promotions, drawn first and then credited per
  // contractor in date order (creditAt): the points earned count for their own year.
  const YEAR = 365 * 86_400_000;
  type Entry = { at: Date; code?: string; pkg?: (typeof packages)[number]; amount?: number; reason?: string };
  const entries: Entry[][] = contractors.map((_, i) => {
    const count = 4 + next(10 + i * 2);
    return generateCodes(count).map((code) => {
      const pkg = packages[next(packages.length)]!;
      const daysAgo = next(120);
      return { code, pkg, at: new Date(Date.now() - daysAgo * 86_400_000 - next(10) * 3_600_000) };
    });
  });
  for (const [i, list] of entries.entries()) {
    if (i % 3 === 2) continue;
    const reason = i % 2 === 0 ? 'Promocja wiosenna — elewacje' : 'Akcja „Polecam Klub”';
    const amount = 50 + next(4) * 25;
    list.push({ amount, reason, at: new Date(Date.now() - next(60) * 86_400_000) });
  }
  for (const [i, c] of contractors.entries()) {
    const list = entries[i]!.sort((a, b) => a.at.getTime() - b.at.getTime());
    await db.transaction(async (tx) => {
      for (const { at, code, pkg, amount, reason } of list) {
        if (!code || !pkg) {
          await creditAt(
            tx as unknown as Database,
            {
              userId: c.id,
              amount: amount!,
              source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
              reason: reason!,
              expiresAt: new Date(Date.now() + YEAR),
              earns: true,
            },
            at,
          );
          continue;
        }
        const [row] = await tx
          .insert(codes)
          .values({ code, packageId: pkg.id, redeemedBy: c.id, redeemedAt: at, source: LEDGER_SOURCES.CLUB_ADMIN })
          .returning({ id: codes.id });
        await creditAt(
          tx as unknown as Database,
          {
            userId: c.id,
            amount: pkg.points,
            source: LEDGER_SOURCES.CLUB_ADMIN,
            reason: `Kod ${formatCode(code)} — ${pkg.name}`,
            actorId: c.id,
            codeId: row!.id,
            groupName: pkg.groupName,
            expiresAt: new Date(Date.now() + YEAR),
            earns: true,
          },
          at,
        );
      }
    });
  }
}
