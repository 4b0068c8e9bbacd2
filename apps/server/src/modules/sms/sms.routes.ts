import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSmsBody,
  SMS_MESSAGES,
  SmsCount,
  SmsCountBody,
  SmsLogList,
  SmsLogQuery,
  SmsSending,
  SmsSendingList,
  SmsSendingQuery,
  SmsDeliveryReport,
} from '@klub/contracts';
import { z } from 'zod';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import { forbidden } from '../../errors';
import type { Deps } from '../../deps';
import { cancelMailing } from '../mailings/mailings.service';
import { SMS, smsCallbackSignature } from '../mailings/channels';
import { sendingRoutes } from '../mailings/sending-routes';
import { applyDeliveryReports, countSms, createSms, getSms, listSms, smsLog } from './sms.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };

/** /api/messages/sms (spec §7) and /api/settings/sms-logs: SMS to one member or a segment, their delivery log. */
export function smsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    sendingRoutes(app, '/api/messages/sms', {
      tags,
      config: admin,
      messages: SMS_MESSAGES,
      count: {
        summary: 'Odbiorcy, liczba części (GSM-7 / UCS-2) i koszt SMS przed wysłaniem',
        body: SmsCountBody,
        answer: SmsCount,
        run: (body) => countSms(deps, body),
      },
      create: {
        summary: 'SMS do uczestnika lub segmentu; teraz albo o podanej porze (ten sam requestKey: ta sama wysyłka)',
        body: CreateSmsBody,
        errors: [404],
        run: (body, req) => createSms(deps, authOf(req).userId, body),
      },
      list: {
        summary: 'Wysyłki SMS z postępem i doręczeniami, od najnowszych',
        answer: SmsSendingList,
        query: SmsSendingQuery,
        run: (query) => listSms(deps.db, query),
      },
      read: { summary: 'Jedna wysyłka SMS', answer: SmsSending, run: (id) => getSms(deps.db, id) },
      cancel: {
        summary: 'Anuluj zaplanowaną lub trwającą wysyłkę SMS (nieprzekazane do bramki nie wyjdą)',
        run: (id) => cancelMailing(deps.db, id, SMS),
      },
    });

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
