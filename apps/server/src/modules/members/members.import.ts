import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { MEMBER_IMPORT_MESSAGES, type MemberImportField } from '@klub/contracts';
import { queryRows, regions as regionsTable, users, type Database, bare } from '@klub/db';
import { hashPassword } from '../../lib/passwords';
import type { ImportKindHandler, LineError } from '../imports/imports.service';
import { MEMBER_CSV, validateRow, type ValidRow } from './members.import-rows';

const CHUNK = 1000;

/**
 * Members from CSV: each row checked (members.import-rows.ts), e-mails unique in the file and
 * against the accounts; inserted as ACTIVE members with an unusable password (they set their own
 * through "Nie pamiętam hasła").
 */
export const membersImport: ImportKindHandler<MemberImportField, ValidRow> = {
  spec: MEMBER_CSV,

  async checker(db, _job, header) {
    const regions = new Map(
      (await db.select({ id: regionsTable.id, name: regionsTable.name }).from(regionsTable)).map((r) => [r.name.trim().toLowerCase(), r]),
    );
    const firstLine = new Map<string, number>();
    return {
      async check(rows, errors) {
        const chunk: ValidRow[] = [];
        for (const row of rows) {
          const r = validateRow(row, header, regions);
          if (!r.ok) {
            errors.add({ line: row.line, message: r.message });
            continue;
          }
          const seen = firstLine.get(r.row.email);
          if (seen !== undefined) {
            errors.add({ line: row.line, message: MEMBER_IMPORT_MESSAGES.emailRepeated(r.row.email, seen) });
            continue;
          }
          firstLine.set(r.row.email, row.line);
          chunk.push(r.row);
        }
        if (chunk.length === 0) return chunk;
        const taken = new Set(
          (
            await queryRows<{ email: string }>(
              db,
              sql`select lower(${users.email}) as email from ${users} where lower(${users.email}) = any(${sql.param(chunk.map((r) => r.email))}::text[])`,
            )
          ).map((r) => r.email),
        );
        return chunk.filter((r) => {
          if (taken.has(r.email)) errors.add({ line: r.line, message: MEMBER_IMPORT_MESSAGES.emailTaken(r.email) });
          return !taken.has(r.email);
        });
      },
    };
  },

  preview: ({ regionId: _regionId, ...shown }) => shown,

  /** Multi-row INSERTs (unnest of column arrays); a member who registered meanwhile (same e-mail) is skipped by ON CONFLICT and reported. */
  async insert(tx: Database, rows) {
    // One unusable argon2 hash per import: a random secret nobody knows.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const refused: LineError[] = [];
    let inserted = 0;
    const u = users;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const part = rows.slice(start, start + CHUNK);
      const col = <T>(f: (r: ValidRow) => T) => sql.param(part.map(f));
      const got = await queryRows<{ email: string }>(
        tx,
        sql`
        insert into ${u} (${sql.join(
          [
            u.email,
            u.passwordHash,
            u.role,
            u.status,
            u.firstname,
            u.lastname,
            u.phone,
            u.companyName,
            u.nip,
            u.city,
            u.postCode,
            u.street,
            u.regionId,
            u.marketingConsent,
            u.marketingConsentAt,
          ].map(bare),
          sql`, `,
        )})
        select e, ${passwordHash}, r, 'ACTIVE', fn, ln, ph, co, nip, ci, pc, st, reg, mc, case when mc then now() end
        from unnest(${col((r) => r.email)}::text[], ${col((r) => r.type)}::smallint[], ${col((r) => r.firstname)}::text[], ${col((r) => r.lastname)}::text[],
                    ${col((r) => r.phone)}::text[], ${col((r) => r.companyName)}::text[], ${col((r) => r.nip)}::text[], ${col((r) => r.city)}::text[],
                    ${col((r) => r.postCode)}::text[], ${col((r) => r.street)}::text[], ${col((r) => r.regionId)}::int[], ${col((r) => r.marketingConsent)}::boolean[])
             as t(e, r, fn, ln, ph, co, nip, ci, pc, st, reg, mc)
        on conflict ((lower(${bare(u.email)}))) do nothing
        returning lower(${bare(u.email)}) as email`,
      );
      inserted += got.length;
      if (got.length < part.length) {
        const ins = new Set(got.map((g) => g.email));
        for (const r of part) if (!ins.has(r.email)) refused.push({ line: r.line, message: MEMBER_IMPORT_MESSAGES.emailTaken(r.email) });
      }
    }
    return { inserted, refused };
  },
};
