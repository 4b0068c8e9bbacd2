import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SMSAPI.pl's REST API (`POST /sms.do`), over real HTTP: it checks the token,
 * keeps every message as received (the text exactly as sent: Polish letters), refuses an `idx` it
 * has seen (`check_idx`, error 105), can refuse the next calls as the real one does, and sends the
 * delivery callbacks to the `notify_url` it was given, as GET with SMSAPI's parameters.
 */
export interface GatewaySms {
  id: string;
  to: string;
  text: string;
  from: string | null;
  idx: string | null;
  notifyUrl: string | null;
  encoding: string | null;
  /** The token it came with (Bearer). */
  token: string;
}

export interface SmsGatewayStandIn {
  url: string;
  token: string;
  /** Accepts this token too (an account's second API token). */
  accept(token: string): void;
  messages: GatewaySms[];
  /** The next `n` calls answer with `kind`: HTTP 503, or SMSAPI's error 13 (no valid number: final). */
  refuse(n: number, kind: 'unavailable' | 'badNumber'): void;
  /** Waits until the gateway holds `n` messages. */
  waitFor(n: number, timeoutMs?: number): Promise<GatewaySms[]>;
  /** The gateway's delivery report of a message (SMSAPI codes: 404 DELIVERED, 405 UNDELIVERED …): what our server answered. */
  report(sms: GatewaySms, code?: number, name?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startSmsGateway(token = 'stand-in-sms-token-0001'): Promise<SmsGatewayStandIn> {
  const messages: GatewaySms[] = [];
  const seenIdx = new Set<string>();
  const tokens = new Set([token]);
  let refusals = 0;
  let refusal: 'unavailable' | 'badNumber' = 'unavailable';
  let next = 1000;
  const waiters: Array<() => void> = [];

  const server = createServer((req, res) => {
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    // A sender killed mid-request (the kill -9 test) leaves a body that never ends: nothing to answer.
    body(req)
      .catch(() => undefined)
      .then((raw) => {
        if (raw === undefined) return;
        if (req.method !== 'POST' || req.url !== '/sms.do') return answer(404, { error: 404, message: 'Not found' });
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        if (!tokens.has(bearer)) return answer(401, { error: 101, message: 'Authorization failed' });
        if (refusals > 0) {
          refusals--;
          if (refusal === 'unavailable') return answer(503, { error: 999, message: 'Service unavailable' });
          return answer(200, { error: 13, message: 'No correct phone numbers' });
        }
        const form = new URLSearchParams(raw);
        const to = form.get('to') ?? '';
        const text = form.get('message') ?? '';
        if (!/^48\d{9}$/.test(to)) return answer(200, { error: 13, message: 'No correct phone numbers' });
        if (!text) return answer(200, { error: 11, message: 'Message empty' });
        const idx = form.get('idx');
        if (idx && form.get('check_idx') === '1') {
          if (seenIdx.has(idx)) return answer(200, { error: 105, message: 'Invalid idx: sent already' });
          seenIdx.add(idx);
        }
        const sms: GatewaySms = {
          id: String(next++),
          to,
          text,
          from: form.get('from'),
          idx,
          notifyUrl: form.get('notify_url'),
          encoding: form.get('encoding'),
          token: bearer,
        };
        messages.push(sms);
        waiters.splice(0).forEach((w) => w());
        answer(200, {
          count: 1,
          list: [
            { id: sms.id, points: 0.16, number: to, date_sent: Math.floor(Date.now() / 1000), submitted_number: to, status: 'QUEUE', idx },
          ],
        });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    accept: (t) => void tokens.add(t),
    messages,
    refuse(n, kind) {
      refusals = n;
      refusal = kind;
    },
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the SMS gateway holds ${messages.length} messages, not ${n}, after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return messages.slice(0, n);
    },
    async report(sms, code = 404, name = 'DELIVERED') {
      if (!sms.notifyUrl) throw new Error(`SMS ${sms.id} came without notify_url`);
      const url = new URL(sms.notifyUrl);
      url.searchParams.set('MsgId', sms.id);
      url.searchParams.set('status', String(code));
      url.searchParams.set('status_name', name);
      if (sms.idx) url.searchParams.set('idx', sms.idx);
      url.searchParams.set('donedate', String(Math.floor(Date.now() / 1000)));
      url.searchParams.set('to', sms.to);
      const res = await fetch(url);
      return { status: res.status, body: await res.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
