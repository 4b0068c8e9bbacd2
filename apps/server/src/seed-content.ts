import { faq, faqGroups, type Database } from '@klub/db';

/**
 * Demo content for `npm start` (not for tests): an FAQ of three groups, every question published
 * for everyone but one for the gold group. Runs only while there is no FAQ group, so it is
 * idempotent and never touches an editor's work.
 */
export async function seedDemoContent(db: Database): Promise<void> {
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
