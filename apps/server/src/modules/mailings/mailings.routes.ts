import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateMailingBody, MAILING_MESSAGES, Mailing, MailingCount, MailingCountBody, MailingList, MailingQuery } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import { sendingRoutes } from './sending-routes';
import { cancelMailing, countSegment, createMailing, getMailing, listMailings } from './mailings.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };

/** /api/messages/multiple-mailing (spec §7): a mailing to a segment, its recipient count before sending, its progress. */
export function mailingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    sendingRoutes(app, '/api/messages/multiple-mailing', {
      tags,
      config: admin,
      messages: MAILING_MESSAGES,
      count: {
        summary: 'Ilu uczestników obejmie segment (i ilu dostanie e-mail)',
        body: MailingCountBody,
        answer: MailingCount,
        run: (body) => countSegment(deps.db, body.segment),
      },
      create: {
        summary: 'Mailing do segmentu: skrzynka, e-mail lub oba; teraz albo o podanej porze (ten sam requestKey: ten sam mailing)',
        body: CreateMailingBody,
        run: (body, req) => createMailing(deps, authOf(req).userId, body),
      },
      list: {
        summary: 'Mailingi z postępem wysyłki, od najnowszych',
        answer: MailingList,
        query: MailingQuery,
        run: (query) => listMailings(deps.db, query),
      },
      read: { summary: 'Jeden mailing z postępem wysyłki', answer: Mailing, run: (id) => getMailing(deps.db, id) },
      cancel: {
        summary: 'Anuluj zaplanowany lub trwający mailing (niewysłane e-maile nie wyjdą)',
        run: (id) => cancelMailing(deps.db, id),
      },
    });
  };
}
