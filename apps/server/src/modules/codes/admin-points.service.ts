import type { z } from 'zod';
import { LEDGER_SOURCES, type AddPointsBody, type MovePointsBody } from '@klub/contracts';
import type { Database } from '@klub/db';
import { endOfYearWarsaw, warsawYear } from '../../lib/time';
import { credit, transfer } from '../ledger/ledger.service';
import { assertMember } from './members';
import { pointsValidityYears } from './settings';
import type { SettingsCache } from '../../lib/settings-cache';

/** An admin credits a member by hand (with a reason); the points expire like a code's. Answers the new balance. */
export async function addPointsByAdmin(
  db: Database,
  settings: SettingsCache,
  body: z.output<typeof AddPointsBody>,
  adminId: number,
): Promise<number> {
  await assertMember(db, body.userId);
  const validity = await pointsValidityYears(settings);
  const credited = await db.transaction((tx) =>
    credit(tx as never, {
      userId: body.userId,
      amount: body.points,
      source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
      reason: body.reason,
      actorId: adminId,
      expiresAt: endOfYearWarsaw(warsawYear() + validity),
      earns: true,
    }),
  );
  return credited.balance;
}

/** An admin moves points between two members, atomically. */
export async function movePointsByAdmin(db: Database, body: z.output<typeof MovePointsBody>, adminId: number): Promise<void> {
  await assertMember(db, body.fromUserId);
  await assertMember(db, body.toUserId);
  await transfer(db, { fromUserId: body.fromUserId, toUserId: body.toUserId, amount: body.points, reason: body.reason, actorId: adminId });
}
