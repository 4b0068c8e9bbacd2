import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgramSettings, SaveSettingsBody } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { readSettings, saveSettings } from './settings.service';

const tags = ['Settings'];
const admin = { access: ACCESS.admin };

/** The programme's settings as one object (spec §3); every instance sees a save at once (settings cache on the notify bus). */
export function settingsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings',
      { config: admin, schema: { tags, summary: 'Ustawienia programu (jeden obiekt) i ich wersja', response: { 200: ProgramSettings } } },
      () => readSettings(deps.settings, deps.config),
    );

    app.put(
      '/api/settings',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zapisuje ustawienia programu; wersja inna niż zapisana → 409 (ktoś zapisał w międzyczasie)',
          body: SaveSettingsBody,
          response: { 200: ProgramSettings, ...errorResponses(409) },
        },
      },
      (req) => saveSettings(deps.db, deps.settings, deps.config, req.body),
    );
  };
}
