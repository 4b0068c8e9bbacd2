import { count, eq, sql } from 'drizzle-orm';
import { distributors, districts, users, type Database } from '@klub/db';

/** Regions and districts: what still uses them. */

/** How many people, districts and distributors a region has. */
export async function regionUse(db: Database, id: number) {
  const [use] = await db
    .select({
      people: sql<number>`(select count(*) from ${users} where ${users.regionId} = ${id})::int`,
      districts: sql<number>`(select count(*) from ${districts} where ${districts.regionId} = ${id})::int`,
      distributors: sql<number>`(select count(*) from ${distributors} where ${distributors.regionId} = ${id})::int`,
    })
    .from(sql`(select 1) one`);
  return use!;
}

/** How many people live in a district. */
export async function districtPeople(db: Database, id: number): Promise<number> {
  const [use] = await db.select({ people: count() }).from(users).where(eq(users.districtId, id));
  return use!.people;
}
