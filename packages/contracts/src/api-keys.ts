import { z } from 'zod';
import { text } from './common';

/**
 * API keys of the mobile app and partner systems (`/api/settings/keys`). A key is sent in the
 * `x-api-key` header; what it may do is its scopes. Reading the catalogue with a key alone
 * (`catalogue:read`) is not here yet: the catalogue needs a signed-in member today.
 */
export const API_KEY_HEADER = 'x-api-key';

/** Every scope a key can have, with its Polish label. */
export const API_KEY_SCOPES = {
  /** With a member's token on `POST /api/users/me/codes`: the code is recorded as typed in the mobile app (source 2). */
  'codes:redeem': 'Wpisywanie kodów za uczestnika (aplikacja mobilna)',
} as const;
export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
const SCOPE_CODES = Object.keys(API_KEY_SCOPES) as [ApiKeyScope, ...ApiKeyScope[]];

export const API_KEY_MESSAGES = {
  /** 401: the header is there, but no live key has it (unknown, mistyped or revoked). */
  invalid: 'Klucz API jest nieprawidłowy lub został unieważniony',
  /** 403: a live key without the route's scope. */
  missingScope: (scopeLabel: string) => `Ten klucz API nie ma uprawnienia: ${scopeLabel}`,
  unknownScope: 'Nieznane uprawnienie klucza',
  noScopes: 'Wybierz co najmniej jedno uprawnienie',
  revoked: 'Klucz API został unieważniony',
  alreadyRevoked: 'Ten klucz został już unieważniony',
  notFound: 'Nie ma takiego klucza API',
} as const;

export const ApiKeyScopeCode = z.enum(SCOPE_CODES, { error: API_KEY_MESSAGES.unknownScope });

export const ApiKeyBody = z.strictObject({
  name: text(80),
  scopes: z
    .array(ApiKeyScopeCode)
    .min(1, API_KEY_MESSAGES.noScopes)
    .max(SCOPE_CODES.length)
    .transform((s) => [...new Set(s)]),
});
export type ApiKeyBody = z.input<typeof ApiKeyBody>;

/** A key as lists show it: never the secret, only its first characters. */
export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer of creating a key: the only time the whole key is shown. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
