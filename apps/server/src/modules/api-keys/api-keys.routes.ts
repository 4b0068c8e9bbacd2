import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiKey, ApiKeyBody, CreatedApiKey, IdParam } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './api-keys.service';

const tags = ['API keys'];
const admin = { access: ACCESS.admin('settings') };

/** API keys of the mobile app and partner systems; the rules are in api-keys.service.ts. */
export function apiKeysRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/keys',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Klucze API (bez sekretów: tylko początek klucza)',
          response: { 200: z.array(ApiKey) },
        },
      },
      () => service.listKeys(deps.db),
    );

    app.post(
      '/api/settings/keys',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Tworzy klucz API',
          description:
            'Odpowiedź zawiera cały klucz (`key`) jeden jedyny raz: serwer przechowuje tylko jego skrót SHA-256 ' +
            'i początek (`prefix`). Klucz wysyła się w nagłówku `x-api-key`.',
          body: ApiKeyBody,
          response: { 200: CreatedApiKey },
        },
      },
      (req) => service.createKey(deps.db, authOf(req).userId, req.body),
    );

    app.delete(
      '/api/settings/keys/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Unieważnia klucz API (od następnego żądania, na każdej instancji)',
          params: IdParam,
          response: { 200: ApiKey, ...errorResponses(404, 409) },
        },
      },
      (req) => service.revokeKey(deps.db, req.params.id),
    );
  };
}
