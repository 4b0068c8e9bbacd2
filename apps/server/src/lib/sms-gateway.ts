import { SMS_DELIVERY, SMS_MESSAGES, smsParts, type SmsDelivery, type SmsSettings } from '@klub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/**
 * The SMS gateway (docs/domain.md "SMS"). SMSAPI.pl's REST API: `POST {SMS_API_URL}/sms.do` with
 * the OAuth token, one message per call, our id of the message as `idx` with `check_idx` (the
 * gateway refuses an idx it has seen: a second hand-over of the same SMS is impossible there too),
 * and the delivery callback address (`notify_url`). Provider NONE writes the SMS to the log.
 */
export interface SmsMessage {
  /** The member's number as stored: 9 digits, optionally +48. */
  to: string;
  text: string;
  /** The name phones show; none: the gateway account's default. */
  sender: string | null;
  /** Our id of this SMS (mailing and member): the gateway's duplicate check and its callbacks carry it. */
  idx: string;
  notifyUrl: string;
}

export interface SmsHandedOver {
  /** The gateway's id of the message; null when it was only logged or the gateway had it already. */
  gatewayId: string | null;
  parts: number;
}

/** A refusal: `temporary` ones (the gateway away, out of credit, a bad token) are retried later. */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

/** The settings an SMS leaves with: gateway, sender, and the token (the admins' one, else SMS_API_TOKEN). */
export type SmsGatewaySettings = SmsSettings & { token?: string };

export interface SmsGateway {
  send(message: SmsMessage, settings: SmsGatewaySettings): Promise<SmsHandedOver>;
}

/** SMSAPI.pl's numbers: the country code and the 9 digits, nothing else. */
export const msisdn = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `48${digits}` : digits;
};

/** SMSAPI error codes worth another attempt: its own failures, the account (credit, token) an admin can fix. */
const TEMPORARY_CODES = new Set([101, 102, 103, 201, 202, 203, 999, 1000]);
/** "This idx was sent already": the gateway has this very SMS. */
const DUPLICATE_IDX = 105;

export function createSmsGateway(config: Pick<Config, 'sms'>, log: FastifyBaseLogger): SmsGateway {
  return {
    async send(message, settings) {
      const parts = smsParts(message.text).parts;
      if (settings.provider === 'NONE') {
        log.info({ to: message.to, text: message.text, idx: message.idx }, 'SMS (no gateway in the settings: logged, not sent)');
        return { gatewayId: null, parts };
      }
      const token = settings.token ?? config.sms.token;
      if (!token) throw new SmsGatewayError(SMS_MESSAGES.noToken, true);
      const form = new URLSearchParams({
        to: msisdn(message.to),
        message: message.text,
        format: 'json',
        encoding: 'utf-8',
        idx: message.idx,
        check_idx: '1',
        notify_url: message.notifyUrl,
      });
      if (message.sender) form.set('from', message.sender);
      let res: Response;
      try {
        res = await fetch(`${config.sms.apiUrl}/sms.do`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new SmsGatewayError(`${SMS_MESSAGES.gatewayAway}: ${(err as Error).message}`, true);
      }
      const answer = (await res.json().catch(() => null)) as {
        error?: number;
        message?: string;
        list?: { id: string; parts?: number }[];
      } | null;
      if (answer?.error !== undefined) {
        if (answer.error === DUPLICATE_IDX) return { gatewayId: null, parts };
        throw new SmsGatewayError(
          `${SMS_MESSAGES.gatewayRefused} (${answer.error}): ${answer.message ?? ''}`.trim(),
          TEMPORARY_CODES.has(answer.error),
        );
      }
      const sent = answer?.list?.[0];
      if (!res.ok || !sent) {
        const temporary = res.status >= 500 || res.status === 429 || res.status === 401 || res.ok;
        throw new SmsGatewayError(`${SMS_MESSAGES.gatewayRefused} (HTTP ${res.status})`, temporary);
      }
      return { gatewayId: String(sent.id), parts: sent.parts ?? parts };
    },
  };
}

/** SMSAPI's delivery codes (callback `status`); `status_name` says the same in words. */
const DELIVERY_CODES: Record<string, SmsDelivery> = {
  '401': 'UNKNOWN',
  '402': 'EXPIRED',
  '403': 'SENT',
  '404': 'DELIVERED',
  '405': 'UNDELIVERED',
  '406': 'FAILED',
  '407': 'REJECTED',
  '408': 'UNKNOWN',
  '409': 'QUEUE',
  '410': 'ACCEPTED',
};
/** Reports after which nothing changes: a late "SENT" never overwrites them. */
export const FINAL_DELIVERY: readonly SmsDelivery[] = ['DELIVERED', 'UNDELIVERED', 'EXPIRED', 'FAILED', 'REJECTED'];

/** One report of the gateway's callback, as our states. */
export function deliveryOf(status: string | undefined, statusName: string | undefined): SmsDelivery {
  if (statusName && statusName in SMS_DELIVERY) return statusName as SmsDelivery;
  return (status && DELIVERY_CODES[status]) || 'UNKNOWN';
}
