import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMailingBody,
  IdParam,
  MAILING_MESSAGES,
  Mailing,
  MailingCount,
  MailingCountBody,
  MailingList,
  MailingQuery,
  MessageResponse,
  IdMessageResponse,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import { cancelMailing, countSegment, createMailing, getMailing, listMailings } from './mailings.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };

/** /api/messages/multiple-mailing (spec §7): a mailing to a segment, its recipient count before sending, its progress. */
export function mailingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const postMessagesMultipleMailingCount = spec(admin, tags, ok(MailingCount), {
      summary: 'Ilu uczestników obejmie segment (i ilu dostanie e-mail)',
      body: MailingCountBody,
    });
    app.post('/api/messages/multiple-mailing/count', postMessagesMultipleMailingCount, (req) => countSegment(deps.db, req.body.segment));

    const postMessagesMultipleMailing = spec(
      admin,
      tags,
      { 201: IdMessageResponse, 200: IdMessageResponse },
      {
        summary: 'Mailing do segmentu: skrzynka, e-mail lub oba; teraz albo o podanej porze (ten sam requestKey: ten sam mailing)',
        body: CreateMailingBody,
      },
    );
    app.post('/api/messages/multiple-mailing', postMessagesMultipleMailing, async (req, reply) => {
      const { id, created } = await createMailing(deps, authOf(req).userId, req.body);
      const message = req.body.scheduledAt ? MAILING_MESSAGES.scheduled : MAILING_MESSAGES.created;
      return reply.status(created ? 201 : 200).send({ id, message });
    });

    const getMessagesMultipleMailing = spec(admin, tags, ok(MailingList), {
      summary: 'Mailingi z postępem wysyłki, od najnowszych',
      querystring: MailingQuery,
    });
    app.get('/api/messages/multiple-mailing', getMessagesMultipleMailing, (req) => listMailings(deps.db, req.query));

    const getMessagesMultipleMailingById = spec(admin, tags, ok(Mailing, 404), {
      summary: 'Jeden mailing z postępem wysyłki',
      params: IdParam,
    });
    app.get('/api/messages/multiple-mailing/:id', getMessagesMultipleMailingById, (req) => getMailing(deps.db, req.params.id));

    const postMessagesMultipleMailingByIdCancel = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Anuluj zaplanowany lub trwający mailing (niewysłane e-maile nie wyjdą)',
      params: IdParam,
    });
    app.post('/api/messages/multiple-mailing/:id/cancel', postMessagesMultipleMailingByIdCancel, async (req) =>
      withMessage(cancelMailing(deps.db, req.params.id), MAILING_MESSAGES.cancelled),
    );
  };
}
