import { ERROR_CODES } from './messages';
import { audienceUsesText } from './member-groups';

/**
 * Every Polish text the server sends that is not a plain error code's text (ERROR_CODES) lives in the
 * contracts: here, or in the domain's own `*_MESSAGES` object (ORDER_MESSAGES, BASKET_MESSAGES,
 * FILE_MESSAGES, GOLD_MESSAGES, WEBSITE_MESSAGES). One entry per distinct text. The server never
 * writes a message inline (eslint.config.js refuses it).
 */

/** 404 texts, one per thing; the server's `notFound('order')` answers 404 with it. */
export const NOT_FOUND_MESSAGES = {
  campaign: 'Nie ma takiej akcji punktowej',
  message: 'Nie ma takiej wiadomości',
  mailing: 'Nie ma takiego mailingu',
  sms: 'Nie ma takiej wysyłki SMS',
  recipient: 'Nie ma takiego uczestnika klubu — wybierz adresata z listy',
  order: 'Nie ma takiego zamówienia',
  orderElement: 'Nie ma takiej pozycji zamówienia',
  basketLine: 'Nie ma takiej pozycji w koszyku',
  prize: 'Nie ma takiej nagrody',
  prizeGroup: 'Nie ma takiej grupy nagród',
  prizeVariant: 'Nie ma takiego wariantu',
  prizeThreshold: 'Nie ma takiego progu punktowego',
  partnerShop: 'Nie ma takiego sklepu partnerskiego',
  pointsPackage: 'Nie ma takiego pakietu punktowego',
  pointsGroup: 'Nie ma takiej grupy',
  codeBatch: 'Nie ma takiej partii kodów',
  code: 'Nie ma takiego kodu',
  participant: 'Nie ma takiego uczestnika',
  member: 'Nie ma takiego członka klubu',
  import: 'Nie ma takiego importu',
  contractorWebsite: 'Nie ma takiej wizytówki',
  distributor: 'Nie ma takiego dystrybutora',
  region: 'Nie ma takiego regionu',
  district: 'Nie ma takiego powiatu',
  list: 'Nie ma takiej listy',
  listItem: 'Nie ma takiej pozycji listy',
  faqGroup: 'Nie ma takiej grupy FAQ',
  faq: 'Nie ma takiego pytania',
  news: 'Nie ma takiej aktualności',
  article: 'Nie ma takiego artykułu',
  text: 'Nie ma takiego tekstu',
  banner: 'Nie ma takiego banera',
  regulation: 'Nie ma takiego regulaminu',
  pagePhoto: 'Nie ma takiego zdjęcia w galerii rejestracji',
  memberGroup: 'Nie ma takiej grupy członków',
  memberGroupMember: 'Tej osoby nie ma w grupie',
  training: 'Nie ma takiego szkolenia',
  trainingMovie: 'Nie ma takiego filmu',
  trainingContactRequest: 'Nie ma takiej wiadomości do trenerów',
  trainingNews: 'Nie ma takiej aktualności szkoleniowej',
  galleryGroup: 'Nie ma takiej galerii zdjęć',
  galleryPhoto: 'Nie ma takiego zdjęcia w galerii',
  contest: 'Nie ma takiego konkursu',
  contestEntry: 'Nie ma takiego zgłoszenia',
  contractor: 'Nie ma takiego wykonawcy wśród Twoich wykonawców',
  dth: 'Nie ma takiego doradcy (DTH) w Twoim zespole',
} as const;
export type NotFoundThing = keyof typeof NOT_FOUND_MESSAGES;

/** Texts shared by the CSV imports (codes, distributors). */
const rowsWord = (n: number) =>
  n === 1 ? 'wiersz' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'wiersze' : 'wierszy';

/** Every CSV import (members, distributors, codes): the file, its header and a row's cells; `column` is `kolumna „x”`. */
export const CSV_MESSAGES = {
  empty: 'Plik CSV jest pusty',
  notCsv: 'Prześlij plik CSV (Content-Type: text/csv)',
  notUtf8: (looksCp1250: boolean) =>
    `Plik nie jest zapisany w kodowaniu UTF-8${looksCp1250 ? ' (wygląda na Windows-1250, domyślne kodowanie Excela)' : ''}. ` +
    'Zapisz go w Excelu jako „CSV UTF-8 (rozdzielany przecinkami)” i prześlij ponownie.',
  nul: 'Plik zawiera bajt NUL — to nie jest tekstowy plik CSV. Zapisz go w Excelu jako „CSV UTF-8” i prześlij ponownie.',
  headerUnreadable: 'Nie można odczytać nagłówka pliku (wiersz 1)',
  headerOnly: 'Plik zawiera tylko nagłówek — brak wierszy do importu',
  missingColumns: (columns: string) => `brak wymaganych kolumn: ${columns}`,
  unknownColumns: (columns: string) => `nieznane kolumny: ${columns}`,
  repeatedColumns: (columns: string) => `powtórzone kolumny: ${columns}`,
  badHeader: (problems: string, allowed: string) =>
    `Wiersz 1 (nagłówek): ${problems}. Dozwolone kolumny: ${allowed} (separator „;”, „,” lub tabulator).`,
  syntax: (line?: number) =>
    `Błąd składni CSV${line ? ` w wierszu ${line}` : ''} (np. niezamknięty cudzysłów) — popraw plik i prześlij ponownie`,
  column: (name: string) => `kolumna ${name}`,
  columnCount: (cells: number, columns: number) => `liczba kolumn (${cells}) różni się od nagłówka (${columns})`,
  formula: (column: string, first: string) => `${column}: wartość zaczyna się od „${first}” (formuła arkusza) — usuń ten znak`,
  firstErrorsShown: (count: number) => `Pokazano pierwsze ${count} błędnych wierszy — popraw je i sprawdź plik ponownie`,
  rowsWithErrors: (rows: number) => `Nie zaimportowano nic: ${rows} ${rowsWord(rows)} z błędami. Popraw plik i prześlij go ponownie.`,
  changedMeanwhile: (rows: number, line: number, message: string) =>
    `Nie zaimportowano nic: w trakcie importu ${rows} ${rowsWord(rows)} przestało być poprawnych (np. wiersz ${line}: ${message}). Prześlij plik ponownie.`,
  serverFailure: 'Import przerwany przez błąd serwera — spróbuj ponownie',
} as const;

/** The points table (packages and their groups, /api/points). */
export const POINTS_TABLE_MESSAGES = {
  packageHasCodes: 'Ten pakiet ma już kody — zamiast usuwać, oznacz go jako nieaktualny',
} as const;

/** Members' points: the ledger, admin credits and transfers. */
export const LEDGER_MESSAGES = {
  notEnough: (available: number, needed: number) => `Za mało punktów: dostępne ${available}, potrzeba ${needed}`,
  sameMember: 'Nie można przenieść punktów do tego samego uczestnika',
  noParticipant: (id: number) => `Nie ma uczestnika o id ${id}`,
  added: (points: number) => `Dodano ${points} pkt`,
  transferred: (points: number) => `Przeniesiono ${points} pkt`,
  /** The label of a ledger source the contracts do not name (LEDGER_SOURCE_LABELS). */
  unknownSource: (source: number) => `Źródło ${source}`,
} as const;

/** Reasons written into the ledger (members read them in their points history). */
export const LEDGER_REASONS = {
  expired: 'Wygaśnięcie punktów po terminie ważności',
  order: (orderId: number) => `Zamówienie nr ${orderId}`,
  orderCancelled: (orderId: number) => `Zwrot za anulowane zamówienie nr ${orderId}`,
  elementDeleted: (prizeName: string, orderId: number) => `Zwrot za usuniętą pozycję „${prizeName}” zamówienia nr ${orderId}`,
} as const;

/** Codes: redemption and the admin's import of printed codes. */
export const CODE_MESSAGES = {
  redeemed: (points: number, code: string) => `Dodano ${points} pkt za kod ${code}`,
  /** The member enters a code that is already theirs (a retry, or entered before): nothing credited. */
  alreadyYours: 'Ten kod jest już na Twoim koncie',
  /** The same, when an admin enters it on the member's behalf. */
  alreadyMembers: 'Ten kod jest już na koncie tego członka klubu',
  blockedFor: (minutes: number) => `${ERROR_CODES.CODE_ENTRY_BLOCKED.message}. Spróbuj ponownie za ${minutes} min.`,
  badShape: (code: string) => `Kod „${code}”: musi mieć od 6 do 32 liter i cyfr`,
  badCheckCharacter: (code: string) => `Kod „${code}”: błędny znak kontrolny (format Klubu)`,
  repeated: (code: string, firstLine: number) => `Kod „${code}” powtarza się (pierwszy raz w wierszu ${firstLine})`,
  exists: (code: string) => `Kod „${code}” już istnieje w bazie`,
} as const;

export const DISTRIBUTOR_MESSAGES = {
  nipTaken: 'Dystrybutor z tym NIP-em już istnieje',
  inUse: 'Dystrybutor jest używany w innych danych — nie można go usunąć',
  unknownRegion: (column: string, region: string) => `${column}: nie ma regionu „${region}”`,
  nipRepeated: (column: string, firstLine: number) => `${column}: NIP powtarza się w pliku (pierwszy raz w wierszu ${firstLine})`,
  nipExists: (column: string, nip: string) => `${column}: dystrybutor z NIP-em ${nip} już istnieje w bazie`,
} as const;

export const REGION_MESSAGES = {
  regionTaken: 'Region o tej nazwie już istnieje',
  districtTaken: 'Taki powiat już jest w tym regionie',
  regionInUse: (people: number, districts: number, distributors: number) =>
    `Region jest używany (osoby: ${people}, powiaty: ${districts}, dystrybutorzy: ${distributors}) — najpierw je przenieś lub usuń`,
  regionInAudience: (items: number, campaigns = 0) =>
    `Region jest odbiorcą ${audienceUsesText(items, campaigns)} — zmień ich odbiorców, zanim go usuniesz (inaczej trafiłyby do wszystkich)`,
  districtInUse: (people: number) => `Powiat jest używany (osoby: ${people}) — najpierw je przenieś`,
} as const;

/** Members and employees (DTH/RDS) edited by an admin. */
export const MEMBER_MESSAGES = {
  tooManyDistributors: (max: number) => `Wybierz najwyżej ${max} dystrybutorów`,
  /** A distributor id in `distributorIds` that does not exist. */
  unknownDistributor: 'Wybrany dystrybutor nie istnieje',
  notDth: 'Wybrana osoba nie jest doradcą DTH',
  notRds: 'Wybrana osoba nie jest dyrektorem RDS',
  employeeAccount: 'To konto pracownika — edytuj je w formularzu pracownika',
  dthNeedsRds: 'Wskaż RDS, któremu podlega DTH',
  notEmployee: 'To nie jest konto pracownika (DTH/RDS)',
  roleSwap: 'Nie można zmienić DTH w RDS ani odwrotnie — załóż nowe konto',
} as const;

/** The members CSV import (file, header, rows); `column` is the quoted column name. */
export const MEMBER_IMPORT_MESSAGES = {
  required: (column: string) => `${column}: pole wymagane`,
  tooLong: (column: string, max: number) => `${column}: maksymalnie ${max} znaków`,
  badEmail: (column: string, value: string) => `${column}: niepoprawny adres e-mail „${value}”`,
  badPhone: (column: string) => `${column}: niepoprawny numer telefonu (9 cyfr, opcjonalnie z +48)`,
  badNip: (column: string, value: string) => `${column}: niepoprawny NIP „${value}” (10 cyfr z prawidłową sumą kontrolną)`,
  badPostCode: (column: string) => `${column}: kod pocztowy w formacie 00-000`,
  notMemberType: (column: string) =>
    `${column}: import obejmuje tylko członków klubu („Inna działalność”, „Wykonawca”, „Architekt lub projektant”) — pracowników i administratorów dodaj w ich formularzach`,
  unknownType: (column: string, value: string) =>
    `${column}: nieznany rodzaj „${value}” — wpisz „Inna działalność”, „Wykonawca” albo „Architekt lub projektant” (lub kod 11, 21, 31)`,
  unknownRegion: (column: string, value: string) => `${column}: nieznane województwo „${value}”`,
  consent: (column: string) => `${column}: wpisz „tak” albo „nie”`,
  emailRepeated: (email: string, firstLine: number) =>
    `kolumna „e-mail”: adres ${email} powtarza się w pliku (pierwszy raz w wierszu ${firstLine})`,
  emailTaken: (email: string) => `kolumna „e-mail”: konto z adresem ${email} już istnieje`,
} as const;

export const PREMIUM_MESSAGES = {
  pointsMembersOnly: 'Do grupy Premium należą tylko członkowie zbierający punkty',
} as const;

/** Prizes, their groups, variants, thresholds, partner shops and favourites. */
export const PRIZE_MESSAGES = {
  noChange: 'Nie podano żadnej zmiany',
  saved: 'Zapisano',
  groupCycle: 'Grupa nie może być podgrupą samej siebie ani swojej podgrupy',
  groupNotEmpty: (prizes: number, groups: number) =>
    `Grupa nie jest pusta (nagrody: ${prizes}, podgrupy: ${groups}) — najpierw je przenieś lub usuń`,
  groupStillUsed: 'Grupa nie jest pusta — najpierw przenieś jej nagrody i podgrupy',
  priceOutOfRange: 'Cena w punktach jest poza zakresem',
  noGroupOrShop: 'Nie ma takiej grupy lub sklepu partnerskiego',
  converterOutOfRange: 'Przelicznik daje dla niektórych nagród cenę poza zakresem — zmniejsz go',
  recalculated: (count: number) => `Przeliczono nagrody: ${count}`,
  assigned: (count: number) => `Przypisano nagrody: ${count}`,
  stockShort: 'Nagroda jest niedostępna w tej ilości',
  favouritesFull: (max: number) => `Możesz mieć najwyżej ${max} ulubionych nagród — usuń którąś, aby dodać nową`,
  favouriteAdded: 'Dodano do ulubionych',
  favouriteRemoved: 'Usunięto z ulubionych',
  noShopNumber: (shopNumber: number) => `Nie ma sklepu partnerskiego o numerze ${shopNumber}`,
  shopTaken: (shopNumber: number) => `Sklep o numerze ${shopNumber} już istnieje`,
  shopNumberLocked: 'Sklep ma produkty — nie można zmienić jego numeru; najpierw przenieś produkty',
  shopHasProducts: (count: number) => `Sklep ma produkty (${count}) — najpierw je usuń lub odłącz od sklepu`,
  shopStillUsed: 'Sklep ma produkty — najpierw je usuń',
} as const;
