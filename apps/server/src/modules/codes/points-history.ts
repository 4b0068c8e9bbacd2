import { LEDGER_MESSAGES, LEDGER_SOURCE_LABELS, type HistoryResponse } from '@klub/contracts';
import type { Database } from '@klub/db';
import { isoTime } from '../../lib/time';
import { formatCode } from './code-format';
import { historyPage } from './codes.queries';

/** A member's points history, newest first: each ledger entry with its code (printed) and the admin who wrote it. */
export async function history(db: Database, userId: number, skip: number, take: number): Promise<HistoryResponse> {
  const { total, data } = await historyPage(db, userId, { skip, take });
  return {
    total,
    data: data.map((r) => ({
      id: r.id,
      amount: r.amount,
      source: r.source,
      sourceLabel: LEDGER_SOURCE_LABELS[r.source] ?? LEDGER_MESSAGES.unknownSource(r.source),
      reason: r.reason,
      code: r.code ? formatCode(r.code) : null,
      expiresAt: isoTime(r.expiresAt),
      createdAt: isoTime(r.createdAt),
      actor: r.actor,
    })),
  };
}
