import { and, asc, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_ROLES, ROLES } from '@klub/contracts';
import { pointsGroups, pointsPackages, regulations, settings, texts, trainingMovies, users, type Database } from '@klub/db';
import { newDoc, toBuffer } from './lib/pdf';
import { warsawYear } from './lib/time';
import { storeFile } from './modules/files/files.service';
import { insertGroup } from './modules/points-table/points-table.queries';
import { insertRegulation, publishDraft } from './modules/regulations/regulations.queries';
import { recordAcceptance } from './modules/regulations/regulations.service';
import { create as createText } from './modules/texts/texts.service';
import { CONTACT_SETTINGS_KEY } from './modules/settings/settings.service';
import { DAY } from './seed-helpers';

/**
 * What a running programme has besides people, for `npm start` (not for tests): the points groups
 * of /points, a published regulation the registration links (accepted by the members there are),
 * the texts of /about-program and /contact, the office's contact data in the settings, and a
 * training film. Each kind is made only while there is none of it, so this is idempotent and never
 * touches what an admin made.
 */
export async function seedDemoProgramme(db: Database): Promise<void> {
  await seedPointsGroups(db);
  await seedRegulation(db);
  await seedTexts(db);
  await db
    .insert(settings)
    .values({
      key: CONTACT_SETTINGS_KEY,
      value: { email: 'kontakt@klub.test', phone: '+48123456789', hours: 'pn.–pt. 8:00–16:00', address: 'ul. Farbiarska 1, 30-001 Kraków' },
    })
    .onConflictDoNothing();
  if ((await db.select({ id: trainingMovies.id }).from(trainingMovies).limit(1)).length === 0) {
    await db.insert(trainingMovies).values({
      title: 'Jak pracuje nowy odtwarzacz — film przykładowy',
      description:
        'Przykładowy film z serwisu Vimeo: tak wygląda film szkoleniowy w Klubie. Własne filmy dodasz w panelu: Szkolenia → Filmy.',
      videoUrl: 'https://vimeo.com/76979871',
      status: 'PUBLISHED',
      publishAt: new Date(Date.now() - 15 * DAY),
    });
  }
}

/** A points group for each group name of the current packages (in the packages' order), while there is none. */
async function seedPointsGroups(db: Database): Promise<void> {
  if ((await db.select({ id: pointsGroups.id }).from(pointsGroups).limit(1)).length > 0) return;
  const packages = await db
    .select({ groupName: pointsPackages.groupName })
    .from(pointsPackages)
    .where(eq(pointsPackages.isNotActual, false))
    .orderBy(asc(pointsPackages.pos), asc(pointsPackages.id));
  for (const name of new Set(packages.map((p) => p.groupName.trim()))) await insertGroup(db, { name, isActive: true });
}

/**
 * The programme's regulation: a short PDF, published half a year ago as `YYYY/1`, and accepted by
 * every member there is when they joined (else the demo accounts would meet the acceptance dialog
 * at once). Made while there is no regulation at all.
 */
async function seedRegulation(db: Database): Promise<void> {
  if ((await db.select({ id: regulations.id }).from(regulations).limit(1)).length > 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.ADMIN)).limit(1);
  if (!admin) return;
  const publishedAt = new Date(Date.now() - 200 * DAY);
  const version = `${warsawYear(publishedAt)}/1`;
  const file = await storeFile(db, {
    content: await regulationPdf(version),
    originalName: `regulamin-klubu-${version.replace('/', '-')}.pdf`,
    visibility: 'PUBLIC',
    uploadedBy: admin.id,
  });
  const [row] = await insertRegulation(db, {
    version,
    summary: 'Pierwsza wersja regulaminu programu: zasady zbierania punktów z kodów, ich ważność i wymiana na nagrody.',
    fileKey: file.key,
  });
  await publishDraft(db, row!.id);
  await db.update(regulations).set({ publishedAt }).where(eq(regulations.id, row!.id));
  const members = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.isDeleted, false), inArray(users.role, [...CUSTOMER_ROLES])));
  for (const m of members) {
    await recordAcceptance(db, m.id, row!.id, m.createdAt > publishedAt ? m.createdAt : publishedAt);
  }
}

/** The regulation's text (A4, DejaVu Sans): the programme's rules in eight short sections. */
function regulationPdf(version: string): Promise<Buffer> {
  const doc = newDoc(`Regulamin programu Klub — wersja ${version}`, 'Klub');
  doc.font('bold').fontSize(16).text('Regulamin programu lojalnościowego „Klub”');
  doc.font('regular').fontSize(10).text(`Wersja ${version}`).moveDown();
  const sections: [string, string][] = [
    ['§ 1. Organizator', 'Organizatorem programu jest producent farb i chemii budowlanej, zwany dalej Organizatorem.'],
    [
      '§ 2. Uczestnicy',
      'W programie mogą brać udział pełnoletni wykonawcy: malarze, firmy remontowe i wykończeniowe oraz architekci i projektanci wnętrz, którzy założą konto i zaakceptują regulamin.',
    ],
    [
      '§ 3. Punkty',
      'Za każdy kod z opakowania produktu biorącego udział w programie uczestnik otrzymuje liczbę punktów podaną w punktacji produktów. Punkty mogą być przyznane także za udział w konkursach i akcjach promocyjnych.',
    ],
    [
      '§ 4. Ważność punktów',
      'Punkty są ważne do końca roku kalendarzowego następującego po roku, w którym je zdobyto, chyba że Organizator ustali inaczej. Daty ważności uczestnik widzi na stronie „Moje punkty”.',
    ],
    [
      '§ 5. Nagrody',
      'Punkty można wymienić na nagrody z katalogu. Zamówienia mogą składać uczestnicy, których konto zostało potwierdzone przez Organizatora. Nagrody wysyłamy na adres podany w zamówieniu.',
    ],
    ['§ 6. Ranking', 'Ranking uczestników liczy punkty zdobyte w bieżącym roku kalendarzowym.'],
    [
      '§ 7. Dane osobowe',
      'Dane uczestników są przetwarzane wyłącznie w celu prowadzenia programu, zgodnie z polityką prywatności Organizatora.',
    ],
    [
      '§ 8. Zmiany regulaminu',
      'O zmianie regulaminu uczestnicy dowiadują się po zalogowaniu; dalsze korzystanie z konta wymaga akceptacji nowej wersji.',
    ],
  ];
  for (const [title, body] of sections) {
    doc.font('bold').fontSize(11).text(title);
    doc.font('regular').fontSize(10).text(body, { align: 'justify' }).moveDown(0.6);
  }
  return toBuffer(doc);
}

/** The published texts of /about-program and /contact, through the texts' own service (sanitised as an admin's would be). */
async function seedTexts(db: Database): Promise<void> {
  const have = new Set((await db.select({ key: texts.key }).from(texts)).map((t) => t.key));
  if (!have.has('about-program')) {
    await createText(db, {
      key: 'about-program',
      title: 'O programie',
      status: 'PUBLISHED',
      body: [
        '<h2>Dla kogo jest Klub?</h2>',
        '<p>Dla malarzy, firm remontowych i wykończeniowych, architektów i projektantów wnętrz, którzy pracują z naszymi farbami. Członkostwo jest bezpłatne.</p>',
        '<h2>Jak zbierać punkty?</h2>',
        '<p>Pod wieczkiem każdej puszki i na naklejce worka jest kod. Wpisz go w zakładce <strong>Moje kody</strong> albo w aplikacji — punkty od razu trafią na Twoje konto. Ile punktów daje który produkt, pokazuje <strong>Punktacja produktów</strong>.</p>',
        '<p>Dodatkowe punkty przyznajemy w konkursach i akcjach promocyjnych. Punkty są ważne do końca roku następującego po roku ich zdobycia.</p>',
        '<h2>Nagrody</h2>',
        '<p>Punkty wymienisz na narzędzia, odzież roboczą, elektronikę i nagrody na wolny czas. Zamówienie realizujemy zwykle w ciągu 14 dni roboczych.</p>',
        '<h2>Szkolenia</h2>',
        '<p>Członkowie Klubu mają dostęp do bezpłatnych warsztatów, webinarów i filmów instruktażowych.</p>',
      ].join(''),
    });
  }
  if (!have.has('contact')) {
    await createText(db, {
      key: 'contact',
      title: 'Kontakt — wskazówki',
      status: 'PUBLISHED',
      body: '<h2>Zanim napiszesz</h2><p>Odpowiadamy w ciągu dwóch dni roboczych — odpowiedź znajdziesz w zakładce <strong>Wiadomości</strong>. Jeśli pytanie dotyczy kodu z opakowania, dołącz zdjęcie kodu, a w sprawie zamówienia podaj jego numer.</p>',
    });
  }
}
