import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import {
  MEMBER_EXPORT_COLUMNS,
  MEMBER_MAILING_COLUMNS,
  MEMBER_STATUS_LABELS,
  ROLES,
  roleShortLabel,
  type UserStatus,
} from '@klub/contracts';
import { memberPoints as memberTotals, queryRows, regions, users, type Database } from '@klub/db';
import { csvCell, csvDownload } from '../../lib/csv';
import { warsawDay } from '../../lib/time';

/** The export's aliases: the person `u`, their region `r`, DTH `d` and points `m`. */
const u = alias(users, 'u');
const r = alias(regions, 'r');
const d = alias(users, 'd');
const m = alias(memberTotals, 'm');

interface ExportRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  company_name: string | null;
  nip: string | null;
  city: string | null;
  post_code: string | null;
  street: string | null;
  role: number;
  status: string;
  region: string | null;
  dth: string | null;
  is_gold: boolean;
  is_premium: boolean;
  balance: number;
  marketing_consent: boolean;
  created_at: Date | string;
}

/**
 * Members as CSV for Polish Excel: `;`-separated, BOM, formula-leading cells neutralised,
 * streamed in keyset pages so a million rows never sit in memory.
 * `mailing`: only members who gave marketing consent, and only the columns a mailing needs.
 */
export function membersCsv(db: Database, mailing: boolean): { filename: string; stream: Readable } {
  const columns: string[] = [...(mailing ? MEMBER_MAILING_COLUMNS : MEMBER_EXPORT_COLUMNS)];
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await queryRows<ExportRow>(
        db,
        sql`
        select ${u.id} as id, ${u.email} as email, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.phone} as phone,
               ${u.companyName} as company_name, ${u.nip} as nip, ${u.city} as city, ${u.postCode} as post_code, ${u.street} as street,
               ${u.role} as role, ${u.status} as status, ${r.name} as region, ${d.firstname} || ' ' || ${d.lastname} as dth,
               ${u.isGold} as is_gold, ${u.isPremium} as is_premium, coalesce(${m.balance}, 0)::int as balance,
               ${u.marketingConsent} as marketing_consent, ${u.createdAt} as created_at
        from ${users} u left join ${regions} r on ${r.id} = ${u.regionId} left join ${users} d on ${d.id} = ${u.dthId}
          left join ${memberTotals} m on ${m.userId} = ${u.id}
        where ${u.id} > ${after} and ${u.isDeleted} = false and ${u.role} <> ${ROLES.ADMIN}
          ${mailing ? sql`and ${u.marketingConsent} = true and ${u.status} <> 'NOT_ACTIVE'` : sql``}
        order by ${u.id} limit 5000`,
      );
      if (page.length === 0) return;
      for (const u of page) {
        yield mailing
          ? [u.email, u.firstname, u.lastname, u.company_name, u.city].map(csvCell)
          : [
              u.id,
              u.email,
              u.firstname,
              u.lastname,
              u.phone,
              u.company_name,
              u.nip,
              u.city,
              u.post_code,
              u.street,
              roleShortLabel(u.role),
              MEMBER_STATUS_LABELS[u.status as UserStatus] ?? u.status,
              u.region,
              u.dth,
              u.is_gold ? 'tak' : 'nie',
              u.is_premium ? 'tak' : 'nie',
              u.balance,
              u.marketing_consent ? 'tak' : 'nie',
              warsawDay(new Date(u.created_at)),
            ].map(csvCell);
      }
      after = page.at(-1)!.id;
    }
  }
  return { filename: `${mailing ? 'mailing' : 'czlonkowie'}-${warsawDay()}.csv`, stream: csvDownload(rows(), columns) };
}
