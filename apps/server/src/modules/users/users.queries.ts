import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, type MemberSearchQuery, type MemberSearchResponse } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';

/** Admin lookup of people by name, e-mail, company or phone (the members issue adds filters and sorting). */
export async function searchMembers(db: Database, q: z.output<typeof MemberSearchQuery>): Promise<z.infer<typeof MemberSearchResponse>> {
  const where: SQL[] = [sql`u.is_deleted = false`, sql`u.role <> ${ROLES.ADMIN}`];
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, '')}%`;
    where.push(sql`(u.email ilike ${like} or u.firstname || ' ' || u.lastname ilike ${like} or u.company_name ilike ${like} or u.phone like ${like})`);
  }
  const cond = sql.join(where, sql` and `);
  const rows = await queryRows<{ id: number; email: string; firstname: string; lastname: string; company_name: string | null; role: number; status: string; balance: number }>(db, sql`
    select u.id, u.email, u.firstname, u.lastname, u.company_name, u.role, u.status, coalesce(m.balance, 0)::int as balance
    from users u left join member_points m on m.user_id = u.id
    where ${cond} order by u.lastname, u.firstname, u.id offset ${q.skip} limit ${q.take}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${cond}`);
  return {
    total: count!.n,
    data: rows.map((r) => ({ id: r.id, email: r.email, fullName: `${r.firstname} ${r.lastname}`, companyName: r.company_name, type: r.role, status: r.status, balance: r.balance })),
  };
}
