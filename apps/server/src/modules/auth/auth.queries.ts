import { and, eq, gt, isNull } from 'drizzle-orm';
import { userTokens, type Database } from '@klub/db';

/** Marks a valid link token used, atomically: a second use (or a parallel one) finds nothing. */
export async function consumeLinkToken(
  db: Database,
  args: { userId: number; kind: 'ACTIVATION' | 'PASSWORD_RESET'; tokenHash: string },
): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, args.userId),
        eq(userTokens.kind, args.kind),
        eq(userTokens.tokenHash, args.tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: userTokens.id });
  return used.length === 1;
}

/** An activation link was sent to the account and none was ever used (renewed links replace the unused ones). */
export async function neverActivated(db: Database, userId: number): Promise<boolean> {
  const links = await db
    .select({ usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'ACTIVATION')));
  return links.length > 0 && links.every((l) => l.usedAt === null);
}

/**
 * Deletes the account's activation links not yet used (a new link replaces them; a deactivation ends
 * them). Deleted, not marked used: a used activation link is how `neverActivated` knows "activated once".
 */
export async function deleteUnusedActivationLinks(db: Database, userId: number): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'ACTIVATION'), isNull(userTokens.usedAt)));
}
