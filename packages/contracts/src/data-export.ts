/**
 * A member's own data export (RODO art. 15 and 20; docs/security.md "Dane osobowe: eksport i usunięcie
 * konta"): GET /api/users/me/export (the member) and GET /api/users/{id}/export (an admin) answer one
 * ZIP with `dane.json` (everything, stable keys, ISO 8601 times), one CSV per table below (`;`, BOM,
 * the column titles of `columns`) and `CZYTAJ-MNIE.txt`. The keys of `columns` are the JSON keys of
 * that table's rows, in this order.
 */

/** How many exports a member may download an hour. */
export const DATA_EXPORT_PER_HOUR = 5;
/** A table with more rows than this (or files over `DATA_EXPORT_MAX_BYTES` together) is refused, not cut. */
export const DATA_EXPORT_MAX_ROWS = 100_000;
export const DATA_EXPORT_MAX_BYTES = 128 * 1024 * 1024;

export const DATA_EXPORT_JSON_FILE = 'dane.json';
export const DATA_EXPORT_README_FILE = 'CZYTAJ-MNIE.txt';
/** `format` in dane.json, with `version` 1: a change of keys gets a new version. */
export const DATA_EXPORT_FORMAT = 'klub-dane-uczestnika';

/** The ZIP's name: `moje-dane-2026-11-28.zip`, or for an admin `dane-uczestnika-17-2026-11-28.zip` (a Warsaw day). */
export const dataExportFileName = (day: string, memberId?: number) =>
  memberId === undefined ? `moje-dane-${day}.zip` : `dane-uczestnika-${memberId}-${day}.zip`;

export const DATA_EXPORT_MESSAGES = {
  tooLarge: `Twoich danych jest więcej, niż mieści jeden plik eksportu (ponad ${DATA_EXPORT_MAX_ROWS.toLocaleString('pl-PL')} wierszy w jednej tabeli). Skontaktuj się z biurem klubu — przygotujemy je inaczej.`,
  /** 429 past `DATA_EXPORT_PER_HOUR` (`minutes` until the hour's window ends). */
  tooMany: (minutes: number) => `Pobrano już kilka eksportów Twoich danych w ciągu godziny. Kolejny możesz pobrać za ${minutes} min.`,
  yes: 'tak',
  no: 'nie',
  marketingConsent: 'Zgoda marketingowa',
  regulations: (version: string | null) => (version ? `Regulamin programu, wersja ${version}` : 'Regulamin programu'),
  toMember: 'od klubu',
  fromMember: 'do klubu',
} as const;

interface TableSpec {
  file: string;
  title: string;
  /** One line for CZYTAJ-MNIE.txt. */
  about: string;
  columns: Record<string, string>;
}

/** The tables of the export: file, what it holds, and each column's title. */
export const DATA_EXPORT_TABLES = {
  profile: {
    file: 'profil.csv',
    title: 'Profil',
    about: 'Twoje dane konta: imię, nazwisko, e-mail, telefon, firma, adres, rola, status, region i saldo punktów.',
    columns: {
      id: 'Numer uczestnika',
      email: 'E-mail',
      firstname: 'Imię',
      lastname: 'Nazwisko',
      phone: 'Telefon',
      companyName: 'Firma',
      nip: 'NIP',
      street: 'Ulica',
      postCode: 'Kod pocztowy',
      city: 'Miasto',
      regionName: 'Województwo',
      role: 'Rola (kod)',
      roleName: 'Rola',
      status: 'Status (kod)',
      statusName: 'Status',
      isGold: 'Grupa Gold',
      isPremium: 'Grupa Premium',
      photo: 'Zdjęcie',
      pointsBalance: 'Saldo punktów',
      createdAt: 'Data rejestracji',
      lastLoginAt: 'Ostatnie logowanie',
    },
  },
  consents: {
    file: 'zgody.csv',
    title: 'Zgody i regulaminy',
    about: 'Zgoda marketingowa (czy jest i od kiedy) oraz każda zaakceptowana wersja regulaminu programu z datą akceptacji.',
    columns: {
      kind: 'Rodzaj (kod)',
      name: 'Zgoda',
      version: 'Wersja regulaminu',
      given: 'Udzielona',
      at: 'Data',
    },
  },
  pointsLedger: {
    file: 'punkty.csv',
    title: 'Historia punktów',
    about: 'Każda operacja na Twoich punktach: naliczenia za kody, zamówienia, zwroty, wygaśnięcia, punkty od klubu i z konkursów.',
    columns: {
      id: 'Numer operacji',
      createdAt: 'Data',
      amount: 'Punkty',
      source: 'Źródło (kod)',
      sourceName: 'Źródło',
      reason: 'Opis',
      code: 'Kod',
      groupName: 'Grupa produktów',
      expiresAt: 'Ważne do',
      orderId: 'Numer zamówienia',
      actor: 'Dodane przez',
    },
  },
  codes: {
    file: 'kody.csv',
    title: 'Kody',
    about: 'Kody z produktów wpisane na Twoje konto: produkt, grupa, punkty za produkt i data wpisania.',
    columns: {
      code: 'Kod',
      packageName: 'Produkt',
      groupName: 'Grupa produktów',
      points: 'Punkty za produkt',
      redeemedAt: 'Data wpisania',
      source: 'Sposób wpisania (kod)',
      sourceName: 'Sposób wpisania',
    },
  },
  orders: {
    file: 'zamowienia.csv',
    title: 'Zamówienia',
    about: 'Twoje zamówienia nagród: status, punkty i adres dostawy (pozycje zamówień są w zamowienia-pozycje.csv).',
    columns: {
      id: 'Numer zamówienia',
      createdAt: 'Data',
      status: 'Status (kod)',
      statusName: 'Status',
      totalPoints: 'Punkty',
      deliveryName: 'Odbiorca',
      deliveryStreet: 'Ulica',
      deliveryPostCode: 'Kod pocztowy',
      deliveryCity: 'Miasto',
      deliveryPhone: 'Telefon',
      note: 'Uwagi',
      updatedAt: 'Ostatnia zmiana',
      cancelledAt: 'Data anulowania',
    },
  },
  orderElements: {
    file: 'zamowienia-pozycje.csv',
    title: 'Pozycje zamówień',
    about: 'Nagrody w każdym zamówieniu: nazwa, wariant, ilość, punkty i wartość w złotych z dnia zamówienia, wysyłka.',
    columns: {
      orderId: 'Numer zamówienia',
      id: 'Numer pozycji',
      prizeName: 'Nagroda',
      characteristicName: 'Wariant',
      amount: 'Ilość',
      unitPoints: 'Punkty za sztukę',
      unitPln: 'Wartość sztuki (zł)',
      isSent: 'Wysłana',
      sentAt: 'Data wysyłki',
      isDeleted: 'Usunięta z zamówienia',
      deletedAt: 'Data usunięcia',
    },
  },
  messages: {
    file: 'wiadomosci.csv',
    title: 'Wiadomości',
    about: 'Wiadomości między Tobą a klubem: otrzymane (także usunięte ze skrzynki) i wysłane przez formularz kontaktowy.',
    columns: {
      id: 'Numer wiadomości',
      createdAt: 'Data',
      direction: 'Kierunek (kod)',
      directionName: 'Kierunek',
      author: 'Autor (klub)',
      topic: 'Temat',
      body: 'Treść',
      replyToId: 'Odpowiedź na wiadomość nr',
      attachmentName: 'Załącznik',
      readAt: 'Przeczytana',
      answeredAt: 'Data odpowiedzi',
      hiddenAt: 'Usunięta ze skrzynki',
      emailedAt: 'Wysłana e-mailem',
    },
  },
  trainingSignups: {
    file: 'szkolenia.csv',
    title: 'Zapisy na szkolenia',
    about: 'Twoje zapisy na szkolenia: termin, miejsce i status zapisu (potwierdzony, lista rezerwowa, wypisany).',
    columns: {
      trainingId: 'Numer szkolenia',
      title: 'Szkolenie',
      startsAt: 'Początek',
      place: 'Miejsce',
      status: 'Status (kod)',
      statusName: 'Status',
      queuedAt: 'Data zapisu',
      confirmedAt: 'Data potwierdzenia',
      cancelledAt: 'Data anulowania',
    },
  },
  contestEntries: {
    file: 'konkursy.csv',
    title: 'Zgłoszenia konkursowe',
    about: 'Twoje zgłoszenia do konkursów: treść, numer paragonu, zdjęcia, wynik oceny i wygrane.',
    columns: {
      id: 'Numer zgłoszenia',
      contestId: 'Numer konkursu',
      contestTitle: 'Konkurs',
      createdAt: 'Data',
      text: 'Treść',
      receiptNumber: 'Numer paragonu',
      photos: 'Zdjęcia',
      status: 'Status (kod)',
      statusName: 'Status',
      rejectReason: 'Powód odrzucenia',
      isWinner: 'Wygrane',
      reviewedAt: 'Data oceny',
    },
  },
} as const satisfies Record<string, TableSpec>;
export type DataExportTable = keyof typeof DATA_EXPORT_TABLES;

/** CZYTAJ-MNIE.txt: what the ZIP holds, in Polish (CRLF: Notepad). */
export function dataExportReadme(o: { generatedAt: string; memberId: number }): string {
  const lines = [
    'Klub — Twoje dane (eksport na podstawie art. 15 i 20 RODO)',
    '',
    `Przygotowano: ${o.generatedAt} (czas UTC, ISO 8601). Numer uczestnika: ${o.memberId}.`,
    '',
    'Pliki:',
    `- ${DATA_EXPORT_JSON_FILE} — wszystkie dane w jednym pliku JSON (UTF-8), do odczytu przez programy i przeniesienia do innego`,
    '  usługodawcy. Klucze są stałe; daty i godziny w formacie ISO 8601 (UTC).',
    ...Object.values(DATA_EXPORT_TABLES).map((t) => `- ${t.file} — ${t.title}. ${t.about}`),
    `- ${DATA_EXPORT_README_FILE} — ten opis.`,
    '',
    'Pliki CSV otworzysz w Excelu: kolumny rozdziela średnik, kodowanie UTF-8 (z BOM). Te same dane są w pliku JSON.',
    'Puste pole oznacza brak wartości. Hasło, tokeny logowania ani dane innych uczestników nie są częścią eksportu.',
    '',
    'Pytania o Twoje dane: napisz do klubu przez formularz kontaktowy w serwisie.',
  ];
  return lines.join('\r\n') + '\r\n';
}
