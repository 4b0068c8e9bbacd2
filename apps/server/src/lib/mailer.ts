import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  /** The sender; the mailer's own when not given. */
  from?: string;
  to: string;
  /** Where answers go (a member's message forwarded to the club: the member). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a training's .ics calendar file). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (a mailing's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. Without SMTP_URL (development) the message is written to the log
 * instead, so links (activation, reset) can be followed from the console.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger; pool?: number }): Mailer {
  // A server that stops answering fails the send (and the job retries it) instead of holding it for
  // nodemailer's default 10 minutes.
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        ...timeouts,
        // A mailing keeps `pool` connections open and sends one message after another on each.
        ...(opts.pool ? { pool: true, maxConnections: opts.pool, maxMessages: 500 } : {}),
      })
    : nodemailer.createTransport({ jsonTransport: true });
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

/** Every message from the sender `sender()` names at the time of sending (the admin's setting, read through its cache). */
export function withSender(mailer: Mailer, sender: () => Promise<string>): Mailer {
  return {
    async send(message) {
      await mailer.send({ ...message, from: message.from ?? (await sender()) });
    },
    close: () => mailer.close(),
  };
}
