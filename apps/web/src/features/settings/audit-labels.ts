import {
  AUDIT_ENTITIES,
  CAMPAIGN_STATUS_LABELS,
  CONTEST_ENTRY_LABELS,
  HELD_STATUS_LABELS,
  LEDGER_SOURCE_LABELS,
  MAILING_STATUSES,
  MEMBER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PUBLICATION_STATUS_LABELS,
  ROLE_LABELS,
  STAFF_ROLES,
  TRAINING_CONTACT_REQUEST_LABELS,
  TRAINING_SIGNUP_LABELS,
} from '@klub/contracts';

/**
 * The audit trail in words (settings/logs and every "Historia zmian"): the trigger records table
 * and column names and stored codes; the screen names them as the other screens do.
 */

/** A table's Polish name (AUDIT_ENTITIES), the table's own name when it has none. */
export const entityName = (entity: string) => AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] ?? entity;

/** Columns (snake_case, as recorded) and the keys inside stored settings (camelCase), in Polish. */
const FIELDS: Record<string, string> = {
  id: 'Numer',
  status: 'Status',
  role: 'Rola',
  staff_role: 'Rola w zespole',
  firstname: 'Imię',
  lastname: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  company_name: 'Firma',
  nip: 'NIP',
  city: 'Miasto',
  post_code: 'Kod pocztowy',
  street: 'Ulica',
  region_id: 'Województwo',
  district_id: 'Powiat',
  dth_id: 'DTH',
  rds_id: 'RDS',
  is_gold: 'Gold',
  is_premium: 'Premium',
  is_deleted: 'Usunięty',
  is_active: 'Aktywny',
  is_winner: 'Zwycięzca',
  marketing_consent: 'Zgoda marketingowa',
  marketing_consent_at: 'Data zgody marketingowej',
  regulations_accepted_at: 'Akceptacja regulaminu',
  password_hash: 'Hasło',
  totp_secret: 'Klucz logowania dwuetapowego',
  totp_enabled_at: 'Włączenie logowania dwuetapowego',
  last_login_at: 'Ostatnie logowanie',
  last_seen_at: 'Ostatnia aktywność',
  created_at: 'Utworzono',
  updated_at: 'Zmieniono',
  deleted_at: 'Usunięto',
  created_by: 'Utworzył(a)',
  user_id: 'Członek klubu',
  name: 'Nazwa',
  title: 'Tytuł',
  lead: 'Wstęp',
  body: 'Treść',
  content: 'Treść',
  description: 'Opis',
  kind: 'Rodzaj',
  key: 'Klucz',
  value: 'Wartość',
  position: 'Kolejność',
  pos: 'Kolejność',
  image: 'Obrazek',
  photo: 'Zdjęcie',
  link: 'Odnośnik',
  url: 'Adres',
  video_url: 'Adres filmu',
  file_id: 'Plik',
  publish_at: 'Publikacja od',
  published_at: 'Opublikowano',
  starts_at: 'Początek',
  ends_at: 'Koniec',
  starts_on: 'Od dnia',
  ends_on: 'Do dnia',
  points: 'Punkty',
  amount: 'Punkty',
  points_price: 'Cena w punktach',
  pln_price: 'Cena w zł',
  stock: 'Stan magazynowy',
  source: 'Źródło',
  reason: 'Powód',
  note: 'Notatka',
  expires_at: 'Wygasa',
  group_id: 'Grupa',
  prize_id: 'Nagroda',
  order_id: 'Zamówienie',
  shop_number: 'Numer w sklepie',
  cancelled_at: 'Anulowano',
  reject_reason: 'Powód odrzucenia',
  rejection_reason: 'Powód odrzucenia',
  reviewed_at: 'Oceniono',
  reviewed_by: 'Ocenił(a)',
  handled_at: 'Załatwiono',
  handled_by: 'Załatwił(a)',
  subject: 'Temat',
  message: 'Wiadomość',
  read_at: 'Przeczytano',
  sent_at: 'Wysłano',
  scheduled_at: 'Zaplanowano na',
  topic: 'Temat',
  question: 'Pytanie',
  version: 'Wersja',
  multiplier: 'Mnożnik',
  fixed_bonus: 'Premia stała',
  // inside settings
  months: 'Miesiące',
  maxFailures: 'Błędnych prób',
  windowMinutes: 'W ciągu minut',
  appStoreUrl: 'App Store',
  googlePlayUrl: 'Google Play',
  hours: 'Godziny',
  provider: 'Bramka',
  sender: 'Nadawca',
  pricePerPart: 'Cena części SMS',
};

/** Settings keys (the `settings` table's rows) in Polish, as the settings screen names them. */
const SETTINGS: Record<string, string> = {
  'points.validityYears': 'Ważność punktów (lata)',
  'points.expiryReminderDays': 'Przypomnienie o wygasających punktach (dni przed)',
  'premium.threshold': 'Próg grupy Premium',
  'prizes.pointsPerPln': 'Punkty za 1 zł',
  'codes.entryLimits': 'Limit błędnych kodów',
  'codes.fraudGuard': 'Ochrona przed nadużyciami',
  'program.contact': 'Dane kontaktowe',
  'program.stores': 'Aplikacje mobilne',
  'program.maintenanceNotice': 'Komunikat dla członków',
  'program.chatLicence': 'Licencja czatu',
  'mail.from': 'Nadawca e-maili',
  'sms.gateway': 'Bramka SMS',
  'page.registrationPhotoId': 'Zdjęcie strony rejestracji',
  'staff.administratorTwoFactorRequired': 'Logowanie dwuetapowe administratorów',
  'trainings.contact': 'Kontakt w sprawie szkoleń',
  'settings.version': 'Wersja ustawień',
};

/**
 * A field's Polish name: a setting's in a settings save (the server answers a save as one entry
 * whose fields are the settings' keys), the column's otherwise (unknown: as recorded).
 */
export const fieldName = (entity: string, field: string) => (entity === 'settings' ? SETTINGS[field] : undefined) ?? FIELDS[field] ?? field;

const PUBLISHED_STATUS = PUBLICATION_STATUS_LABELS as Record<string, string>;
/** Coded values as the screens show them: a table's status, a role, a ledger source. */
const CODES: Record<string, Record<string, Record<string | number, string>>> = {
  users: { status: MEMBER_STATUS_LABELS, role: ROLE_LABELS, staff_role: STAFF_ROLES },
  orders: { status: ORDER_STATUS_LABELS },
  campaigns: { status: CAMPAIGN_STATUS_LABELS },
  held_codes: { status: HELD_STATUS_LABELS },
  contest_entries: { status: CONTEST_ENTRY_LABELS },
  training_signups: { status: TRAINING_SIGNUP_LABELS },
  training_contact_requests: { status: TRAINING_CONTACT_REQUEST_LABELS },
  mailings: { status: MAILING_STATUSES },
  points_ledger: { source: LEDGER_SOURCE_LABELS },
};

/** A recorded code in words where the screens name it (else the value itself). */
export function codeLabel(entity: string, field: string, value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const labels = CODES[entity]?.[field] ?? (field === 'status' ? PUBLISHED_STATUS : undefined);
  return labels?.[value] ?? value;
}

/** Bookkeeping a settings save writes with every change: left out of the one-line summary. */
const SETTINGS_VERSION = 'settings.version';

/** Fields of the summary line: not the settings' version (it moves with every save). */
export const summaryField = (entity: string, field: string) => !(entity === 'settings' && field === SETTINGS_VERSION);
