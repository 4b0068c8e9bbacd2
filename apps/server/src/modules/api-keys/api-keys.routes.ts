import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiKey, ApiKeyBody, CreatedApiKey, IdParam } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './api-keys.service';

const tags = ['API keys'];
const admin = { access: ACCESS.admin('settings') };

/** API keys of the mobile app and partner systems; the rules are in api-keys.service.ts. */
export function apiKeysRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getSettingsKeys = spec(admin, tags, ok(z.array(ApiKey)), { summary: 'Klucze API (bez sekretów: tylko początek klucza)' });
    app.get('/api/settings/keys', getSettingsKeys, () => service.listKeys(deps.db));

    const postSettingsKeys = spec(admin, tags, ok(CreatedApiKey), {
      summary: 'Tworzy klucz API',
      description:
        'Odpowiedź zawiera cały klucz (`key`) jeden jedyny raz: serwer przechowuje tylko jego skrót SHA-256 ' +
        'i początek (`prefix`). Klucz wysyła się w nagłówku `x-api-key`.',
      body: ApiKeyBody,
    });
    app.post('/api/settings/keys', postSettingsKeys, (req) => service.createKey(deps.db, authOf(req).userId, req.body));

    const deleteSettingsKeysById = spec(admin, tags, ok(ApiKey, 404, 409), {
      summary: 'Unieważnia klucz API (od następnego żądania, na każdej instancji)',
      params: IdParam,
    });
    app.delete('/api/settings/keys/:id', deleteSettingsKeysById, (req) => service.revokeKey(deps.db, req.params.id));
  };
}
