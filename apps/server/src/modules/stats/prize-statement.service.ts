import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PRIZE_STATEMENT_TEXTS as T, STATS_REPORT_TEXTS, type PrizeStatement } from '@klub/contracts';
import { users, type Database } from '@klub/db';
import { csvCell, csvDownload } from '../../lib/csv';
import { newDoc, table, toBuffer, withHeaders } from '../../lib/pdf';
import { isoTime, warsawDay, warsawYear } from '../../lib/time';
import { notFound } from '../../errors';
import * as q from './prize-statement.queries';

const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('pl-PL');
const grosze = (v: number) => Math.round(v * 100) / 100;

/** GET /api/users/me/prize-statement: the member's prizes of `year` (this year by default) and their PLN value. */
export async function prizeStatement(db: Database, userId: number, year = warsawYear()): Promise<PrizeStatement> {
  const rows = await q.memberPrizes(db, userId, year);
  const items = rows.map((r) => ({
    orderId: r.orderId,
    orderedAt: isoTime(r.orderedAt),
    prizeName: r.prizeName,
    characteristicName: r.characteristicName,
    amount: r.amount,
    unitPln: r.unitPln,
    totalPln: grosze(r.unitPln * r.amount),
    points: r.unitPoints * r.amount,
  }));
  return {
    year,
    items,
    count: items.reduce((s, i) => s + i.amount, 0),
    totalPln: grosze(items.reduce((s, i) => s + i.totalPln, 0)),
    totalPoints: items.reduce((s, i) => s + i.points, 0),
  };
}

/** The statement as a PDF for the member (and their accountant). */
export async function prizeStatementPdf(db: Database, userId: number, year = warsawYear()): Promise<{ fileName: string; pdf: Buffer }> {
  const [member] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, companyName: users.companyName, nip: users.nip })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw notFound('member');
  const s = await prizeStatement(db, userId, year);
  const doc = newDoc(T.title(year), STATS_REPORT_TEXTS.author);
  doc.font('bold').fontSize(16).text(T.title(year));
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(T.member([`${member.firstname} ${member.lastname}`, member.companyName].filter(Boolean).join(', ')));
  if (member.nip) doc.text(T.nip(member.nip));
  doc.fontSize(9).text(STATS_REPORT_TEXTS.generated(warsawDay()));
  doc.moveDown();
  if (s.items.length === 0) doc.fontSize(10).text(T.none);
  else {
    table(
      doc,
      withHeaders(T.columns, [
        { width: 65 },
        { width: 65 },
        { width: 185 },
        { width: 40, align: 'right' },
        { width: 80, align: 'right' },
        { width: 80, align: 'right' },
      ]),
      s.items.map((i) => [
        new Date(i.orderedAt).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' }),
        String(i.orderId),
        i.characteristicName ? `${i.prizeName} (${i.characteristicName})` : i.prizeName,
        integer.format(i.amount),
        money.format(i.unitPln),
        money.format(i.totalPln),
      ]),
    );
    doc
      .moveDown()
      .font('bold')
      .fontSize(11)
      .text(T.total(integer.format(s.count), money.format(s.totalPln)), { align: 'right' });
  }
  doc.moveDown().font('regular').fontSize(8).text(T.basis);
  return { fileName: `${T.fileName(year)}.pdf`, pdf: await toBuffer(doc) };
}

/** GET /api/stats/prize-statements/csv: every member's prizes of the year, for the accountant. */
export async function prizeStatementsCsv(db: Database, year = warsawYear()): Promise<{ filename: string; stream: Readable }> {
  const rows = await q.membersWithPrizes(db, year);
  async function* lines() {
    for (const r of rows) {
      yield [
        r.id,
        csvCell(r.firstname),
        csvCell(r.lastname),
        csvCell(r.company_name),
        csvCell(r.nip),
        csvCell(r.email),
        r.count,
        money.format(grosze(r.pln)).replace(/\s/g, ''),
        Number(r.points),
      ];
    }
  }
  return { filename: `${T.csvFileName(year)}.csv`, stream: csvDownload(lines(), T.csvColumns) };
}
