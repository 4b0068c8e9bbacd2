import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as the Standard Webhooks convention says (https://www.standardwebhooks.com): the secret
 * is `whsec_` + base64 of 32 random bytes; the signature is `v1,` + base64 of HMAC-SHA256, keyed with
 * the secret's decoded bytes, over `${id}.${timestamp}.${body}`. While a rotation's grace period runs
 * both secrets sign, their signatures separated by a space: a receiver accepts any one it can verify.
 */
const PREFIX = 'whsec_';

export const newWebhookSecret = () => PREFIX + randomBytes(32).toString('base64');

const keyOf = (secret: string) => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The three headers of one delivery; `secrets`: the current one first, then one in its grace period. */
export function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
