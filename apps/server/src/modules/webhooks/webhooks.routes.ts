import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  MessageResponse,
  WebhookCountResponse,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
  WebhookRedeliverBody,
  WebhookTestResult,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './webhooks.service';

const tags = ['Webhooks'];
/** The "settings" area: only the Administrator staff role has it. */
const admin = { access: ACCESS.admin('settings') };

/** Outbound webhooks (issue 40): endpoints, their secrets, the delivery log; the rules are in webhooks.service.ts. */
export function webhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getWebhooks = spec(admin, tags, ok(WebhookEndpointList), { summary: 'Punkty odbioru webhooków (bez sekretów)' });
    app.get('/api/webhooks', getWebhooks, () => service.listEndpoints(deps.db));

    const postWebhooks = spec(admin, tags, ok(WebhookEndpointWithSecret), {
      summary: 'Dodaje punkt odbioru webhooków',
      description:
        'Odpowiedź zawiera sekret (`whsec_…`) jeden jedyny raz. Każde zdarzenie jest podpisane wg Standard Webhooks: ' +
        'nagłówki `webhook-id`, `webhook-timestamp`, `webhook-signature` (`v1,` + base64 HMAC-SHA256 z `id.timestamp.body`).',
      body: WebhookEndpointBody,
    });
    app.post('/api/webhooks', postWebhooks, (req) => service.createEndpoint(deps, authOf(req).userId, req.body));

    const patchWebhooksById = spec(admin, tags, ok(WebhookEndpoint, 404), {
      summary: 'Zmienia adres, opis lub typy zdarzeń punktu odbioru',
      params: IdParam,
      body: WebhookEndpointPatch,
    });
    app.patch('/api/webhooks/:id', patchWebhooksById, (req) => service.updateEndpoint(deps, req.params.id, req.body));

    const deleteWebhooksById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa punkt odbioru (z jego dziennikiem dostarczeń)',
      params: IdParam,
    });
    app.delete('/api/webhooks/:id', deleteWebhooksById, (req) => service.removeEndpoint(deps.db, req.params.id));

    const postWebhooksByIdRotateSecret = spec(admin, tags, ok(WebhookEndpointWithSecret, 404), {
      summary: 'Nowy sekret (poprzedni podpisuje obok niego jeszcze 24 godziny)',
      params: IdParam,
    });
    app.post('/api/webhooks/:id/rotate-secret', postWebhooksByIdRotateSecret, (req) => service.rotateSecret(deps.db, req.params.id));

    const postWebhooksByIdPause = spec(admin, tags, ok(WebhookEndpoint, 404, 409), {
      summary: 'Wstrzymuje punkt odbioru (zdarzenia trafiają do dziennika jako niewysłane)',
      params: IdParam,
    });
    app.post('/api/webhooks/:id/pause', postWebhooksByIdPause, (req) => service.setPaused(deps.db, req.params.id, true));

    const postWebhooksByIdResume = spec(admin, tags, ok(WebhookEndpoint, 404, 409), {
      summary: 'Wznawia punkt odbioru',
      params: IdParam,
    });
    app.post('/api/webhooks/:id/resume', postWebhooksByIdResume, (req) => service.setPaused(deps.db, req.params.id, false));

    const postWebhooksByIdTest = spec(admin, tags, ok(WebhookTestResult, 404, 409), {
      summary: 'Wysyła zdarzenie testowe `webhook.test` (wynik w dzienniku dostarczeń)',
      params: IdParam,
    });
    app.post('/api/webhooks/:id/test', postWebhooksByIdTest, (req) => service.sendTest(deps, req.params.id));

    const getWebhooksByIdDeliveries = spec(admin, tags, ok(WebhookDeliveryPage, 404), {
      summary: 'Dziennik dostarczeń punktu odbioru (każda próba; najnowsze najpierw)',
      params: IdParam,
      querystring: WebhookDeliveryQuery,
    });
    app.get('/api/webhooks/:id/deliveries', getWebhooksByIdDeliveries, (req) => service.deliveries(deps.db, req.params.id, req.query));

    const postWebhooksByIdRedeliver = spec(admin, tags, ok(WebhookCountResponse, 404, 409), {
      summary: 'Wysyła ponownie jedno zdarzenie albo wszystkie nieudane od wskazanego dnia',
      params: IdParam,
      body: WebhookRedeliverBody,
    });
    app.post('/api/webhooks/:id/redeliver', postWebhooksByIdRedeliver, (req) => service.redeliver(deps, req.params.id, req.body));
  };
}
