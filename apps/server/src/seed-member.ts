import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { CONTACT_TOPICS, LEDGER_REASONS, LEDGER_SOURCES } from '@klub/contracts';
import { codes, messages, orderElements, orders, pointsLedger, pointsPackages, prizes, regions, users, type Database } from '@klub/db';
import { endOfYearWarsaw, warsawYear } from './lib/time';
import { formatCode, generateCodes } from './modules/codes/code-format';
import { pointsValidityYears } from './modules/codes/settings';
import { debit } from './modules/ledger/ledger.service';
import { insertMessage } from './modules/messages/messages.queries';
import { send } from './modules/messages/messages.service';
import { readConverter } from './modules/prizes/prizes.service';
import { DEMO_USERS } from './seed';
import { creditAt, DAY, storedSettings } from './seed-helpers';

/** `days` (and `hours`) before the demo was seeded. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

/**
 * The demo member's codes (days ago, package group): an autumn of façades and then a steady trickle.
 * The package is the first whose name starts so. 15 codes in the first two months, 11 since.
 */
const CODES: [days: number, pkg: string][] = [
  [178, 'Grunt'],
  [176, 'Farba elewacyjna'],
  [175, 'Farba elewacyjna'],
  [171, 'Farba elewacyjna'],
  [165, 'Farba lateksowa'],
  [160, 'Grunt'],
  [158, 'Farba elewacyjna'],
  [151, 'Tynk'],
  [147, 'Tynk'],
  [144, 'Farba elewacyjna'],
  [137, 'Farba lateksowa'],
  [130, 'Farba elewacyjna'],
  [126, 'Farba elewacyjna'],
  [124, 'Farba lateksowa'],
  [121, 'Grunt'],
  [112, 'Lakier'],
  [104, 'Farba lateksowa'],
  [90, 'Tynk'],
  [71, 'Grunt'],
  [57, 'Tynk'],
  [41, 'Farba elewacyjna'],
  [26, 'Farba lateksowa'],
  [18, 'Grunt'],
  [12, 'Farba elewacyjna'],
  [5, 'Tynk'],
  [2, 'Farba lateksowa'],
];
/** The codes of the first two months: their lots expire soon (see seedDemoMemberHistory). */
const EARLY_UNTIL_DAYS = 120;
/**
 * When those lots expire: within the 60 days /points warns about, whatever the month the demo starts
 * in, and within the expiry reminders' default 30 days (`npm run jobs:run` sends the demo member one).
 */
const EARLY_EXPIRY_DAYS = 25;

/**
 * The demo member (`wykonawca@klub.test`) with half a year in the club, for `npm start` (not for
 * tests): codes entered over ~6 months, an admin's award, a delivered order and one being handled,
 * and messages both ways. Everything goes through the ledger's statements in date order (lots,
 * totals, the points earned this year, allocations of the orders' debits), so balance, ranking
 * and rollups agree with the ledger. The two oldest months' lots expire 25 days after seeding — a
 * demo's liberty (real lots expire at the end of a year), so "wygasające punkty" show in any month.
 * Made once: nothing happens while the member has any ledger row.
 */
export async function seedDemoMemberHistory(db: Database): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.email, DEMO_USERS.contractor.email));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email));
  if (!member || !admin) return;
  const [done] = await db.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.userId, member.id)).limit(1);
  if (done) return;
  const packages = await db.select().from(pointsPackages).where(eq(pointsPackages.isNotActual, false)).orderBy(asc(pointsPackages.pos));
  const byName = (name: string) => packages.find((p) => p.name.startsWith(name)) ?? packages[0];
  if (packages.length === 0) return;
  const settings = storedSettings(db);
  const validity = await pointsValidityYears(settings);
  const pointsPerPln = await readConverter(settings);

  // A member since shortly before the first code, of Małopolska (the region ranking shows them too).
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'małopolskie'));
  await db
    .update(users)
    .set({ createdAt: ago(190), regionId: member.regionId ?? region?.id ?? null })
    .where(eq(users.id, member.id));

  type Event = { at: Date; run: (tx: Database) => Promise<unknown> };
  const events: Event[] = [];
  const list = generateCodes(CODES.length);
  CODES.forEach(([days, name], i) => {
    const pkg = byName(name)!;
    const code = list[i]!;
    const at = ago(days, i % 9);
    events.push({
      at,
      run: async (tx) => {
        const [row] = await tx
          .insert(codes)
          .values({ code, packageId: pkg.id, redeemedBy: member.id, redeemedAt: at, source: LEDGER_SOURCES.CLUB_ADMIN })
          .returning({ id: codes.id });
        await creditAt(
          tx,
          {
            userId: member.id,
            amount: pkg.points,
            source: LEDGER_SOURCES.CLUB_ADMIN,
            reason: `Kod ${formatCode(code)} — ${pkg.name}`,
            actorId: member.id,
            codeId: row!.id,
            groupName: pkg.groupName,
            expiresAt:
              days >= EARLY_UNTIL_DAYS ? new Date(Date.now() + EARLY_EXPIRY_DAYS * DAY) : endOfYearWarsaw(warsawYear(at) + validity),
            earns: true,
          },
          at,
        );
      },
    });
  });
  // The admin's award after the spray-painting show (seed-trainings: 20 days ago).
  const awardAt = ago(19, 2);
  events.push({
    at: awardAt,
    run: (tx) =>
      creditAt(
        tx,
        {
          userId: member.id,
          amount: 100,
          source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
          reason: 'Premia za udział w pokazie „Malowanie natryskowe”',
          actorId: admin.id,
          expiresAt: endOfYearWarsaw(warsawYear(awardAt) + validity),
          earns: true,
        },
        awardAt,
      ),
  });
  const delivery = {
    deliveryName: `${member.firstname} ${member.lastname}`,
    deliveryStreet: 'ul. Malarska 12/4',
    deliveryPostCode: member.postCode ?? '30-001',
    deliveryCity: member.city ?? 'Kraków',
    deliveryPhone: member.phone,
  };
  const order = (days: number, prizeName: string, status: 'DELIVERED' | 'IN_PROGRESS'): Event => ({
    at: ago(days),
    run: (tx) => placeOrder(tx, { userId: member.id, at: ago(days), prizeName, status, delivery, pointsPerPln }),
  });
  events.push(order(80, 'Wałek malarski 25 cm', 'DELIVERED'), order(6, 'Zestaw pędzli profesjonalnych', 'IN_PROGRESS'));

  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction(async (tx) => {
    for (const e of events) await e.run(tx as unknown as Database);
  });
  await seedDemoInbox(db, member.id, admin.id);
}

/**
 * An order of one prize as the checkout writes it (order, element at the prize's price, stock
 * taken, the ledger's FIFO debit), then moved on as the back office would: `IN_PROGRESS`, or
 * `DELIVERED` with its element sent. Dated `at`.
 */
async function placeOrder(
  tx: Database,
  o: {
    userId: number;
    at: Date;
    prizeName: string;
    status: 'DELIVERED' | 'IN_PROGRESS';
    delivery: Omit<typeof orders.$inferInsert, 'userId' | 'totalPoints'>;
    pointsPerPln: number;
  },
): Promise<void> {
  const [prize] = await tx.select().from(prizes).where(eq(prizes.name, o.prizeName));
  if (!prize) return;
  const [row] = await tx
    .insert(orders)
    .values({ ...o.delivery, userId: o.userId, status: o.status, totalPoints: prize.pointsPrice, createdAt: o.at, updatedAt: o.at })
    .returning({ id: orders.id });
  const id = row!.id;
  await tx
    .update(prizes)
    .set({ stock: sql`${prizes.stock} - 1` })
    .where(and(eq(prizes.id, prize.id), gte(prizes.stock, 1)));
  const sent = o.status === 'DELIVERED';
  await tx.insert(orderElements).values({
    orderId: id,
    prizeId: prize.id,
    prizeName: prize.name,
    amount: 1,
    unitPoints: prize.pointsPrice,
    unitPln: prize.plnPrice ?? Math.round((prize.pointsPrice / o.pointsPerPln) * 100) / 100,
    shopNumber: prize.shopNumber,
    isSent: sent,
    sentAt: sent ? new Date(o.at.getTime() + 2 * DAY) : null,
  });
  const { id: debitId } = await debit(tx, {
    userId: o.userId,
    amount: prize.pointsPrice,
    source: LEDGER_SOURCES.ORDER,
    reason: LEDGER_REASONS.order(id),
    actorId: o.userId,
    orderId: id,
  });
  await tx.update(pointsLedger).set({ createdAt: o.at }).where(eq(pointsLedger.id, debitId));
}

/**
 * The member's inbox: the club's welcome, a question about a code and its answer (read), and two
 * unread ones — an invitation to the workshop and a reminder to use points before they expire.
 */
async function seedDemoInbox(db: Database, userId: number, adminId: number): Promise<void> {
  const toMember = async (days: number, topic: string, body: string, read: boolean, replyToId: number | null = null) => {
    const { id } = await send(db, adminId, { userId, topic, body, replyToId });
    await db
      .update(messages)
      .set({ createdAt: ago(days, 3), readAt: read ? ago(days, -4) : null })
      .where(eq(messages.id, id));
    return id;
  };
  await toMember(
    189,
    'Witamy w Klubie!',
    '<p>Dziękujemy za dołączenie do Klubu. Wpisuj kody z opakowań na stronie <strong>Moje kody</strong> — punkty od razu trafią na Twoje konto.</p>',
    true,
  );
  const [question] = await insertMessage(db, {
    direction: 'FROM_MEMBER',
    userId,
    topic: CONTACT_TOPICS.POINTS,
    body: 'Dzień dobry, kod spod wieczka farby elewacyjnej jest częściowo zamazany. Czy mogę przesłać zdjęcie paragonu?',
  });
  await db
    .update(messages)
    .set({ createdAt: ago(151, 5), readAt: ago(151, 4) })
    .where(eq(messages.id, question!.id));
  await toMember(
    150,
    `Re: ${CONTACT_TOPICS.POINTS}`,
    '<p>Dzień dobry, dopisaliśmy punkty za ten kod — są już na Pana koncie. Na przyszłość wystarczy zdjęcie kodu przesłane przez formularz kontaktowy.</p>',
    true,
    question!.id,
  );
  await db
    .update(messages)
    .set({ answeredAt: ago(150, 3) })
    .where(eq(messages.id, question!.id));
  await toMember(
    10,
    'Zaproszenie: warsztaty z tynków dekoracyjnych',
    '<p>Zapraszamy na bezpłatne warsztaty w Krakowie. Szczegóły i zapisy znajdziesz w zakładce <strong>Szkolenia</strong>.</p>',
    false,
  );
  await toMember(
    2,
    'Część punktów wkrótce wygaśnie',
    '<p>Część Twoich punktów wygasa w ciągu najbliższych tygodni. Daty znajdziesz na stronie <strong>Moje punkty</strong> — wymień punkty na nagrodę, zanim przepadną.</p>',
    false,
  );
}
