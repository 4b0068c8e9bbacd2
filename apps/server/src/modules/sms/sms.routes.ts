import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSmsBody,
  IdParam,
  MessageResponse,
  SMS_MESSAGES,
  SmsCount,
  SmsCountBody,
  SmsLogList,
  SmsLogQuery,
  SmsSending,
  SmsSendingList,
  SmsSendingQuery,
  IdMessageResponse,
  SmsDeliveryReport,
} from '@klub/contracts';
import { z } from 'zod';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { forbidden } from '../../errors';
import type { Deps } from '../../deps';
import { cancelMailing } from '../mailings/mailings.service';
import { SMS, smsCallbackSignature } from '../mailings/channels';
import { applyDeliveryReports, countSms, createSms, getSms, listSms, smsLog } from './sms.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };

/** /api/messages/sms (spec §7) and /api/settings/sms-logs: SMS to one member or a segment, their delivery log. */
export function smsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/messages/sms/count',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Odbiorcy, liczba części (GSM-7 / UCS-2) i koszt SMS przed wysłaniem',
          body: SmsCountBody,
          response: { 200: SmsCount },
        },
      },
      (req) => countSms(deps, req.body),
    );

    app.post(
      '/api/messages/sms',
      {
        config: admin,
        schema: {
          tags,
          summary: 'SMS do uczestnika lub segmentu; teraz albo o podanej porze (ten sam requestKey: ta sama wysyłka)',
          body: CreateSmsBody,
          response: {
            201: IdMessageResponse,
            200: IdMessageResponse,
            ...errorResponses(404),
          },
        },
      },
      async (req, reply) => {
        const { id, created } = await createSms(deps, authOf(req).userId, req.body);
        const message = req.body.scheduledAt ? SMS_MESSAGES.scheduled : SMS_MESSAGES.created;
        return reply.status(created ? 201 : 200).send({ id, message });
      },
    );

    app.get(
      '/api/messages/sms',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wysyłki SMS z postępem i doręczeniami, od najnowszych',
          querystring: SmsSendingQuery,
          response: { 200: SmsSendingList },
        },
      },
      (req) => listSms(deps.db, req.query),
    );

    app.get(
      '/api/messages/sms/:id',
      {
        config: admin,
        schema: { tags, summary: 'Jedna wysyłka SMS', params: IdParam, response: { 200: SmsSending, ...errorResponses(404) } },
      },
      (req) => getSms(deps.db, req.params.id),
    );

    app.post(
      '/api/messages/sms/:id/cancel',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Anuluj zaplanowaną lub trwającą wysyłkę SMS (nieprzekazane do bramki nie wyjdą)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await cancelMailing(deps.db, req.params.id, SMS);
        return { message: SMS_MESSAGES.cancelled };
      },
    );

    app.get(
      '/api/messages/sms/callback',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Raport doręczenia od bramki SMS (adres podpisany, podawany bramce przy wysyłce); odpowiedź: OK',
          querystring: SmsDeliveryReport,
          response: { 200: z.string(), ...errorResponses(403) },
        },
      },
      async (req, reply) => {
        const expected = Buffer.from(smsCallbackSignature(deps.config));
        const given = Buffer.from(req.query.t);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(SMS_MESSAGES.callbackForged);
        await applyDeliveryReports(deps.db, req.query);
        // The gateway repeats a report until it reads this answer.
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );

    app.get(
      '/api/settings/sms-logs',
      {
        config: admin,
        schema: {
          tags: ['Settings'],
          summary: 'Log SMS: każdy SMS do uczestnika z raportem doręczenia bramki',
          querystring: SmsLogQuery,
          response: { 200: SmsLogList },
        },
      },
      (req) => smsLog(deps.db, req.query),
    );
  };
}
