import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GroupUserParam, PremiumList, PremiumQuery, PremiumRow, PremiumSettings } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as premium from './premium.service';

const tags = ['Premium group'];
const admin = { access: ACCESS.admin('program') };
/** The premium group (/api/premium-group); the rules are in premium.service.ts. */
export function premiumRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, settings } = deps;

    app.get(
      '/api/premium-group/settings',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Próg grupy Premium: punkty zdobyte w ostatnich N miesiącach',
          response: { 200: PremiumSettings },
        },
      },
      () => premium.premiumSettings(settings),
    );

    app.put(
      '/api/premium-group/settings',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia próg grupy Premium',
          body: PremiumSettings,
          response: { 200: PremiumSettings },
        },
      },
      (req) => premium.savePremiumSettings(settings, req.body),
    );

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
      app.get(
        path,
        {
          config: admin,
          schema: { tags, summary, querystring: PremiumQuery, response: { 200: PremiumList } },
        },
        (req) => premium.listPremium(db, settings, kind, req.query),
      );
    }

    app.post(
      '/api/premium-group/accept/:userId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Przyjmuje członka do grupy Premium',
          params: GroupUserParam,
          response: { 200: PremiumRow, ...errorResponses(404) },
        },
      },
      (req) => premium.setPremium(db, settings, deps.content, req.params.userId, true),
    );

    app.post(
      '/api/premium-group/remove/:userId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa członka z grupy Premium',
          params: GroupUserParam,
          response: { 200: PremiumRow, ...errorResponses(404) },
        },
      },
      (req) => premium.setPremium(db, settings, deps.content, req.params.userId, false),
    );
  };
}
