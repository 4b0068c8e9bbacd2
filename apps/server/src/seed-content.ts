import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, fileUrl } from '@klub/contracts';
import {
  banners,
  contests,
  faq,
  faqGroups,
  files,
  memberGroupMembers,
  memberGroups,
  pagePhotos,
  posts,
  settings,
  trainingGalleryGroups,
  trainingGalleryPhotos,
  trainings,
  trainingSignups,
  users,
  type Database,
} from '@klub/db';
import { storeFile } from './modules/files/files.service';

/**
 * Demo content for `npm start` (not for tests): an FAQ of three groups, every question published
 * for everyone but one for the gold group; news and articles; drawn pictures for two banners, three
 * news and the registration screen; a member group with the demo contractor and news for it; three trainings with sign-ups; two contests; a training photo gallery; two training news and the trainers' contact data. Each kind is made only while there is none of it, so this is
 * idempotent and never touches an editor's work.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  await seedDemoFaq(db);
  await seedDemoPosts(db);
  await seedDemoPictures(db);
  await seedDemoGroup(db);
  await seedDemoTrainings(db);
  await seedDemoContests(db);
  await seedDemoGallery(db);
  await seedDemoTrainingBoard(db);
}

/** A running contest (photos and a description; 50 points accepted, 500 for a win) and an ended one. Made once. */
async function seedDemoContests(db: Database): Promise<void> {
  if ((await db.select({ id: contests.id }).from(contests).limit(1)).length > 0) return;
  const now = Date.now();
  await db.insert(contests).values([
    {
      title: 'Elewacja roku',
      lead: 'Pokaż elewację pomalowaną naszymi farbami — najlepsze realizacje wygrywają.',
      rules:
        '<p>Prześlij do 3 zdjęć elewacji wykonanej w tym roku i krótki opis prac.</p><ul><li><p>za przyjęte zgłoszenie: 50 pkt,</p></li><li><p>za wygraną: 500 pkt.</p></li></ul>',
      startsAt: new Date(now - 10 * DAY),
      endsAt: new Date(now + 30 * DAY),
      askText: true,
      maxPhotos: 3,
      pointsAccepted: 50,
      pointsWinner: 500,
      status: 'PUBLISHED',
      publishAt: new Date(now - 10 * DAY),
    },
    {
      title: 'Jesienne zakupy z paragonem',
      lead: 'Zakończony: podaj numer paragonu z zakupu farb we wrześniu.',
      rules: '<p>Jedno zgłoszenie na uczestnika, 20 pkt za przyjęty paragon.</p>',
      startsAt: new Date(now - 80 * DAY),
      endsAt: new Date(now - 50 * DAY),
      askText: false,
      askReceipt: true,
      pointsAccepted: 20,
      status: 'PUBLISHED',
      publishAt: new Date(now - 80 * DAY),
    },
  ]);
}

/**
 * Three trainings: a workshop in two weeks with places left (the demo contractor holds one), an
 * online one that is full with a waiting list of one, and a past one. Made once (while there is none).
 */
async function seedDemoTrainings(db: Database): Promise<void> {
  if ((await db.select({ id: trainings.id }).from(trainings).limit(1)).length > 0) return;
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(hour - 1, 0, 0, 0);
    return d;
  };
  const made = await db
    .insert(trainings)
    .values([
      {
        title: 'Tynki dekoracyjne w praktyce',
        lead: 'Warsztat: tynk strukturalny, beton architektoniczny i stiuk — każdy uczestnik pracuje na własnej ścianie.',
        body: '<h2>Program</h2><ul><li><p>przygotowanie podłoża i grunty,</p></li><li><p>nakładanie i fakturowanie,</p></li><li><p>zabezpieczenie i pielęgnacja.</p></li></ul><p>Zapewniamy materiały, narzędzia i obiad.</p>',
        startsAt: at(14, 9),
        endsAt: at(14, 15),
        place: 'Kraków, ul. Farbiarska 1 (centrum szkoleniowe)',
        capacity: 12,
        status: 'PUBLISHED',
        publishAt: new Date(Date.now() - 3 * DAY),
      },
      {
        title: 'Farby elewacyjne: dobór i aplikacja (online)',
        lead: 'Godzinny webinar z pytaniami na żywo.',
        body: '<p>Jak dobrać farbę do podłoża i warunków, jak uniknąć przebarwień i smug.</p>',
        startsAt: at(6, 18),
        endsAt: at(6, 19),
        onlineUrl: 'https://meet.example.pl/klub-elewacje',
        capacity: 1,
        status: 'PUBLISHED',
        publishAt: new Date(Date.now() - 5 * DAY),
      },
      {
        title: 'Malowanie natryskowe — pokaz',
        lead: 'Pokaz agregatów malarskich na hali.',
        body: '<p>Pokaz i próby własne na przygotowanych ścianach.</p>',
        startsAt: at(-20, 10),
        endsAt: at(-20, 14),
        place: 'Wrocław, ul. Malarska 5',
        capacity: 20,
        status: 'PUBLISHED',
        publishAt: new Date(Date.now() - 40 * DAY),
      },
    ])
    .returning({ id: trainings.id });
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLES.CONTRACTOR), eq(users.isDeleted, false)))
    .orderBy(users.id)
    .limit(3);
  const [contractor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'wykonawca@klub.test'));
  const others = people.filter((p) => p.id !== contractor?.id);
  const now = new Date();
  const signups = [
    ...(contractor ? [{ trainingId: made[0]!.id, userId: contractor.id, status: 'CONFIRMED', confirmedAt: now }] : []),
    ...others.slice(0, 2).map((p, i) => ({
      trainingId: made[1]!.id,
      userId: p.id,
      status: i === 0 ? 'CONFIRMED' : 'WAITING',
      confirmedAt: i === 0 ? now : null,
    })),
  ];
  if (signups.length) await db.insert(trainingSignups).values(signups);
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
    publishAt: new Date(Date.now() - 11 * 86_400_000),
    audienceGroups: [group!.id],
  });
}

/**
 * An abstract "paint" picture (brush strokes on a gradient, in the club's colours), drawn as SVG
 * and turned into a PNG by sharp: the demo has no photo files of its own, and this needs no fonts.
 */
function paintPicture(width: number, height: number, seed: number): Promise<Buffer> {
  const colours = ['#f2b632', '#ffffff', '#7fb3d5', '#e4572e', '#76b041'];
  let x = seed * 9301 + 49297;
  const rand = () => (x = (x * 9301 + 49297) % 233280) / 233280;
  const strokes = Array.from({ length: 7 }, (_, i) => {
    const w = width * (0.35 + rand() * 0.5);
    const h = height * (0.08 + rand() * 0.1);
    const cx = rand() * width;
    const cy = ((i + 0.5) / 7) * height;
    return `<rect x="${(cx - w / 2).toFixed(0)}" y="${(cy - h / 2).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${(h / 2).toFixed(0)}" fill="${colours[(i + seed) % colours.length]}" fill-opacity="${(0.55 + rand() * 0.4).toFixed(2)}" transform="rotate(${(-12 + rand() * 24).toFixed(1)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b4d7a"/><stop offset="1" stop-color="#0e2a44"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${strokes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
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

/** A training photo gallery of four drawn pictures (docs/domain.md "Galerie zdjęć ze szkoleń"). Made once. */
async function seedDemoGallery(db: Database): Promise<void> {
  const [any] = await db.select({ id: trainingGalleryGroups.id }).from(trainingGalleryGroups).limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.ADMIN)).limit(1);
  if (any || !admin) return;
  const [group] = await db
    .insert(trainingGalleryGroups)
    .values({ name: 'Warsztaty: tynki dekoracyjne — Kraków', description: 'Zdjęcia z wiosennych warsztatów dla wykonawców', position: 1 })
    .returning({ id: trainingGalleryGroups.id });
  const captions = ['Przygotowanie podłoża', 'Nakładanie tynku', 'Faktura strukturalna', 'Uczestnicy warsztatów'];
  for (const [i, caption] of captions.entries()) {
    const file = await storeFile(db, {
      content: await paintPicture(1200, 800, 11 + i),
      originalName: `galeria-${i + 1}.png`,
      visibility: 'PUBLIC',
      uploadedBy: admin.id,
    });
    const [stored] = await db.select({ id: files.id }).from(files).where(eq(files.key, file.key));
    await db.insert(trainingGalleryPhotos).values({ groupId: group!.id, fileId: stored!.id, caption, position: i + 1 });
  }
}

const DAY = 86_400_000;

/** The notice board of /trainings: two training news; and the trainers' contact data (setting `trainings.contact`). */
async function seedDemoTrainingBoard(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values({
      key: 'trainings.contact',
      value: {
        trainers: 'Dział szkoleń Klubu',
        phone: '+48221234567',
        email: 'szkolenia@klub.test',
        hours: 'pn.–pt. 8:00–16:00',
        note: 'Szkolenia w Twojej firmie organizujemy dla grup od 8 osób.',
      },
    })
    .onConflictDoNothing();
  const [any] = await db.select({ id: posts.id }).from(posts).where(eq(posts.kind, 'TRAINING')).limit(1);
  if (any) return;
  const now = Date.now();
  await db.insert(posts).values([
    {
      kind: 'TRAINING',
      title: 'Nowe terminy warsztatów z tynków',
      lead: 'Grudzień w Krakowie, styczeń we Wrocławiu.',
      body: '<p>Zapisy na stronie szkolenia. Liczba miejsc ograniczona.</p>',
      status: 'PUBLISHED',
      publishAt: new Date(now - 2 * DAY),
    },
    {
      kind: 'TRAINING',
      title: 'Materiały po szkoleniu z gruntowania',
      lead: 'Prezentacja i lista produktów do pobrania.',
      body: '<p>Materiały wyślemy uczestnikom e-mailem w ciągu tygodnia.</p>',
      status: 'PUBLISHED',
      publishAt: new Date(now - 9 * DAY),
    },
  ]);
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
