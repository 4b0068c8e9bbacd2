import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. Without SMTP_URL (development) the message is written to the log
 * instead, so links (activation, reset) can be followed from the console.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl)
        opts.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (no SMTP_URL: logged, not sent)');
      else opts.log.debug({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
