import { MAIL_TEXTS } from '@klub/contracts';
import type { MailMessage } from '../../lib/mailer';

/** An account made by an admin: the person sets their own password through a single-use link. */
export const welcomeMail = (to: string, firstname: string, link: string): MailMessage => ({ to, ...MAIL_TEXTS.welcome(firstname, link) });

/** The club confirmed the account (ACTIVE_CONFIRMED): the member may order prizes from the catalogue. */
export const accountConfirmedMail = (to: string, firstname: string, publicUrl: string): MailMessage => ({
  to,
  ...MAIL_TEXTS.accountConfirmed(firstname, `${publicUrl}/group`),
});
