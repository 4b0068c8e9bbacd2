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
import { ok, spec } from '../../lib/route';
import { AppError } from '../../errors';
import type { Deps } from '../../deps';
import { memberPoints, storedBalanceOf } from '../ledger/ledger.views';
import { assertNotBlocked, redeemCode, type RedeemRequest } from './redeem.service';
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
    /** Redeems one code and counts its outcome (plugins/redemption-metrics.ts). */
    const redeem = async (req: RedeemRequest) => {
      try {
        const r = await redeemCode(deps, req);
        const outcome = r.held ? 'held' : r.alreadyRedeemed ? 'already' : 'credited';
        app.metrics.codes.entry(
          outcome,
          r.bonuses.reduce((sum, b) => sum + b.points, 0),
        );
        return r;
      } catch (err) {
        if (err instanceof AppError) app.metrics.codes.entry('refused');
        throw err;
      }
    };

    // ---- the member's own ----
    const postUsersMeCodes = spec(memberWithKey, tags, ok(RedeemResult, 429), {
      summary: 'Wpisanie kodu z opakowania',
      ...mobileRedeem,
      body: RedeemBody,
    });
    app.post('/api/users/me/codes', postUsersMeCodes, (req) => {
      const { userId } = authOf(req);
      return redeem({ userId, actorId: userId, code: req.body.code, source: sourceOf(req), ip: req.ip });
    });

    const postUsersMeCodesBatch = spec(memberWithKey, tags, ok(RedeemManyResult, 429), {
      summary: 'Wpisanie kilku kodów naraz; każdy z osobną odpowiedzią',
      ...mobileRedeem,
      body: RedeemManyBody,
    });
    app.post('/api/users/me/codes/batch', postUsersMeCodesBatch, async (req) => {
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
          const r = await redeem({ userId, actorId: userId, code, source: sourceOf(req), ip: req.ip });
          results.push({
            code,
            ok: true,
            points: r.points,
            alreadyRedeemed: r.alreadyRedeemed,
            message: r.message,
            bonuses: r.bonuses,
            held: r.held,
          });
          // A code the fraud guard held is accepted but credits nothing now.
          if (!r.alreadyRedeemed && !r.held) {
            credited += r.points + r.bonuses.reduce((sum, b) => sum + b.points, 0);
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
    });

    const getUsersMeCodes = spec({ access: member }, tags, ok(CodesResponse), { summary: 'Moje kody', querystring: MyCodesQuery });
    app.get('/api/users/me/codes', getUsersMeCodes, (req) => memberCodes(deps.db, authOf(req).userId, req.query.skip, req.query.take));

    const getUsersMePoints = spec({ access: member }, tags, ok(MemberPoints), {
      summary: 'Moje punkty: partie punktów, saldo, wygasające, ranking',
    });
    app.get('/api/users/me/points', getUsersMePoints, (req) => memberPoints(deps.db, deps.ranking, authOf(req).userId));

    const getUsersMePointsHistory = spec({ access: member }, tags, ok(HistoryResponse), {
      summary: 'Historia moich punktów',
      querystring: MyHistoryQuery,
    });
    app.get('/api/users/me/points/history', getUsersMePointsHistory, (req) =>
      history(deps.db, authOf(req).userId, req.query.skip, req.query.take),
    );

    // ---- admin, for one member ----
    const getUsersByIdPoints = spec({ access: admin }, tags, ok(MemberPoints, 404), { summary: 'Punkty uczestnika', params: IdParam });
    app.get('/api/users/:id/points', getUsersByIdPoints, async (req) => {
      await assertMember(deps.db, req.params.id);
      return memberPoints(deps.db, deps.ranking, req.params.id);
    });

    const getUsersByIdCodes = spec({ access: admin }, tags, ok(CodesResponse, 404), {
      summary: 'Kody uczestnika',
      params: IdParam,
      querystring: MemberCodesQuery,
    });
    app.get('/api/users/:id/codes', getUsersByIdCodes, async (req) => {
      await assertMember(deps.db, req.params.id);
      return memberCodes(deps.db, req.params.id, req.query.skip, req.query.take);
    });

    const postUsersByIdCodes = spec({ access: admin }, tags, ok(RedeemResult, 404, 429), {
      summary: 'Wpisanie kodu w imieniu uczestnika',
      params: IdParam,
      body: RedeemBody,
    });
    app.post('/api/users/:id/codes', postUsersByIdCodes, async (req) => {
      await assertMember(deps.db, req.params.id);
      return redeem({
        userId: req.params.id,
        actorId: authOf(req).userId,
        code: req.body.code,
        source: LEDGER_SOURCES.CLUB_ADMIN,
      });
    });
  };
}
