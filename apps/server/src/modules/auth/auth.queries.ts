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
