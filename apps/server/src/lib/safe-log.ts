/**
 * What the logs may say about an error or a request: no personal data, no secrets.
 *
 * A failed query reaches the log as drizzle's "Failed query: <sql> params: <every value>" — an
 * e-mail, a phone number, a password hash. Database errors are therefore logged by what the
 * operator needs: SQLSTATE, constraint, table, column, routine, and PostgreSQL's message with
 * quoted values blanked ('invalid input syntax for type integer: "…"'); the statement is kept
 * without its parameters. Every other message, stack and URL is passed through `redact`.
 */

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const PASSWORD_HASH = /\$(?:argon2(?:id|i|d)|2[aby]|scrypt|pbkdf2[\w-]*)\$(?:[\w+/=.$-]|,(?=\w))+/g;
/** Polish phone numbers as typed: 600000021, 600 000 021, +48 600-000-021. */
const PHONE = /(?<![\w.])(?:\+?48[ -]?)?\d{3}[ -]?\d{3}[ -]?\d{3}(?![\w])/g;
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi;

export function redact(text: string): string {
  return text.replace(EMAIL, '<e-mail>').replace(PASSWORD_HASH, '<hash>').replace(BEARER, '$1<token>').replace(PHONE, '<phone>');
}

/** What a log may say about an e-mail address: its domain ("example.pl"); never the mailbox. */
export function emailDomain(address: unknown): string | undefined {
  const text = Array.isArray(address) ? String(address[0] ?? '') : String(address ?? '');
  const at = text.lastIndexOf('@');
  return at < 0
    ? undefined
    : text
        .slice(at + 1)
        .replace(/[>\s].*$/, '')
        .toLowerCase();
}

/** PostgreSQL quotes the values it complains about ("…") and string literals ('…'): both go. */
const blankQuoted = (text: string) => text.replace(/"[^"]*"/g, '"…"').replace(/'(?:[^']|'')*'/g, "'…'");

type Loose = Error & Record<string, unknown>;

/** node-postgres' DatabaseError (an ErrorResponse from the server): has a SQLSTATE and a severity. */
function isDatabaseError(e: Loose): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/** drizzle's wrapper: carries the statement and all its parameters. */
function isQueryError(e: Loose): boolean {
  return 'query' in e && 'params' in e;
}

function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .map(redact)
    .join('\n');
}

const pick = (e: Loose, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => e[k] !== undefined && e[k] !== null && e[k] !== '').map((k) => [k, e[k]]));

/** The `err` serializer of every logger of the app (pino's would print every own property, `params` included). */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: redact(String(err)) };
  const e = err as Loose;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : String(e.name ?? 'Error');
  let out: Record<string, unknown>;
  if (isDatabaseError(e)) {
    out = {
      type,
      message: redact(blankQuoted(e.message)),
      sqlstate: e.code,
      ...pick(e, ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine']),
    };
  } else if (isQueryError(e)) {
    out = { type, message: 'database query failed' };
  } else {
    out = { type, message: redact(String(e.message ?? '')), ...pick(e, ['code', 'statusCode']) };
  }
  // The statement (drizzle's wrapper; PGlite's own error too) without its parameters and literals.
  if (typeof e.query === 'string') {
    out.statement = redact(e.query.replace(/'(?:[^']|'')*'/g, "'…'").replace(/\s+/g, ' ')).slice(0, 500);
    if (Array.isArray(e.params)) out.paramCount = e.params.length;
  }
  const stack = frames(e.stack);
  if (stack) out.stack = `${type}: ${String(out.message)}\n${stack}`;
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Single-use link secrets that travel in a query string (activation, password reset). */
const LINK_SECRET = /([?&](?:token|activate|key)=)[^&#]*/gi;

/** Fastify's request serializer: link secrets, e-mail addresses and phone numbers in the URL (search boxes) blanked. */
export function serializeRequest(req: LoggedRequest) {
  const url = req.url && redact(req.url.replace(LINK_SECRET, '$1<secret>').replace(/%40/gi, '@'));
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** Fastify's logger options want `{type, message, stack}` from the err serializer: serializeError gives them (stack when it has frames). */
export const logSerializers = {
  err: (err: unknown) => serializeError(err) as { type: string; message: string; stack: string; [key: string]: unknown },
  req: serializeRequest,
};
