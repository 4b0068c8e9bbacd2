import { eq } from 'drizzle-orm';
import { POINTS_ROLES, type RoleCode, LEDGER_MESSAGES } from '@klub/contracts';
import { users, type Database } from '@klub/db';
import { AppError } from '../../errors';

/** The member exists, is not deleted and collects points. */
export async function assertMember(db: Database, userId: number): Promise<void> {
  const [u] = await db.select({ role: users.role, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u || u.isDeleted) throw new AppError('NOT_FOUND', LEDGER_MESSAGES.noParticipant(userId));
  if (!POINTS_ROLES.includes(u.role as RoleCode)) throw new AppError('NO_POINTS_ROLE');
}
