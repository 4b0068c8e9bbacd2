import { and, eq } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import {
  contests,
  files,
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
import { DAY, paintPicture } from './seed-helpers';

/**
 * The demo's training offer for `npm start`: three trainings with sign-ups, two contests, a training
 * photo gallery, two training news and the trainers' contact data. Each kind is made only while
 * there is none of it.
 */
export async function seedDemoTrainingOffer(db: Database): Promise<void> {
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
