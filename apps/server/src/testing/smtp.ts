import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The From header as written (`Klub <klub@firma.pl>`). */
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part (lib/mail-layout.ts), '' when there is none. */
  html: string;
  /** Header lines by lower-case name, as sent (`list-unsubscribe`: `<https://…>`). */
  headers: Record<string, string>;
  /** Attached files (a training's .ics), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server on a free local port; the app sends to it over SMTP like in production. */
export interface Mailbox {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to this address (optionally with a subject containing `subject`). */
  waitFor(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `n` messages are refused with a temporary error (451), as a busy or failing server does. */
  refuse(n: number): void;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.on('end', () => callback(Object.assign(new Error('Serwer chwilowo niedostępny'), { responseCode: 451 })));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase() ?? '') ?? []);
          const attachments = parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          }));
          const headers = Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()] as const));
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          mails.push({
            from: parsed.from?.text ?? '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            headers,
            attachments,
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed in the middle of a message (the kill -9 tests) resets its connection: smtp-server
  // reports that as an 'error' event, which without a listener would crash the test process.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('SMTP receiver:', err);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const find = (to: string, subject?: string) =>
    mails.find((m) => m.to.includes(to.toLowerCase()) && (!subject || m.subject.includes(subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to, subject);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to}${subject ? ` with subject "${subject}"` : ''} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    refuse(n) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
