/**
 * Polish texts of the web app that are not page titles (those live in paths.ts)
 * and not server messages (those come from the API). Spec §8 texts are exact.
 */
export const MESSAGES = {
  // spec §8 — exact
  loginSuccess: 'Zalogowano pomyślnie',
  loginError: 'Wystąpił błąd podczas logowania',
  adminLoginError: 'Błąd podczas logowania',
  passwordChanged: 'Zmieniono hasło pomyślnie',
  passwordChangeError: 'Błąd podczas zmiany hasła',
  loggedOut: 'Wylogowano pomyślnie',
  inactivityLogout: 'Użytkownik został wylogowany',

  // generic
  genericError: 'Wystąpił błąd. Spróbuj ponownie',
  loading: 'Wczytywanie…',
  empty: 'Brak danych',
  loadError: 'Nie udało się wczytać danych.',
  inPreparation: 'W przygotowaniu',
  saved: 'Zapisano zmiany',
  saveError: 'Nie udało się zapisać zmian',
  deleteError: 'Nie udało się usunąć',
  notFound: 'Nie znaleziono',
  registrationError: 'Nie udało się założyć konta',
  resetInitError: 'Nie udało się wysłać linku',
  resendActivationError: 'Nie udało się wysłać linku aktywacyjnego',
  failedMailRetryError: 'Nie udało się ponowić wysyłki',
  messageSendError: 'Nie udało się wysłać wiadomości',
  messageEmailError: 'Nie udało się wysłać wiadomości e-mailem',
  contactError: 'Nie udało się wysłać wiadomości',
  attachmentError: 'Nie udało się dodać załącznika',
  attachmentDownloadError: 'Nie udało się pobrać załącznika',
  mailingError: 'Nie udało się zlecić mailingu',
  mailingCancelError: 'Nie udało się anulować mailingu',
  smsError: 'Nie udało się zlecić wysyłki SMS',
  smsTokenError: 'Nie udało się zapisać klucza bramki SMS',
  smsCancelError: 'Nie udało się anulować wysyłki SMS',
  failedMailDeleteError: 'Nie udało się usunąć e-maila z listy',
  resetConfirmError: 'Nie udało się ustawić nowego hasła',
  activationError: 'Nie udało się aktywować konta',
  deleteAccountError: 'Nie udało się usunąć konta',
  resetLinkInvalid: 'Link do ustawienia hasła jest niepełny. Skopiuj cały adres z wiadomości e-mail albo poproś o nowy link.',
  adminMeError: 'Nie udało się pobrać danych administratora. Zaloguj się ponownie',
} as const;
