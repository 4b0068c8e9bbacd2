import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FailedMailIdParam,
  FailedMailPage,
  FailedMailQuery,
  FailedMailRetryBody,
  MessageResponse,
  FailedMailRetryResult,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { deleteFailedMail, listFailedMails, retryFailedMails } from './failed-mails.service';

const tags = ['Settings'];
const admin = { access: ACCESS.admin('settings') };

/** The e-mails that failed every attempt (the `mail` queue's dead letters): see, send again, drop. */
export function failedMailRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/failed-mails',
      {
        config: admin,
        schema: {
          tags,
          summary: 'E-maile, których nie udało się wysłać mimo ponowień',
          querystring: FailedMailQuery,
          response: { 200: FailedMailPage },
        },
      },
      (req) => listFailedMails(deps.jobs, req.query),
    );

    app.post(
      '/api/settings/failed-mails/retry',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wyślij ponownie (wskazane albo wszystkie nieudane e-maile)',
          body: FailedMailRetryBody,
          response: { 200: FailedMailRetryResult },
        },
      },
      (req) => retryFailedMails(deps.jobs, req.body.ids),
    );

    app.delete(
      '/api/settings/failed-mails/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuń nieudany e-mail z listy',
          params: FailedMailIdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      (req) => deleteFailedMail(deps.jobs, req.params.id),
    );
  };
}
