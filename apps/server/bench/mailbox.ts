// The mailing benchmark's SMTP receiver in a process of its own (in production the mail server is
// another machine: its parsing must not take the sender's CPU): startMailbox (src/testing/smtp.ts),
// driven over IPC by mailing.bench.ts. First message: `{ url }`. Then, one question at a time:
// `{ wait: n, timeoutMs }` answers `{ ok }` once n mails are in (or the time is up); `{ report: true }`
// answers what came in since the last report (mails, distinct recipients, characters of text) and
// empties the box for the next run.
import { startMailbox } from '../src/testing/smtp';

const box = await startMailbox();
type Question = { wait: number; timeoutMs: number } | { report: true };

process.on('message', (q: Question) => {
  if ('report' in q) {
    const to = new Set(box.mails.flatMap((m) => m.to));
    const textChars = box.mails.reduce((n, m) => n + m.text.length, 0);
    process.send!({ received: box.mails.length, distinct: to.size, textChars });
    box.mails.length = 0;
    return;
  }
  const deadline = Date.now() + q.timeoutMs;
  const check = setInterval(() => {
    const ok = box.mails.length >= q.wait;
    if (!ok && Date.now() < deadline) return;
    clearInterval(check);
    process.send!({ ok });
  }, 2);
});
process.on('disconnect', () => process.exit(0));
process.send!({ url: box.url });
