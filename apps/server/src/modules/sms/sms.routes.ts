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
import { ok, spec, withMessage } from '../../lib/route';
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
    const postMessagesSmsCount = spec(admin, tags, ok(SmsCount), {
      summary: 'Odbiorcy, liczba części (GSM-7 / UCS-2) i koszt SMS przed wysłaniem',
      body: SmsCountBody,
    });
    app.post('/api/messages/sms/count', postMessagesSmsCount, (req) => countSms(deps, req.body));

    const postMessagesSms = spec(
      admin,
      tags,
      { 201: IdMessageResponse, 200: IdMessageResponse, ...errorResponses(404) },
      { summary: 'SMS do uczestnika lub segmentu; teraz albo o podanej porze (ten sam requestKey: ta sama wysyłka)', body: CreateSmsBody },
    );
    app.post('/api/messages/sms', postMessagesSms, async (req, reply) => {
      const { id, created } = await createSms(deps, authOf(req).userId, req.body);
      const message = req.body.scheduledAt ? SMS_MESSAGES.scheduled : SMS_MESSAGES.created;
      return reply.status(created ? 201 : 200).send({ id, message });
    });

    const getMessagesSms = spec(admin, tags, ok(SmsSendingList), {
      summary: 'Wysyłki SMS z postępem i doręczeniami, od najnowszych',
      querystring: SmsSendingQuery,
    });
    app.get('/api/messages/sms', getMessagesSms, (req) => listSms(deps.db, req.query));

    const getMessagesSmsById = spec(admin, tags, ok(SmsSending, 404), { summary: 'Jedna wysyłka SMS', params: IdParam });
    app.get('/api/messages/sms/:id', getMessagesSmsById, (req) => getSms(deps.db, req.params.id));

    const postMessagesSmsByIdCancel = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Anuluj zaplanowaną lub trwającą wysyłkę SMS (nieprzekazane do bramki nie wyjdą)',
      params: IdParam,
    });
    app.post('/api/messages/sms/:id/cancel', postMessagesSmsByIdCancel, async (req) =>
      withMessage(cancelMailing(deps.db, req.params.id, SMS), SMS_MESSAGES.cancelled),
    );

    const getMessagesSmsCallback = spec({ access: ACCESS.public }, tags, ok(z.string(), 403), {
      summary: 'Raport doręczenia od bramki SMS (adres podpisany, podawany bramce przy wysyłce); odpowiedź: OK',
      querystring: SmsDeliveryReport,
    });
    app.get('/api/messages/sms/callback', getMessagesSmsCallback, async (req, reply) => {
      const expected = Buffer.from(smsCallbackSignature(deps.config));
      const given = Buffer.from(req.query.t);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(SMS_MESSAGES.callbackForged);
      await applyDeliveryReports(deps.db, req.query);
      // The gateway repeats a report until it reads this answer.
      return reply.type('text/plain; charset=utf-8').send('OK');
    });

    const getSettingsSmsLogs = spec(admin, ['Settings'], ok(SmsLogList), {
      summary: 'Log SMS: każdy SMS do uczestnika z raportem doręczenia bramki',
      querystring: SmsLogQuery,
    });
    app.get('/api/settings/sms-logs', getSettingsSmsLogs, (req) => smsLog(deps.db, req.query));
  };
}
