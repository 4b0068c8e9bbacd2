import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HeldCodeList, HeldCodesQuery, HeldPoints, IdParam, POINTS_ROLES, ReviewBody, ReviewResult } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { assertMember } from '../codes/members';
import { approveHeld, heldPointsOf, rejectHeld, reviewQueue } from './code-guard.service';

const tags = ['Code review'];
const program = { access: ACCESS.admin('program') };

/** The fraud guard's review queue ("Kody do weryfikacji", /admin/codes/review) and members' held points. */
export function codeGuardRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getCodesReview = spec(program, tags, ok(HeldCodeList), {
      summary: 'Kody wstrzymane przez reguły ochrony przed nadużyciami (do weryfikacji, zatwierdzone, odrzucone)',
      querystring: HeldCodesQuery,
    });
    app.get('/api/codes/review', getCodesReview, (req) => reviewQueue(deps.db, req.query));

    const postCodesReviewApprove = spec(program, tags, ok(ReviewResult), {
      summary: 'Zatwierdza wstrzymane kody: punkty (i bonusy akcji) trafiają na konto z terminem ważności z chwili wpisania',
      body: ReviewBody,
    });
    app.post('/api/codes/review/approve', postCodesReviewApprove, async (req) => {
      const result = await approveHeld(deps.db, authOf(req).userId, req.body.codeIds);
      app.metrics.codes.reviewed('approved', result.decided);
      return result;
    });

    const postCodesReviewReject = spec(program, tags, ok(ReviewResult), {
      summary: 'Odrzuca wstrzymane kody: kod jest unieważniony, uczestnik dostaje wiadomość w skrzynce',
      body: ReviewBody,
    });
    app.post('/api/codes/review/reject', postCodesReviewReject, async (req) => {
      const result = await rejectHeld(deps.db, authOf(req).userId, req.body.codeIds);
      app.metrics.codes.reviewed('rejected', result.decided);
      return result;
    });

    const getUsersMePointsHeld = spec({ access: ACCESS.customer(POINTS_ROLES) }, tags, ok(HeldPoints), {
      summary: 'Moje punkty czekające na weryfikację',
    });
    app.get('/api/users/me/points/held', getUsersMePointsHeld, (req) => heldPointsOf(deps.db, deps.settings, authOf(req).userId, false));

    const getUsersByIdPointsHeld = spec({ access: ACCESS.admin('program', { readIn: ['members'] }) }, tags, ok(HeldPoints, 404), {
      summary: 'Punkty uczestnika czekające na weryfikację (z oznaczeniem ponad próg z ustawień)',
      params: IdParam,
    });
    app.get('/api/users/:id/points/held', getUsersByIdPointsHeld, async (req) => {
      await assertMember(deps.db, req.params.id);
      return heldPointsOf(deps.db, deps.settings, req.params.id, true);
    });
  };
}
