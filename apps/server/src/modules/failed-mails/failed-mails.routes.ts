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
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { deleteFailedMail, listFailedMails, retryFailedMails } from './failed-mails.service';

const tags = ['Settings'];
const admin = { access: ACCESS.admin('settings') };

/** The e-mails that failed every attempt (the `mail` queue's dead letters): see, send again, drop. */
export function failedMailRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getSettingsFailedMails = spec(admin, tags, ok(FailedMailPage), {
      summary: 'E-maile, których nie udało się wysłać mimo ponowień',
      querystring: FailedMailQuery,
    });
    app.get('/api/settings/failed-mails', getSettingsFailedMails, (req) => listFailedMails(deps.jobs, req.query));

    const postSettingsFailedMailsRetry = spec(admin, tags, ok(FailedMailRetryResult), {
      summary: 'Wyślij ponownie (wskazane albo wszystkie nieudane e-maile)',
      body: FailedMailRetryBody,
    });
    app.post('/api/settings/failed-mails/retry', postSettingsFailedMailsRetry, (req) => retryFailedMails(deps.jobs, req.body.ids));

    const deleteSettingsFailedMailsById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuń nieudany e-mail z listy',
      params: FailedMailIdParam,
    });
    app.delete('/api/settings/failed-mails/:id', deleteSettingsFailedMailsById, (req) => deleteFailedMail(deps.jobs, req.params.id));
  };
}
