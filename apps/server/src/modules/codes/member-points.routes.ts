import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  API_KEY_HEADER,
  CodesResponse,
  HistoryResponse,
  IdParam,
  LEDGER_SOURCES,
  MemberPoints,
  POINTS_ROLES,
  RedeemBody,
  RedeemManyBody,
  RedeemManyResult,
  RedeemResult,
  MemberCodesQuery,
  MyCodesQuery,
  MyHistoryQuery,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { AppError } from '../../errors';
import type { Deps } from '../../deps';
import { memberPoints, storedBalanceOf } from '../ledger/ledger.views';
import { assertNotBlocked, redeemCode } from './redeem.service';
import { memberCodes } from './codes.queries';
import { assertMember } from './members';
import { history } from './points-history';

const tags = ['Points and codes of members'];
const member = ACCESS.customer(POINTS_ROLES);
const admin = ACCESS.admin('program', { readIn: ['members'] });

/**
 * Where a code was typed: the mobile app sends its API key (scope `codes:redeem`) with the
 * member's token; the access plugin has checked it (`request.apiKey`). The old header
 * `x-klub-client: mobile-app` alone proves nothing (anyone can send it): the website's source.
 */
function sourceOf(req: FastifyRequest) {
  return req.apiKey ? LEDGER_SOURCES.MOBILE_APP : LEDGER_SOURCES.CLUB_ADMIN;
}

/** The member's token and, from the mobile app, its key: both together, or the token alone. */
const memberWithKey = { access: member, apiKeyScope: 'codes:redeem' } as const;
const mobileRedeem = {
  security: [{ customerToken: [], apiKey: [] }, { customerToken: [] }] as Array<Record<string, string[]>>,
  description:
    'Aplikacja mobilna wpisuje kod za zalogowanego uczestnika: wysyła jego token (`Authorization: Bearer …`, ' +
    `strefa klienta) i swój klucz API z uprawnieniem \`codes:redeem\` w nagłówku \`${API_KEY_HEADER}\` ` +
    '(klucz tworzy administrator w Ustawieniach → Klucze API). Kod zapisuje się wtedy ze źródłem 2 (aplikacja mobilna); ' +
    'bez klucza — ze źródłem 1 (strona). Nieznany lub unieważniony klucz: 401, klucz bez tego uprawnienia: 403 — ' +
    'kod nie jest wtedy sprawdzany.',
};

export function memberPointsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- the member's own ----
    app.post(
      '/api/users/me/codes',
      {
        config: memberWithKey,
        schema: {
          tags,
          summary: 'Wpisanie kodu z opakowania',
          ...mobileRedeem,
          body: RedeemBody,
          response: { 200: RedeemResult, ...errorResponses(429) },
        },
      },
      (req) => {
        const { userId } = authOf(req);
        return redeemCode(deps, { userId, actorId: userId, code: req.body.code, source: sourceOf(req) });
      },
    );

    app.post(
      '/api/users/me/codes/batch',
      {
        config: memberWithKey,
        schema: {
          tags,
          summary: 'Wpisanie kilku kodów naraz; każdy z osobną odpowiedzią',
          ...mobileRedeem,
          body: RedeemManyBody,
          response: { 200: RedeemManyResult, ...errorResponses(429) },
        },
      },
      async (req) => {
        const { userId } = authOf(req);
        // Blocked already: one clear 429 for the whole list, not the same refusal on every line.
        await assertNotBlocked(deps, userId);
        const results: z.infer<typeof RedeemManyResult>['results'] = [];
        // Only codes credited by THIS request count: one already on the account is answered, not added.
        let credited = 0;
        let creditedCodes = 0;
        let balance: number | undefined;
        for (const code of req.body.codes) {
          try {
            const r = await redeemCode(deps, { userId, actorId: userId, code, source: sourceOf(req) });
            results.push({ code, ok: true, points: r.points, alreadyRedeemed: r.alreadyRedeemed, message: r.message });
            if (!r.alreadyRedeemed) {
              credited += r.points;
              creditedCodes += 1;
            }
            balance = r.balance;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            results.push({ code, ok: false, points: 0, alreadyRedeemed: false, message: err.message });
          }
        }
        balance ??= await storedBalanceOf(deps.db, userId);
        return { results, credited, creditedCodes, balance };
      },
    );

    app.get(
      '/api/users/me/codes',
      {
        config: { access: member },
        schema: {
          tags,
          summary: 'Moje kody',
          querystring: MyCodesQuery,
          response: { 200: CodesResponse },
        },
      },
      (req) => memberCodes(deps.db, authOf(req).userId, req.query.skip, req.query.take),
    );

    app.get(
      '/api/users/me/points',
      {
        config: { access: member },
        schema: {
          tags,
          summary: 'Moje punkty: partie punktów, saldo, wygasające, ranking',
          response: { 200: MemberPoints },
        },
      },
      (req) => memberPoints(deps.db, deps.ranking, authOf(req).userId),
    );

    app.get(
      '/api/users/me/points/history',
      {
        config: { access: member },
        schema: {
          tags,
          summary: 'Historia moich punktów',
          querystring: MyHistoryQuery,
          response: { 200: HistoryResponse },
        },
      },
      (req) => history(deps.db, authOf(req).userId, req.query.skip, req.query.take),
    );

    // ---- admin, for one member ----
    app.get(
      '/api/users/:id/points',
      {
        config: { access: admin },
        schema: { tags, summary: 'Punkty uczestnika', params: IdParam, response: { 200: MemberPoints, ...errorResponses(404) } },
      },
      async (req) => {
        await assertMember(deps.db, req.params.id);
        return memberPoints(deps.db, deps.ranking, req.params.id);
      },
    );

    app.get(
      '/api/users/:id/codes',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Kody uczestnika',
          params: IdParam,
          querystring: MemberCodesQuery,
          response: { 200: CodesResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await assertMember(deps.db, req.params.id);
        return memberCodes(deps.db, req.params.id, req.query.skip, req.query.take);
      },
    );

    app.post(
      '/api/users/:id/codes',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Wpisanie kodu w imieniu uczestnika',
          params: IdParam,
          body: RedeemBody,
          response: { 200: RedeemResult, ...errorResponses(404, 429) },
        },
      },
      async (req) => {
        await assertMember(deps.db, req.params.id);
        return redeemCode(deps, {
          userId: req.params.id,
          actorId: authOf(req).userId,
          code: req.body.code,
          source: LEDGER_SOURCES.CLUB_ADMIN,
        });
      },
    );
  };
}
