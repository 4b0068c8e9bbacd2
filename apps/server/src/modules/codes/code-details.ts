import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LEDGER_SOURCE_LABELS } from '@klub/contracts';
import { codeBatches, codes, users, type Database } from '@klub/db';
import { codeById } from './codes.queries';
import type { AdminCodeDetails } from '@klub/contracts';

/** A code with its story: when and by whom it was created, and when, by whom and how it was used. */
export async function codeDetails(db: Database, id: number): Promise<z.infer<typeof AdminCodeDetails> | undefined> {
  const code = await codeById(db, id);
  if (!code) return undefined;
  const creator = alias(users, 'creator');
  const enterer = alias(users, 'enterer');
  const [meta] = await db
    .select({
      origin: codeBatches.origin,
      batchAt: codeBatches.createdAt,
      creatorFirst: creator.firstname,
      creatorLast: creator.lastname,
      entererFirst: enterer.firstname,
      entererLast: enterer.lastname,
      entererRole: enterer.role,
    })
    .from(codes)
    .leftJoin(codeBatches, eq(codeBatches.id, codes.batchId))
    .leftJoin(creator, eq(creator.id, codeBatches.createdBy))
    .leftJoin(enterer, eq(enterer.id, codes.enteredBy))
    .where(eq(codes.id, id));
  const history = [
    {
      at: code.createdAt,
      event:
        meta?.origin === 'IMPORTED'
          ? `Zaimportowany (partia ${code.batchId})`
          : code.batchId
            ? `Wygenerowany (partia ${code.batchId})`
            : 'Utworzony',
      actor: meta?.creatorFirst ? `${meta.creatorFirst} ${meta.creatorLast}` : null,
    },
  ];
  if (code.redeemedAt && code.user) {
    const by = meta?.entererFirst ? `${meta.entererFirst} ${meta.entererLast}` : code.user.fullName;
    const onBehalf = meta?.entererRole === 1 ? ' (wpisany przez administratora)' : '';
    history.push({
      at: code.redeemedAt,
      event: `Wykorzystany przez ${code.user.fullName} — ${LEDGER_SOURCE_LABELS[code.source ?? 1]}${onBehalf}`,
      actor: by,
    });
  }
  return { ...code, history };
}
