import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_EXCERPT_BYTES, WEBHOOK_MESSAGES, WEBHOOK_TIMEOUT_MS } from '@klub/contracts';

/**
 * Where a webhook may go (issue 40, "safe targets"). In production only https; never to loopback,
 * private, link-local (169.254.169.254, the clouds' metadata service, is one), carrier-grade NAT,
 * multicast, reserved or other special addresses — checked on the address the connection really
 * uses, after DNS resolution (the lookup of the connection itself, so a name cannot resolve one way
 * for the check and another for the connection). Redirects are never followed: a 3xx is a failed
 * attempt. WEBHOOKS_ALLOW_PRIVATE (tests, on-premises installs) lifts the address rule only.
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  httpsOnly: boolean;
}

/** Only ipaddr.js's `unicast` range: every special-purpose range (loopback, private, link-local, …) is refused. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === 'unicast';
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

/** The URL's own shape (scheme; an address written as digits): null when allowed, else why not. */
export function urlRefusal(url: string, policy: TargetPolicy): string | null {
  const u = new URL(url);
  if (policy.httpsOnly && u.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
  const host = hostOf(u);
  if (!policy.allowPrivate && (ipaddr.isValid(host) ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost')))
    return WEBHOOK_MESSAGES.privateAddress;
  return null;
}

class RefusedAddress extends Error {}

/** dns.lookup, refusing a name that resolves to any address outside the public range. */
function checkedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
        return callback(new RefusedAddress(WEBHOOK_MESSAGES.privateAddress), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface Outcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

/** The start of a body as storable text (no NUL, which PostgreSQL text refuses). */
const excerptOf = (chunks: Buffer[]) => Buffer.concat(chunks).subarray(0, WEBHOOK_EXCERPT_BYTES).toString('utf8').replace(/\0/g, '');

function describe(err: Error & { code?: string }): string {
  if (err instanceof RefusedAddress) return err.message;
  if (err.name === 'AbortError' || err.name === 'TimeoutError' || err.code === 'ABORT_ERR') return WEBHOOK_MESSAGES.timeout;
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return WEBHOOK_MESSAGES.unresolved;
  return WEBHOOK_MESSAGES.connection(err.code ?? err.message);
}

/** One POST of a signed body: never throws, the outcome says what happened. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: TargetPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<Outcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const refusal = urlRefusal(url, policy);
  if (refusal) return { ok: false, statusCode: null, durationMs: 0, excerpt: null, error: refusal };
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Klub-Webhooks/1',
        },
        lookup: checkedLookup(policy),
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const statusCode = res.statusCode ?? 0;
          const ok = statusCode >= 200 && statusCode < 300;
          const error = ok ? null : statusCode >= 300 && statusCode < 400 ? WEBHOOK_MESSAGES.redirect : `HTTP ${statusCode}`;
          resolve({ ok, statusCode, durationMs: took(), excerpt: excerptOf(chunks), error });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // The rest of a long answer is not read: the excerpt is all that is kept.
          if (size >= WEBHOOK_EXCERPT_BYTES) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', () => finish());
      },
    );
    req.on('error', (err) => resolve({ ok: false, statusCode: null, durationMs: took(), excerpt: null, error: describe(err) }));
    req.end(body);
  });
}
