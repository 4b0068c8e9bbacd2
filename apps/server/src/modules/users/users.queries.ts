import { eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * The columns a member's client reads on every page (GET /api/users/me-client): a tenth of the
 * row's bytes, and node-postgres sets up a parser per column of every answer (the whole row's 31
 * were 5 % of that route's CPU, drizzle mapping them 4 %).
 */
const clientColumns = {
  id: users.id,
  role: users.role,
  status: users.status,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  isGold: users.isGold,
  isPremium: users.isPremium,
  isDeleted: users.isDeleted,
  acceptedRegulationId: users.acceptedRegulationId,
};
export type ClientRow = Pick<UserRow, keyof typeof clientColumns>;

/**
 * A lookup of one user by id as a named prepared statement: every signed-in member's read (their
 * profile, their client data) starts here, and PostgreSQL then plans it once per connection
 * instead of on every request (the users table's many indexes make planning most of the lookup:
 * pgbench on 1 M members, 20 clients: 14 500 lookups/s planned each time, 50 000/s prepared).
 * Inside an admin write's transaction `db` resolves to that transaction: a statement prepared
 * there stays bound to it and fails every later lookup once it has ended ("Transaction is
 * closed", seen on PGlite when an admin's write was the first lookup). A plain query there.
 */
function lookupById<T>(name: string, query: (db: Database) => { where: (w: SQL) => { limit: (n: number) => PreparableLimit<T> } }) {
  const prepared = new WeakMap<Database, { execute: (v: { id: number }) => Promise<T[]> }>();
  return async (db: Database, id: number): Promise<T | undefined> => {
    if (insideRequestTransaction()) {
      const [row] = await query(db).where(eq(users.id, id)).limit(1);
      return row;
    }
    let statement = prepared.get(db);
    if (!statement)
      prepared.set(
        db,
        (statement = query(db)
          .where(eq(users.id, sql.placeholder('id')))
          .limit(1)
          .prepare(name)),
      );
    const [row] = await statement.execute({ id });
    return row;
  };
}
type PreparableLimit<T> = PromiseLike<T[]> & { prepare: (name: string) => { execute: (v: { id: number }) => Promise<T[]> } };

export const findUserById = lookupById<UserRow>('users_by_id', (db) => db.select().from(users));

/** What the member's client reads of them (GET /api/users/me-client). */
export const findClientById = lookupById<ClientRow>('users_client_by_id', (db) => db.select(clientColumns).from(users));
