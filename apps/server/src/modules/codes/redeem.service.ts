import { sql } from 'drizzle-orm';
import { CODE_BLOCK, ERROR_CODES, LEDGER_SOURCES, POINTS_ROLES, type RoleCode } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';
import { AppError } from '../../errors';
import { countHit } from '../../lib/rate-limit';
import { endOfYearWarsaw, warsawYear } from '../../lib/time';
import type { Deps } from '../../deps';
import { creditForCode } from '../ledger/ledger.service';
import { classifyCode, formatCode, normalizeCode } from './code-format';
import { pointsValidityYears } from './settings';

export interface RedeemRequest {
  userId: number;
  code: string;
  source: typeof LEDGER_SOURCES.CLUB_ADMIN | typeof LEDGER_SOURCES.MOBILE_APP;
  /** Who typed it: the member, or an admin entering it on the member's behalf. */
  actorId: number;
}

export interface Redeemed {
  code: string;
  points: number;
  packageName: string;
  balance: number;
  message: string;
}

const blockRule = (userId: number) => ({ key: `codes:fail:${userId}`, limit: CODE_BLOCK.maxFailures, windowSeconds: CODE_BLOCK.windowSeconds });

interface Lookup {
  blocked_for: number | null;
  role: number;
  status: string;
  is_deleted: boolean;
  code_id: number | null;
  redeemed_by: number | null;
  package_name: string | null;
  group_name: string | null;
  points: number | null;
  ended: boolean | null;
  balance: number;
}

/** Everything a redemption decides on, in one round trip: the member, their block, the code and its package. */
function lookup(db: Database, userId: number, code: string): Promise<Lookup[]> {
  const rule = blockRule(userId);
  return queryRows<Lookup>(db, sql`
    select
      (select ceil(extract(epoch from (r.window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int
         from rate_limits r where r.key = ${rule.key} and r.hits >= ${rule.limit}
          and r.window_start > now() - make_interval(secs => ${rule.windowSeconds})) as blocked_for,
      u.role, u.status, u.is_deleted,
      c.id as code_id, c.redeemed_by, p.name as package_name, p.group_name, p.points,
      (p.is_not_actual or (p.expires_at is not null and p.expires_at < (now() at time zone 'Europe/Warsaw')::date)) as ended,
      coalesce((select balance from member_points where user_id = u.id), 0)::int as balance
    from users u
    left join codes c on c.code = ${code}
    left join points_packages p on p.id = c.package_id
    where u.id = ${userId}`);
}

/**
 * Redeems one code for one member, exactly once:
 *  - one conditional UPDATE (… where redeemed_by is null) decides who gets a code; it runs in the
 *    same statement as the ledger credit and the member totals, so they commit together;
 *  - a concurrent attempt by someone else finds nothing to claim and gets the one "invalid code" answer;
 *  - a repeat by the same member (a retry) gets the same success answer and no second credit;
 *  - a unique index allows one credit per code, whatever happens.
 * Wrong codes count towards the block (10 in an hour); typos caught by the check character do not.
 */
export async function redeemCode(deps: Deps, req: RedeemRequest): Promise<Redeemed> {
  const code = normalizeCode(req.code);
  const shape = classifyCode(code);
  const [row] = await lookup(deps.db, req.userId, shape === 'invalid' ? '' : code);
  if (!row || row.is_deleted) throw new AppError('NOT_FOUND', 'Nie ma takiego uczestnika');
  if (row.blocked_for) {
    throw new AppError('CODE_ENTRY_BLOCKED', `${ERROR_CODES.CODE_ENTRY_BLOCKED.message}. Spróbuj ponownie za ${Math.ceil(row.blocked_for / 60)} min.`);
  }
  if (!POINTS_ROLES.includes(row.role as RoleCode)) throw new AppError('NO_POINTS_ROLE');
  if (row.status === 'NOT_ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  if (shape === 'typo') throw new AppError('CODE_TYPO');
  try {
    return await claim(deps, req, code, row);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'CODE_INVALID' || err.code === 'CODE_OFFER_ENDED')) await countHit(deps.db, blockRule(req.userId));
    throw err;
  }
}

async function claim(deps: Deps, req: RedeemRequest, code: string, row: Lookup): Promise<Redeemed> {
  if (row.code_id === null) throw new AppError('CODE_INVALID');
  const answer = (balance: number): Redeemed => ({
    code: formatCode(code),
    points: row.points!,
    packageName: row.package_name!,
    balance,
    message: `Dodano ${row.points} pkt za kod ${formatCode(code)}`,
  });
  if (row.redeemed_by === req.userId) return answer(row.balance);
  if (row.redeemed_by !== null) throw new AppError('CODE_INVALID');
  if (row.ended) throw new AppError('CODE_OFFER_ENDED');

  const validity = await pointsValidityYears(deps.db);
  const credited = await creditForCode(
    deps.db,
    {
      userId: req.userId,
      amount: row.points!,
      source: req.source,
      reason: `Kod ${formatCode(code)} — ${row.package_name}`,
      actorId: req.actorId,
      codeId: row.code_id,
      groupName: row.group_name,
      expiresAt: endOfYearWarsaw(warsawYear() + validity),
      earns: true,
    },
    req.actorId,
  );
  if (credited) return answer(credited.balance);
  // Lost a race: the same member's parallel retry won (same answer), or someone else did.
  const [after] = await lookup(deps.db, req.userId, code);
  if (after?.redeemed_by === req.userId) return answer(after.balance);
  throw new AppError('CODE_INVALID');
}
