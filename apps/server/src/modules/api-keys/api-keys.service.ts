import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { API_KEY_MESSAGES, API_KEY_SCOPES, type ApiKey, type ApiKeyBody, type ApiKeyScope, type CreatedApiKey } from '@klub/contracts';
import type { Database } from '@klub/db';
import { allKeys, insertKey, keyById, liveKeyByHash, revokeLiveKey, touchKey } from './api-keys.queries';
import { AppError, conflict } from '../../errors';
import { hashLinkToken } from '../../lib/secure-token';
import type { ApiKeyCheck } from '../../plugins/access';

/**
 * API keys (`/api/settings/keys`): `klub_` + 32 random bytes (base64url). Only the SHA-256 of the
 * key is stored (lib/secure-token.ts: a high-entropy secret needs no slow hash) and the first
 * characters, so a list can tell keys apart. Checked on every keyed request by one indexed query:
 * a revoked key is refused at once by every instance, with no cache to invalidate.
 */
const KEY_PREFIX = 'klub_';
const SHOWN_CHARS = KEY_PREFIX.length + 6;
const KEY_SHAPE = /^klub_[A-Za-z0-9_-]{43}$/;
/** `last_used_at` is written at most this often per key (bookkeeping, across instances too). */
export const KEY_LAST_USED_EVERY_MS = 60_000;

type Dated = Omit<ApiKey, 'createdAt' | 'lastUsedAt' | 'revokedAt'> & { createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

function toApiKey(row: Dated): ApiKey {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function readKey(db: Database, id: number): Promise<ApiKey | undefined> {
  const [row] = await keyById(db, id);
  return row && toApiKey(row);
}

/** Live keys first, then revoked ones; newest first within each. */
export async function listKeys(db: Database): Promise<ApiKey[]> {
  const rows = await allKeys(db);
  return rows.map(toApiKey);
}

export async function createKey(db: Database, adminId: number, body: z.output<typeof ApiKeyBody>): Promise<CreatedApiKey> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await insertKey(db, {
    name: body.name,
    scopes: body.scopes,
    prefix: key.slice(0, SHOWN_CHARS),
    keyHash: hashLinkToken(key),
    createdBy: adminId,
  });
  return { ...(await readKey(db, row!.id))!, key };
}

export async function revokeKey(db: Database, id: number): Promise<ApiKey> {
  const [row] = await revokeLiveKey(db, id);
  if (!row) {
    const existing = await readKey(db, id);
    if (!existing) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    throw conflict(API_KEY_MESSAGES.alreadyRevoked);
  }
  return (await readKey(db, id))!;
}

/** The access plugin's key check (plugins/access.ts `apiKeyScope`). */
export function apiKeyCheck(db: Database): ApiKeyCheck {
  return async (header: unknown, scope: ApiKeyScope) => {
    if (typeof header !== 'string' || !KEY_SHAPE.test(header)) throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid);
    const [key] = await liveKeyByHash(db, hashLinkToken(header));
    if (!key) throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid);
    if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.missingScope(API_KEY_SCOPES[scope]));
    const now = Date.now();
    if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= KEY_LAST_USED_EVERY_MS) {
      const stale = new Date(now - KEY_LAST_USED_EVERY_MS);
      try {
        // Conditional, so several instances write it once a minute at most; bookkeeping only.
        await touchKey(db, key.id, new Date(now), stale);
      } catch {
        // the next request tries again
      }
    }
    return { id: key.id, scopes: key.scopes };
  };
}
