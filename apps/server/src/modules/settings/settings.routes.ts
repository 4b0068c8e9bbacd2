import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgramSettings, SaveSettingsBody, SETTINGS_MESSAGES, SmsTokenBody, SmsTokenState, SmsTokenSaved } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { readSettings, saveSettings, setSmsToken, smsTokenState } from './settings.service';

const tags = ['Settings'];
const admin = { access: ACCESS.admin('settings') };

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

    app.get(
      '/api/settings/sms-token',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Który klucz bramki SMS działa: z ustawień (ostatnie 4 znaki), z konfiguracji serwera, żaden',
          response: { 200: SmsTokenState },
        },
      },
      () => smsTokenState(deps.db, deps.config),
    );

    app.put(
      '/api/settings/sms-token',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ustawia klucz bramki SMS (null: usuwa go z ustawień); klucza nie da się odczytać, dziennik zmian go maskuje',
          body: SmsTokenBody,
          response: { 200: SmsTokenSaved },
        },
      },
      async (req) => {
        await setSmsToken(deps.db, req.body.token);
        return {
          message: req.body.token === null ? SETTINGS_MESSAGES.smsTokenRemoved : SETTINGS_MESSAGES.smsTokenSaved,
          state: await smsTokenState(deps.db, deps.config),
        };
      },
    );
  };
}
