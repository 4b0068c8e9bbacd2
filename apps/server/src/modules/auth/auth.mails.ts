import { MAIL_TEXTS } from '@klub/contracts';
import type { MailMessage } from '../../lib/mailer';

/** Account links by e-mail; the texts are in `MAIL_TEXTS` (packages/contracts). */
export const activationMail = (to: string, firstname: string, link: string): MailMessage => ({
  to,
  ...MAIL_TEXTS.activation(firstname, link),
});

export const resetMail = (to: string, firstname: string, link: string): MailMessage => ({
  to,
  ...MAIL_TEXTS.passwordReset(firstname, link),
});
