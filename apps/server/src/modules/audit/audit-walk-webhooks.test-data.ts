import type { Sample } from './audit-walk.test-types';

/** The audit walk's samples of the webhook endpoints (audit-walk.test-data.ts spreads them in). */
export const WEBHOOK_SAMPLES: Record<string, Sample> = {
  'POST /api/webhooks': {
    request: () => ({
      url: '/api/webhooks',
      payload: { url: 'https://erp.partner.example/hooks', description: 'ERP (audyt)', eventTypes: ['order.created'] },
    }),
    made: 'webhook',
  },
  'PATCH /api/webhooks/:id': {
    request: (c) => ({ url: `/api/webhooks/${c.ids.webhook}`, payload: { eventTypes: ['order.created', 'order.cancelled'] } }),
  },
  'POST /api/webhooks/:id/rotate-secret': { request: (c) => ({ url: `/api/webhooks/${c.ids.webhook}/rotate-secret` }) },
  'POST /api/webhooks/:id/pause': { request: (c) => ({ url: `/api/webhooks/${c.ids.webhook}/pause` }) },
  'POST /api/webhooks/:id/resume': { request: (c) => ({ url: `/api/webhooks/${c.ids.webhook}/resume` }) },
  'DELETE /api/webhooks/:id': { request: (c) => ({ url: `/api/webhooks/${c.ids.webhook}` }) },
};

/** Webhook routes that change no audited table (audit-walk.test-data.ts spreads them into NOT_AUDITED). */
export const WEBHOOK_NOT_AUDITED: Record<string, string> = {
  'POST /api/webhooks/:id/test':
    'writes a webhook.test event to the outbox and queues its delivery (webhook_events, pgboss.job: not audited); the endpoint is untouched and the attempt is in its delivery log',
  'POST /api/webhooks/:id/redeliver':
    'queues deliveries of events already in the outbox again (pgboss.job, not audited); each attempt is in the endpoint’s delivery log',
};
