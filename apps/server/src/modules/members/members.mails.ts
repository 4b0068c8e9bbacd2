import type { MailMessage } from '../../lib/mailer';

/** An account made by an admin: the person sets their own password through a single-use link. */
export function welcomeMail(to: string, firstname: string, link: string): MailMessage {
  return {
    to,
    subject: 'Klub — witamy! Ustaw swoje hasło',
    text:
      `Cześć ${firstname},\n\nzałożyliśmy dla Ciebie konto w Klubie. Aby się zalogować, ustaw hasło:\n${link}\n\n` +
      'Link jest ważny 7 dni i działa tylko raz.\n\nZespół Klubu',
  };
}
