import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GroupUserParam, PremiumList, PremiumQuery, PremiumRow, PremiumSettings } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as premium from './premium.service';

const tags = ['Premium group'];
const admin = { access: ACCESS.admin('program') };
/** The premium group (/api/premium-group); the rules are in premium.service.ts. */
export function premiumRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, settings } = deps;

    const getPremiumGroupSettings = spec(admin, tags, ok(PremiumSettings), {
      summary: 'Próg grupy Premium: punkty zdobyte w ostatnich N miesiącach',
    });
    app.get('/api/premium-group/settings', getPremiumGroupSettings, () => premium.premiumSettings(settings));

    const putPremiumGroupSettings = spec(admin, tags, ok(PremiumSettings), {
      summary: 'Zmienia próg grupy Premium',
      body: PremiumSettings,
    });
    app.put('/api/premium-group/settings', putPremiumGroupSettings, (req) => premium.savePremiumSettings(settings, req.body));

    const lists: Array<{ path: string; kind: premium.Kind; summary: string }> = [
      { path: '/api/premium-group/members', kind: 'members', summary: 'Członkowie grupy Premium z punktami zdobytymi w okresie progu' },
      {
        path: '/api/premium-group/candidates',
        kind: 'candidates',
        summary: 'Kandydaci: aktywni członkowie spoza grupy, którzy zdobyli co najmniej próg punktów',
      },
      {
        path: '/api/premium-group/candidates-for-removal',
        kind: 'removal',
        summary: 'Kandydaci do usunięcia: członkowie grupy poniżej progu',
      },
    ];
    for (const { path, kind, summary } of lists) {
      app.get(path, spec(admin, tags, ok(PremiumList), { summary: summary, querystring: PremiumQuery }), (req) =>
        premium.listPremium(db, settings, kind, req.query),
      );
    }

    const postPremiumGroupAcceptByUserId = spec(admin, tags, ok(PremiumRow, 404), {
      summary: 'Przyjmuje członka do grupy Premium',
      params: GroupUserParam,
    });
    app.post('/api/premium-group/accept/:userId', postPremiumGroupAcceptByUserId, (req) =>
      premium.setPremium(db, settings, deps.content, req.params.userId, true),
    );

    const postPremiumGroupRemoveByUserId = spec(admin, tags, ok(PremiumRow, 404), {
      summary: 'Usuwa członka z grupy Premium',
      params: GroupUserParam,
    });
    app.post('/api/premium-group/remove/:userId', postPremiumGroupRemoveByUserId, (req) =>
      premium.setPremium(db, settings, deps.content, req.params.userId, false),
    );
  };
}
