import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgramSettings, SaveSettingsBody, SETTINGS_MESSAGES, SmsTokenBody, SmsTokenState, SmsTokenSaved } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { readSettings, saveSettings, setSmsToken, smsTokenState } from './settings.service';

const tags = ['Settings'];
const admin = { access: ACCESS.admin('settings') };

/** The programme's settings as one object (spec §3); every instance sees a save at once (settings cache on the notify bus). */
export function settingsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getSettings = spec(admin, tags, ok(ProgramSettings), { summary: 'Ustawienia programu (jeden obiekt) i ich wersja' });
    app.get('/api/settings', getSettings, () => readSettings(deps.settings, deps.config));

    const putSettings = spec(admin, tags, ok(ProgramSettings, 409), {
      summary: 'Zapisuje ustawienia programu; wersja inna niż zapisana → 409 (ktoś zapisał w międzyczasie)',
      body: SaveSettingsBody,
    });
    app.put('/api/settings', putSettings, (req) => saveSettings(deps.db, deps.settings, deps.config, req.body));

    const getSettingsSmsToken = spec(admin, tags, ok(SmsTokenState), {
      summary: 'Który klucz bramki SMS działa: z ustawień (ostatnie 4 znaki), z konfiguracji serwera, żaden',
    });
    app.get('/api/settings/sms-token', getSettingsSmsToken, () => smsTokenState(deps.db, deps.config));

    const putSettingsSmsToken = spec(admin, tags, ok(SmsTokenSaved), {
      summary: 'Ustawia klucz bramki SMS (null: usuwa go z ustawień); klucza nie da się odczytać, dziennik zmian go maskuje',
      body: SmsTokenBody,
    });
    app.put('/api/settings/sms-token', putSettingsSmsToken, async (req) => {
      await setSmsToken(deps.db, req.body.token);
      return {
        message: req.body.token === null ? SETTINGS_MESSAGES.smsTokenRemoved : SETTINGS_MESSAGES.smsTokenSaved,
        state: await smsTokenState(deps.db, deps.config),
      };
    });
  };
}
