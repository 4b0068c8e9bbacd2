import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, fileUrl } from '@klub/contracts';
import { banners, faq, faqGroups, memberGroupMembers, memberGroups, pagePhotos, posts, users, type Database } from '@klub/db';
import { storeFile } from './modules/files/files.service';
import { DAY, paintPicture } from './seed-helpers';
import { seedDemoTrainingOffer } from './seed-trainings';

/**
 * Demo content for `npm start` (not for tests): an FAQ of three groups, every question published
 * for everyone but one for the gold group; news and articles; drawn pictures for two banners, three
 * news and the registration screen; a member group with the demo contractor and news for it; the
 * training offer (seed-trainings.ts). Each kind is made only while there is none of it, so this is
 * idempotent and never touches an editor's work.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  await seedDemoFaq(db);
  await seedDemoPosts(db);
  await seedDemoPictures(db);
  await seedDemoGroup(db);
  await seedDemoTrainingOffer(db);
}

/**
 * A member group with the demo contractor in it, and a news item for that group only: what
 * "Odbiorcy: grupy członków" does, visible at once. Made once (while there is no member group).
 */
async function seedDemoGroup(db: Database): Promise<void> {
  if ((await db.select({ id: memberGroups.id }).from(memberGroups).limit(1)).length > 0) return;
  const [contractor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'wykonawca@klub.test'));
  const [group] = await db
    .insert(memberGroups)
    .values({ name: 'Uczestnicy akcji wiosennej', description: 'Wykonawcy, którzy zapisali się na akcję „Wiosna z Klubem”' })
    .returning({ id: memberGroups.id });
  if (contractor) await db.insert(memberGroupMembers).values({ groupId: group!.id, userId: contractor.id });
  await db.insert(posts).values({
    kind: 'NEWS',
    title: 'Akcja wiosenna: podwójne punkty dla uczestników',
    lead: 'Tylko dla uczestników akcji „Wiosna z Klubem”.',
    body: '<p>Do końca kwietnia kody z farb elewacyjnych liczą się podwójnie.</p>',
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 11 * DAY),
    audienceGroups: [group!.id],
  });
}

/**
 * Pictures for the demo: two banners on the home page, pictures of the three newest news and a
 * registration photo. Made once (while there is no banner and no registration photo).
 */
async function seedDemoPictures(db: Database): Promise<void> {
  const [banner] = await db.select({ id: banners.id }).from(banners).limit(1);
  const [photo] = await db.select({ id: pagePhotos.id }).from(pagePhotos).limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.ADMIN)).limit(1);
  if (banner || photo || !admin) return;
  const store = async (name: string, width: number, height: number, seed: number) =>
    (
      await storeFile(db, {
        content: await paintPicture(width, height, seed),
        originalName: name,
        visibility: 'PUBLIC',
        uploadedBy: admin.id,
      })
    ).key;
  const published = { status: 'PUBLISHED', publishAt: new Date('2026-01-01T08:00:00Z') };
  await db.insert(banners).values([
    {
      title: 'Zimowy katalog nagród — zobacz nowości',
      image: await store('baner-katalog.png', 1600, 400, 1),
      link: '/exchange-points',
      pos: 1,
      ...published,
    },
    {
      title: 'Podwójne punkty za grunty do końca miesiąca',
      image: await store('baner-grunty.png', 1600, 400, 2),
      link: '/points',
      pos: 2,
      ...published,
    },
  ]);
  for (const [i, title] of ['Nowy katalog nagród na zimę', 'Podwójne punkty za grunty', 'Szkolenie: tynki dekoracyjne'].entries()) {
    await db
      .update(posts)
      .set({ image: await store(`aktualnosc-${i + 1}.png`, 1200, 675, i + 3) })
      .where(and(eq(posts.title, title), isNull(posts.image)));
  }
  await db
    .insert(pagePhotos)
    .values({ url: fileUrl(await store('rejestracja.png', 1200, 900, 7)), title: 'Kolorowe pociągnięcia pędzlem', pos: 1 });
}

/** 12 published news four days apart (one of them for the gold group), a draft and one scheduled a month ahead; 3 articles. */
async function seedDemoPosts(db: Database): Promise<void> {
  const [any] = await db.select({ id: posts.id }).from(posts).limit(1);
  if (any) return;
  const now = Date.now();
  const topics = [
    ['Nowy katalog nagród na zimę', 'Ponad 40 nowych nagród: elektronarzędzia, odzież robocza i bony.'],
    ['Podwójne punkty za grunty', 'Do końca miesiąca każdy kod z gruntu liczy się podwójnie.'],
    ['Szkolenie: tynki dekoracyjne', 'Zapisz się na bezpłatne warsztaty w Krakowie i Wrocławiu.'],
    ['Zmiana godzin pracy biura Klubu', 'W okresie świątecznym biuro pracuje krócej.'],
    ['Ranking roczny — kto prowadzi?', 'Sprawdź, ile punktów dzieli Cię od podium.'],
    ['Farba lateksowa w nowej puszce', 'Nowe opakowanie, ten sam kod pod wieczkiem.'],
    ['Jak szybciej wpisywać kody', 'Wklej kilka kodów naraz w „Moich kodach”.'],
    ['Wyniki konkursu jesiennego', 'Gratulujemy zwycięzcom — nagrody już w drodze.'],
    ['Nowe nagrody w grupie złotej', 'Członkowie grupy złotej mają dostęp do nagród specjalnych.'],
    ['Punkty wygasają z końcem roku', 'Sprawdź na stronie „Moje punkty”, ile i kiedy wygasa.'],
    ['Targi budowlane — spotkajmy się', 'Odwiedź nasze stoisko i odbierz upominek.'],
    ['Witamy w Klubie!', 'Zbieraj punkty z kodów na produktach i wymieniaj je na nagrody.'],
  ] as const;
  const body = (lead: string) =>
    `<p>${lead}</p><h2>Szczegóły</h2><ul><li><p>dotyczy wszystkich członków Klubu,</p></li><li><p>pytania: formularz kontaktowy lub infolinia.</p></li></ul>`;
  await db.insert(posts).values([
    ...topics.map(([title, lead], i) => ({
      kind: 'NEWS',
      title,
      lead,
      body: body(lead),
      status: 'PUBLISHED',
      publishAt: new Date(now - (i * 4 + 1) * DAY),
      ...(title.includes('złotej') ? { audienceGold: true } : {}),
    })),
    { kind: 'NEWS', title: 'Plan promocji na wiosnę (szkic)', lead: '', body: '<p>Do uzupełnienia.</p>' },
    {
      kind: 'NEWS',
      title: 'Życzenia noworoczne',
      lead: 'Wszystkiego dobrego w nowym roku!',
      body: '<p>Dziękujemy za kolejny rok w Klubie.</p>',
      status: 'PUBLISHED',
      publishAt: new Date(now + 30 * DAY),
    },
    ...[
      ['Jak przygotować ścianę do malowania', 'Gruntowanie, szpachlowanie i szlifowanie krok po kroku.'],
      ['Ile farby kupić? Prosty kalkulator', 'Powierzchnia, liczba warstw i wydajność z etykiety.'],
      ['Malowanie sufitu bez smug', 'Kierunek wałka, światło i czas schnięcia.'],
    ].map(([title, lead], i) => ({
      kind: 'ARTICLE',
      title: title!,
      lead: lead!,
      body: `<p>${lead}</p><table><tbody><tr><th><p>Etap</p></th><th><p>Czas</p></th></tr><tr><td><p>Przygotowanie</p></td><td><p>1 dzień</p></td></tr><tr><td><p>Malowanie</p></td><td><p>2 dni</p></td></tr></tbody></table>`,
      status: 'PUBLISHED',
      publishAt: new Date(now - (i * 10 + 2) * DAY),
    })),
  ]);
}

async function seedDemoFaq(db: Database): Promise<void> {
  const [any] = await db.select({ id: faqGroups.id }).from(faqGroups).limit(1);
  if (any) return;
  const groups = await db
    .insert(faqGroups)
    .values([
      { name: 'Kody i punkty', pos: 1 },
      { name: 'Nagrody i zamówienia', pos: 2 },
      { name: 'Konto', pos: 3 },
    ])
    .returning({ id: faqGroups.id });
  const [codes, prizes, account] = groups.map((g) => g.id) as [number, number, number];
  const published = { status: 'PUBLISHED', publishAt: new Date('2026-01-01T08:00:00Z') };
  await db.insert(faq).values([
    {
      groupId: codes,
      pos: 1,
      question: 'Gdzie znajdę kod na produkcie?',
      answer: '<p>Kod jest wydrukowany <strong>pod wieczkiem</strong> puszki lub na naklejce worka. Ma 12 znaków.</p>',
      ...published,
    },
    {
      groupId: codes,
      pos: 2,
      question: 'Kod nie przechodzi — co zrobić?',
      answer:
        '<p>Sprawdź, czy nie pomylono litery O z cyfrą 0. Jeśli kod dalej nie działa:</p><ul><li><p>zrób zdjęcie kodu,</p></li><li><p>napisz do nas przez formularz kontaktowy.</p></li></ul>',
      ...published,
    },
    {
      groupId: codes,
      pos: 3,
      question: 'Kiedy punkty tracą ważność?',
      answer:
        '<p>Punkty są ważne do końca roku kalendarzowego po roku, w którym je zdobyto. Daty widać na stronie <em>Moje punkty</em>.</p>',
      ...published,
    },
    {
      groupId: prizes,
      pos: 1,
      question: 'Jak długo czeka się na nagrodę?',
      answer: '<p>Zwykle do 14 dni roboczych od potwierdzenia zamówienia. Status sprawdzisz w zakładce <em>Moje zamówienia</em>.</p>',
      ...published,
    },
    {
      groupId: prizes,
      pos: 2,
      question: 'Czy mogę anulować zamówienie?',
      answer: '<p>Tak, dopóki ma status „Nowe”. Punkty wracają na konto od razu.</p>',
      ...published,
    },
    {
      groupId: prizes,
      pos: 3,
      question: 'Nagrody dla grupy złotej',
      answer: '<p>Członkowie grupy złotej mają dostęp do nagród specjalnych i dokumentów grupy.</p>',
      ...published,
      audienceGold: true,
    },
    {
      groupId: account,
      pos: 1,
      question: 'Jak zmienić hasło?',
      answer: '<p>Na stronie <em>Moje konto</em> wybierz „Zmień hasło”. Po zmianie wylogujemy Cię z innych urządzeń.</p>',
      ...published,
    },
  ]);
}
