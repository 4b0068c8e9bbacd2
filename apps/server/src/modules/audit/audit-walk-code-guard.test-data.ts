import { sql } from 'drizzle-orm';
import { codes, heldCodes } from '@klub/db';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import type { Sample, WalkContext } from './audit-walk.test-types';

/** A code the fraud guard held for a new member (written straight to the database: the walk calls only the decision). */
async function heldCode(c: WalkContext): Promise<number> {
  const db = c.t.db.db;
  const pkg = await makePackage(db, { name: 'Farba audytu weryfikacji', points: 10 });
  const [member] = await makeMembers(c.t, 1, { prefix: 'weryfikacja-walk' });
  const [code] = await makeCodes(db, pkg.id, 1);
  const [row] = await db
    .update(codes)
    .set({ redeemedBy: member!.id, redeemedAt: new Date(), source: 1, enteredBy: member!.id })
    .where(sql`${codes.code} = ${code!}`)
    .returning({ id: codes.id });
  await db.insert(heldCodes).values({
    codeId: row!.id,
    userId: member!.id,
    points: 10,
    rules: ['MEMBER_HOUR'],
    source: 1,
    actorId: member!.id,
    reason: `Kod ${code} — Farba audytu weryfikacji`,
    heldAt: new Date(),
  });
  return row!.id;
}

/** The audit walk's samples of the fraud guard's review (audit-walk.test-data.ts spreads them in). */
export const CODE_GUARD_SAMPLES: Record<string, Sample> = {
  'POST /api/codes/review/approve': {
    request: async (c) => ({ url: '/api/codes/review/approve', payload: { codeIds: [await heldCode(c)] } }),
  },
  'POST /api/codes/review/reject': {
    request: async (c) => ({ url: '/api/codes/review/reject', payload: { codeIds: [await heldCode(c)] } }),
  },
};
