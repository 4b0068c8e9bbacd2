import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { staffRecoveryCodes, users, type Database } from '@klub/db';

/** The statements of the staff's second factor (`two-factor.service.ts` holds the rules). */

/** Writes the TOTP step only if it is later than the last one accepted (one conditional UPDATE). */
export const takeStep = (db: Database, userId: number, step: number) =>
  db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });

/** Marks an unused recovery code of the account used (one conditional UPDATE). */
export const useRecoveryCode = (db: Database, userId: number, codeHash: string) =>
  db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });

export const recoveryCodesLeft = (db: Database, userId: number) =>
  db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));

/** A pending secret (replaces a pending one, never an enabled one). */
export const setPendingSecret = (db: Database, userId: number, secret: string) =>
  db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));

/** Turns on the pending secret if it is still this one, with its ten recovery codes (in the caller's transaction). */
export async function enableSecret(tx: Database, userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
  const [on] = await tx
    .update(users)
    .set({ totpEnabledAt: new Date(), totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!on) return false;
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  return true;
}

export async function clearSecondFactor(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}
