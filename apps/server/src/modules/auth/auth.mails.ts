import type { MailMessage } from '../../lib/mailer';

/** Polish e-mail texts for account links. */
export function activationMail(to: string, firstname: string, link: string): MailMessage {
  return {
    to,
    subject: 'Klub — aktywuj swoje konto',
    text:
      `Cześć ${firstname},\n\ndziękujemy za rejestrację w Klubie. Aby aktywować konto, otwórz link:\n${link}\n\n` +
      'Link jest ważny 7 dni. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\nZespół Klubu',
  };
}

export function resetMail(to: string, firstname: string, link: string): MailMessage {
  return {
    to,
    subject: 'Klub — ustaw nowe hasło',
    text:
      `Cześć ${firstname},\n\notrzymaliśmy prośbę o ustawienie nowego hasła. Otwórz link, aby je ustawić:\n${link}\n\n` +
      'Link jest ważny 60 minut i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość — hasło się nie zmieni.\n\nZespół Klubu',
  };
}
