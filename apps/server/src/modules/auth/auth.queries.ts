import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { userTokens, users, type Database } from '@klub/db';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

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
