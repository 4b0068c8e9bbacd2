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
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { cancelMailing, countSegment, createMailing, getMailing, listMailings } from './mailings.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };

/** /api/messages/multiple-mailing (spec §7): a mailing to a segment, its recipient count before sending, its progress. */
export function mailingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/messages/multiple-mailing/count',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ilu uczestników obejmie segment (i ilu dostanie e-mail)',
          body: MailingCountBody,
          response: { 200: MailingCount },
        },
      },
      (req) => countSegment(deps.db, req.body.segment),
    );

    app.post(
      '/api/messages/multiple-mailing',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Mailing do segmentu: skrzynka, e-mail lub oba; teraz albo o podanej porze (ten sam requestKey: ten sam mailing)',
          body: CreateMailingBody,
          response: {
            201: IdMessageResponse,
            200: IdMessageResponse,
          },
        },
      },
      async (req, reply) => {
        const { id, created } = await createMailing(deps, authOf(req).userId, req.body);
        const message = req.body.scheduledAt ? MAILING_MESSAGES.scheduled : MAILING_MESSAGES.created;
        return reply.status(created ? 201 : 200).send({ id, message });
      },
    );

    app.get(
      '/api/messages/multiple-mailing',
      {
        config: admin,
        schema: { tags, summary: 'Mailingi z postępem wysyłki, od najnowszych', querystring: MailingQuery, response: { 200: MailingList } },
      },
      (req) => listMailings(deps.db, req.query),
    );

    app.get(
      '/api/messages/multiple-mailing/:id',
      {
        config: admin,
        schema: { tags, summary: 'Jeden mailing z postępem wysyłki', params: IdParam, response: { 200: Mailing, ...errorResponses(404) } },
      },
      (req) => getMailing(deps.db, req.params.id),
    );

    app.post(
      '/api/messages/multiple-mailing/:id/cancel',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Anuluj zaplanowany lub trwający mailing (niewysłane e-maile nie wyjdą)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await cancelMailing(deps.db, req.params.id);
        return { message: MAILING_MESSAGES.cancelled };
      },
    );
  };
}
