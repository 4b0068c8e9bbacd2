/**
 * Every user-visible Polish text the server sends, keyed by error code.
 * The server's error plugin maps an AppError code to its status and message.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'Nieprawidłowe dane' },
  INVALID_JSON: { status: 400, message: 'Nieprawidłowy format danych (oczekiwano JSON)' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Nieobsługiwany typ danych' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Przesłane dane są zbyt duże' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'Żądany zakres bajtów wykracza poza plik' },
  UNAUTHORIZED: { status: 401, message: 'Zaloguj się, aby kontynuować' },
  TOKEN_INVALID: { status: 401, message: 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie' },
  /** An admin token unused longer than the idle timeout (the browser's 10 minutes + 2). */
  SESSION_IDLE: { status: 401, message: 'Użytkownik został wylogowany z powodu braku aktywności. Zaloguj się ponownie' },
  WRONG_TOKEN_SPACE: { status: 403, message: 'Ten token nie daje dostępu do tej części serwisu' },
  FORBIDDEN: { status: 403, message: 'Brak uprawnień do tej operacji' },
  NOT_FOUND: { status: 404, message: 'Nie znaleziono' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Nie ma takiego adresu API' },
  BAD_URL: { status: 400, message: 'Nieprawidłowy adres: niepoprawnie zakodowane znaki w ścieżce' },
  URI_TOO_LONG: { status: 414, message: 'Adres jest zbyt długi' },
  RATE_LIMITED: { status: 429, message: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut' },
  INVALID_CREDENTIALS: { status: 401, message: 'Nieprawidłowy e-mail lub hasło' },
  ACCOUNT_NOT_ACTIVE: { status: 403, message: 'Konto nie jest aktywne. Kliknij link aktywacyjny wysłany e-mailem' },
  ADMIN_USE_ADMIN_PANEL: { status: 403, message: 'To konto administratora. Zaloguj się w panelu administracyjnym' },
  EMAIL_TAKEN: { status: 409, message: 'Konto z tym adresem e-mail już istnieje' },
  /** A new activation link asked for an account that does not wait for one (activated once, or never registered itself). */
  NOT_WAITING_FOR_ACTIVATION: {
    status: 409,
    message: 'To konto nie czeka na aktywację: zostało już aktywowane (także gdy potem je dezaktywowano) albo nie zakładał go sam członek',
  },
  LINK_INVALID: { status: 400, message: 'Link jest nieprawidłowy, wygasł lub został już użyty' },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Obecne hasło jest nieprawidłowe' },
  SAME_PASSWORD: { status: 400, message: 'Nowe hasło musi różnić się od obecnego' },
  INSUFFICIENT_POINTS: { status: 409, message: 'Za mało punktów' },
  CODE_INVALID: { status: 400, message: 'Nieprawidłowy kod lub kod został już wykorzystany' },
  CODE_TYPO: { status: 400, message: 'Ten kod zawiera literówkę — sprawdź go ze zdjęciem lub opakowaniem i wpisz ponownie' },
  CODE_OFFER_ENDED: { status: 400, message: 'Oferta dla tego produktu już się zakończyła — kod nie nalicza punktów' },
  CODE_ENTRY_BLOCKED: { status: 429, message: 'Wpisywanie kodów jest chwilowo zablokowane po zbyt wielu błędnych kodach' },
  NO_POINTS_ROLE: { status: 403, message: 'To konto nie zbiera punktów' },
  /** A member's write while the current regulations version is not accepted (docs/domain.md "Regulaminy"). */
  REGULATIONS_NOT_ACCEPTED: { status: 403, message: 'Zaakceptuj aktualny regulamin programu, aby dalej korzystać z konta' },
  CONFLICT: { status: 409, message: 'Operacja koliduje z istniejącymi danymi' },
  INTERNAL: { status: 500, message: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Usługa jest chwilowo niedostępna' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** 429 texts of the rate limits (`minutes` until the window ends); sent with a `Retry-After` header. */
export const RATE_LIMIT_MESSAGES = {
  tooMany: (minutes: number) => `Zbyt wiele prób. Spróbuj ponownie za ${minutes} min.`,
  contactMessages: (minutes: number) => `Wysłano już wiele wiadomości w ciągu godziny. Kolejną możesz wysłać za ${minutes} min.`,
  signupIp: (minutes: number) => `Zbyt wiele rejestracji z tego adresu sieciowego. Spróbuj ponownie za ${minutes} min.`,
  signupEmail: (minutes: number) => `Zbyt wiele prób rejestracji na ten adres e-mail. Spróbuj ponownie za ${minutes} min.`,
  changePassword: (minutes: number) => `Zbyt wiele prób zmiany hasła. Spróbuj ponownie za ${minutes} min.`,
  resendActivation: (minutes: number) => `Wysłano już kilka linków aktywacyjnych. Kolejny możesz zamówić za ${minutes} min.`,
  /** Sign-in: too many failed attempts on this account from this network address (apps/server auth.service.ts). */
  signinAccountAddress: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania na to konto z tego adresu sieciowego. Spróbuj ponownie za ${minutes} min.`,
  /** Sign-in: too many failed attempts from this network address, whatever the account. */
  signinAddress: (minutes: number) => `Zbyt wiele nieudanych prób logowania z tego adresu sieciowego. Spróbuj ponownie za ${minutes} min.`,
} as const;

/** Success texts the API returns in `{message}` bodies. */
export const SERVER_MESSAGES = {
  signedUp: 'Konto zostało założone. Sprawdź skrzynkę e-mail i kliknij link aktywacyjny',
  activated: 'Konto zostało aktywowane. Możesz się zalogować',
  activationResent: 'Jeśli konto z tym adresem czeka na aktywację, wysłaliśmy na nie nowy link aktywacyjny',
  activationResentTo: (email: string) => `Wysłano nowy link aktywacyjny na adres ${email}`,
  resetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła',
  passwordReset: 'Hasło zostało zmienione. Możesz się zalogować',
  passwordChanged: 'Zmieniono hasło pomyślnie',
  loggedOut: 'Wylogowano pomyślnie',
  accountDeleted: 'Konto zostało usunięte',
  deleted: 'Usunięto',
  saved: 'Zapisano',
  /** A 500 answer names the request id (also in `x-request-id` and the log). */
  internalError: (requestId: string) => `${ERROR_CODES.INTERNAL.message} (nr zgłoszenia: ${requestId})`,
} as const;

/** Field-level texts used by the zod contracts (shown next to form fields). */
export const FIELD_MESSAGES = {
  required: 'To pole jest wymagane',
  email: 'Podaj poprawny adres e-mail',
  tooLong: (max: number) => `Maksymalnie ${max} znaków`,
  tooManyItems: (max: number) => `Można wybrać najwyżej ${max} pozycji`,
  passwordRules: 'Hasło musi mieć od 8 do 128 znaków, w tym literę i cyfrę',
  phone: 'Podaj poprawny numer telefonu (9 cyfr, opcjonalnie z +48)',
  postCode: 'Podaj kod pocztowy w formacie 00-000',
  nip: 'Podaj poprawny NIP (10 cyfr z prawidłową sumą kontrolną)',
  regulations: 'Zaakceptuj regulamin programu',
  passwordsDiffer: 'Hasła nie są takie same',
  role: 'Wybierz rodzaj działalności',
  region: 'Wybierz województwo',
  /** A NUL byte or a broken (lone surrogate) character: PostgreSQL cannot store either. */
  forbiddenChars: 'Tekst zawiera niedozwolony znak (np. bajt NUL) — usuń go i spróbuj ponownie',
  id: 'Nieprawidłowy identyfikator',
  integer: 'Podaj liczbę całkowitą',
  numberRange: (min: number, max: number) => `Podaj liczbę od ${min} do ${max}`,
  dateFormat: 'Podaj datę w formacie rrrr-mm-dd',
  dateImpossible: 'Taka data nie istnieje — sprawdź dzień i miesiąc',
  dateRange: (from: number, to: number) => `Podaj datę z lat ${from}–${to}`,
  /** A number that is not finite (NaN, Infinity). */
  number: 'Podaj liczbę',
  /** A text of the wrong shape (a pattern without its own message). */
  format: 'Nieprawidłowy format wartości',
  /** Any other refused value (a rule without its own message, a union none of whose shapes fits). */
  invalid: 'Nieprawidłowa wartość',
} as const;

/**
 * What the API answers when PostgreSQL itself refuses a value or a constraint (SQLSTATE), for the
 * cases the contracts did not catch first (apps/server/src/lib/pg-errors.ts). Status and Polish text.
 */
export const DATABASE_ERRORS = {
  /** 22P05 untranslatable character, 22021 invalid byte sequence (a NUL byte, broken UTF-8). */
  badCharacter: { status: 400, message: FIELD_MESSAGES.forbiddenChars },
  /** 22003 numeric value out of range (an id or number above the column's type). */
  outOfRange: { status: 400, message: 'Liczba jest poza dozwolonym zakresem' },
  /** 22008 datetime field overflow (2026-02-30), 22007 invalid datetime format. */
  badDate: { status: 400, message: 'Nieprawidłowa data — taki dzień nie istnieje' },
  /** 22P02 invalid text representation (text where a number, boolean or uuid was expected). */
  badValue: { status: 400, message: 'Nieprawidłowy format wartości' },
  /** 23505 unique violation. */
  duplicate: { status: 409, message: 'Taki wpis już istnieje' },
  /** 23503 foreign key violation, inserting or updating: the row it points to is missing. */
  missingReference: { status: 409, message: 'Wskazany powiązany element nie istnieje (mógł zostać usunięty)' },
  /** 23503 foreign key violation, deleting: other data still points to the row. */
  stillReferenced: { status: 409, message: 'Nie można usunąć: te dane są jeszcze używane w innych miejscach' },
  /** 23503 when PostgreSQL's detail does not say which way (a server with another lc_messages). */
  foreignKey: { status: 409, message: 'Operacja narusza powiązania danych: wskazany element nie istnieje albo jest jeszcze używany' },
  /** 23514 check violation. */
  ruleBroken: { status: 409, message: 'Operacja narusza reguły danych (np. wartość poza dozwolonym zakresem)' },
} as const satisfies Record<string, { status: 400 | 409; message: string }>;
