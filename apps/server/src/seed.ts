import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLES, type RoleCode, type UserStatus } from '@klub/contracts';
import { users, type Database } from '@klub/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { hashPassword } from './lib/passwords';
import { findUserByEmail } from './modules/users/users.queries';

interface SeedUser {
  email: string;
  password: string;
  role: RoleCode;
  status: UserStatus;
  firstname: string;
  lastname: string;
  city?: string;
  phone?: string;
  postCode?: string;
}

/** Demo accounts listed in the README. Never created when NODE_ENV=production. */
export const DEMO_USERS = {
  admin: {
    email: 'admin@klub.test',
    password: 'Admin!2345',
    role: ROLES.ADMIN,
    status: 'ACTIVE_CONFIRMED',
    firstname: 'Anna',
    lastname: 'Administratorka',
  },
  rds: {
    email: 'rds@klub.test',
    password: 'Rds!234567',
    role: ROLES.RDS,
    status: 'ACTIVE_CONFIRMED',
    firstname: 'Robert',
    lastname: 'Dyrektor',
    city: 'Warszawa',
    phone: '600000061',
    postCode: '00-001',
  },
  dth: {
    email: 'dth@klub.test',
    password: 'Dth!23456',
    role: ROLES.DTH,
    status: 'ACTIVE_CONFIRMED',
    firstname: 'Damian',
    lastname: 'Doradca',
    city: 'Łódź',
    phone: '600000041',
    postCode: '90-001',
  },
  contractor: {
    email: 'wykonawca@klub.test',
    password: 'Wykonawca!2345',
    role: ROLES.CONTRACTOR,
    status: 'ACTIVE_CONFIRMED',
    firstname: 'Jan',
    lastname: 'Malarz',
    city: 'Kraków',
    phone: '600000021',
    postCode: '30-001',
  },
} as const satisfies Record<string, SeedUser>;

async function ensureUser(db: Database, u: SeedUser, links: { rdsId?: number; dthId?: number } = {}): Promise<number> {
  const existing = await findUserByEmail(db, u.email);
  if (existing) return existing.id;
  const [row] = await db
    .insert(users)
    .values({
      email: u.email,
      passwordHash: await hashPassword(u.password),
      role: u.role,
      status: u.status,
      firstname: u.firstname,
      lastname: u.lastname,
      city: u.city ?? null,
      phone: u.phone ?? null,
      postCode: u.postCode ?? null,
      regulationsAcceptedAt: new Date(),
      // Back-office accounts made here (the demo admin, the first production admin) have every right.
      staffRole: u.role === ROLES.ADMIN ? 'ADMINISTRATOR' : null,
      ...links,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ? row.id : (await findUserByEmail(db, u.email))!.id;
}

/** Idempotent: running it again changes nothing. */
export async function seedDemo(db: Database): Promise<void> {
  await ensureUser(db, DEMO_USERS.admin);
  const rdsId = await ensureUser(db, DEMO_USERS.rds);
  const dthId = await ensureUser(db, DEMO_USERS.dth, { rdsId });
  await ensureUser(db, DEMO_USERS.contractor, { dthId });
  await (await import('./seed-catalogue')).seedCatalogue(db);
}

/** Production: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, only while no admin exists. */
export async function ensureInitialAdmin(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.ADMIN)).limit(1);
  if (anyAdmin) return;
  if (!config.initialAdmin) {
    log.warn('no admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
    return;
  }
  await ensureUser(db, {
    email: config.initialAdmin.email,
    password: config.initialAdmin.password,
    role: ROLES.ADMIN,
    status: 'ACTIVE_CONFIRMED',
    firstname: 'Administrator',
    lastname: 'Klubu',
  });
  log.info({ email: config.initialAdmin.email }, 'first admin account created');
}

/** The embedded database, or a PostgreSQL server on this machine (loopback or a Unix socket). */
export function isLocalDatabase(url: string | undefined): boolean {
  if (!url) return true;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const host = decodeURIComponent(u.hostname)
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (!host) return (u.searchParams.get('host') ?? '/').startsWith('/');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/**
 * The demo accounts' passwords are in the README. On a database that is not on this machine
 * they are almost certainly a mistake (typically a forgotten NODE_ENV=production, which seeds
 * them): warn at every start while they exist. Answers the accounts found.
 */
export async function warnAboutDemoAccounts(db: Database, config: Config, log: FastifyBaseLogger): Promise<string[]> {
  if (isLocalDatabase(config.databaseUrl)) return [];
  const emails = Object.values(DEMO_USERS).map((u) => u.email);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isDeleted, false)));
  const found = rows.map((r) => r.email).sort();
  if (found.length) {
    log.warn(
      { demoAccounts: found, nodeEnv: config.env, seedDemo: config.seedDemo },
      'DEMO ACCOUNTS WITH PUBLISHED PASSWORDS EXIST ON A NON-LOCAL DATABASE: delete them (or change their passwords), ' +
        'and start with NODE_ENV=production (or SEED_DEMO=false) so they are not created again',
    );
  }
  return found;
}
