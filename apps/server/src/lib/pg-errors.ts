import { DATABASE_ERRORS, ERROR_CODES, type ErrorCode, PRIZE_MESSAGES } from '@klub/contracts';
import { AppError } from '../errors';

/**
 * PostgreSQL errors as Polish 4xx answers: ONE place for every SQLSTATE the API can meet because
 * of what a client sent (a value the contracts let through, a race on a unique index, a row that
 * is still referenced). The error handler (plugins/errors.ts) uses it for anything a route did not
 * map itself, so a missed case answers 4xx, never 500; routes use `guardPg` for a more precise text.
 */

interface PgErrorLike {
  code: string;
  constraint?: string;
  detail?: string;
}

/** SQLSTATE classes: five characters, digits and capitals. Socket codes (ECONNRESET, EPIPE) are not. */
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;

/** The PostgreSQL error inside `err`: node-postgres and PGlite throw it; drizzle wraps it in `cause`. */
export function pgErrorOf(err: unknown): PgErrorLike | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e as PgErrorLike;
  }
  return undefined;
}

/** The SQLSTATE of `err` (or of its cause), if it is a PostgreSQL error. */
export const pgCode = (err: unknown): string | undefined => pgErrorOf(err)?.code;

export const isUniqueViolation = (err: unknown): boolean => pgCode(err) === '23505';

type DbErrorKey = keyof typeof DATABASE_ERRORS;

/** What each SQLSTATE a client can cause means (22007 is the format sibling of 22008). */
const BY_SQLSTATE: Record<string, DbErrorKey> = {
  '22P05': 'badCharacter',
  '22021': 'badCharacter',
  '22003': 'outOfRange',
  '22008': 'badDate',
  '22007': 'badDate',
  '22P02': 'badValue',
  '23505': 'duplicate',
  '23503': 'foreignKey',
  '23514': 'ruleBroken',
};

/** Constraints whose violation has a better-known answer than the generic text. */
const BY_CONSTRAINT: Record<string, { code: ErrorCode; message?: string }> = {
  users_email_key: { code: 'EMAIL_TAKEN' },
  member_points_balance_nonneg: { code: 'INSUFFICIENT_POINTS' },
  prizes_stock_nonneg: { code: 'CONFLICT', message: PRIZE_MESSAGES.stockShort },
};

/** Texts a caller gives for its own constraints (all optional; the generic Polish text otherwise). */
export interface PgMessages {
  /** 23505: a unique index (→ 409). */
  unique?: string;
  /** 23503: a foreign key, either way (→ 409). */
  foreignKey?: string;
  /** 22003 and 23514: a number outside its column or a CHECK (→ 400). */
  range?: string;
}

const appError = (status: number, message: string) => new AppError(status === 409 ? 'CONFLICT' : 'VALIDATION', message);

/** The Polish 4xx for a PostgreSQL error a client caused; undefined for anything else (a bug, an outage). */
export function pgErrorToAppError(err: unknown, messages: PgMessages = {}): AppError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const key = BY_SQLSTATE[pg.code];
  if (!key) return undefined;
  if (pg.code === '23505' && messages.unique) return appError(409, messages.unique);
  if (pg.code === '23503' && messages.foreignKey) return appError(409, messages.foreignKey);
  if ((pg.code === '22003' || pg.code === '23514') && messages.range) return appError(400, messages.range);
  const known = pg.constraint ? BY_CONSTRAINT[pg.constraint] : undefined;
  if (known) return new AppError(known.code, known.message);
  if (pg.code === '23503') {
    // PostgreSQL's English detail tells the direction; on a server speaking another language the neutral text stays.
    if (/still referenced/.test(pg.detail ?? '')) return appError(409, DATABASE_ERRORS.stillReferenced.message);
    if (/not present/.test(pg.detail ?? '')) return appError(409, DATABASE_ERRORS.missingReference.message);
  }
  const { status, message } = DATABASE_ERRORS[key];
  return appError(status, message);
}

/** Runs `work`; a PostgreSQL error a client caused becomes its Polish 4xx (texts from `messages` first). */
export async function guardPg<T>(work: () => Promise<T>, messages: PgMessages = {}): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw pgErrorToAppError(err, messages) ?? err;
  }
}

/** For the error handler: the status and body of a mapped PostgreSQL error. */
export function pgErrorResponse(err: unknown): { status: number; message: string } | undefined {
  const mapped = pgErrorToAppError(err);
  return mapped ? { status: mapped.status, message: mapped.message ?? ERROR_CODES.VALIDATION.message } : undefined;
}
