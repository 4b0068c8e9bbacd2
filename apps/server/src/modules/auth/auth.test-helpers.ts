import { createTestApp, type TestApp } from '../../testing/test-app';
import { eq } from 'drizzle-orm';
import { regions, type Database } from '@klub/db';

/** The id of łódzkie, one of the 16 województwa the migrations create. */
export const lodzkieId = async (db: Database) => (await db.select().from(regions).where(eq(regions.name, 'łódzkie')))[0]!.id;

/** A valid self-registration (POST /api/auth/signup) of a painter; `over` replaces any field. */
export const signupBody = (regionId: number, over: Record<string, unknown> = {}) => ({
  email: 'nowy.malarz@example.pl',
  password: 'Farba1234',
  firstname: 'Zenon',
  lastname: 'Pędzel',
  phone: '+48 600 100 200',
  companyName: 'Pędzel Sp. z o.o.',
  nip: '5260250995',
  city: 'Gdańsk',
  postCode: '80-001',
  street: 'Długa 1',
  regionId,
  type: 21,
  acceptRegulations: true,
  marketingConsent: true,
  ...over,
});

/** A test app and the id of the region signups name (the start of the auth test files). */
export async function openSignupApp(): Promise<{ t: TestApp; lodzkie: number }> {
  const t = await createTestApp();
  return { t, lodzkie: await lodzkieId(t.db.db) };
}
