import { eq, sql } from 'drizzle-orm';
import { users, type Database } from '@klub/db';
import { insideRequestTransaction } from '../../lib/request-transaction';

/** The user rows, owned by the users module (auth, admin and the seed read them from here). */
export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

const prepareById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');
const byId = new WeakMap<Database, ReturnType<typeof prepareById>>();

/**
 * One user by id: every signed-in member's read (their profile, their client data) starts here, so
 * it is a named prepared statement. PostgreSQL plans it once per connection instead of on every
 * request (the users table's many indexes make planning most of the lookup: pgbench on 1 M members,
 * 20 clients: 14 500 lookups/s planned each time, 50 000/s prepared).
 */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  // Inside an admin write's transaction `db` resolves to that transaction: a statement prepared
  // there stays bound to it and fails every later lookup once it has ended ("Transaction is
  // closed", seen on PGlite when an admin's write was the first lookup). A plain query there.
  if (insideRequestTransaction()) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
  let statement = byId.get(db);
  if (!statement) byId.set(db, (statement = prepareById(db)));
  const [row] = await statement.execute({ id });
  return row;
}
