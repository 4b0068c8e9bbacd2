import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProgramSettings } from '@klub/contracts';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, signInAsAdmin } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { bearer } from '../../apps/server/src/testing/test-app';
import { startSmsGateway, type SmsGatewayStandIn } from '../../apps/server/src/testing/sms-gateway';

let s: Stack;
let gw: SmsGatewayStandIn;
beforeAll(async () => {
  gw = await startSmsGateway();
  // No SMS_API_TOKEN: the admin sets the gateway's key in the settings (the test below).
  s = await startStack({ SMS_API_URL: gw.url });
  // The gateway chosen in the settings, as an admin does on /admin/settings.
  const admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const current = (await s.t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json<ProgramSettings>();
  const saved = await s.t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(admin),
    payload: { ...current, sms: { provider: 'SMSAPI', sender: 'KlubFarb', pricePerPart: 0.16 } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await s?.close();
  await gw?.close();
});

describe('admin: an SMS to one member', () => {
  it('sees the parts and cost, sends; the gateway gets the Polish text; sms-log shows "Dostarczony" after the gateway reports', async () => {
    const [member] = await makeMembers(s.t, 1, { prefix: 'sms-e2e' });
    await s.t.db.db.update(users).set({ firstname: 'Halina', lastname: 'Szpachlowa', phone: '600700800' }).where(eq(users.id, member!.id));

    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    // The gateway's key, written once in the settings and never shown again.
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Kontakt i aplikacje' }).click();
    const keyPanel = page.getByRole('region', { name: 'Klucz bramki SMS' });
    await keyPanel.getByText('Brak klucza').waitFor();
    await keyPanel.getByLabel('Nowy klucz bramki SMS').fill(gw.token);
    await keyPanel.getByRole('button', { name: 'Zapisz klucz' }).click();
    await expectToast(page, 'Klucz bramki SMS został zapisany');
    await keyPanel.getByText(`kończy się na ${gw.token.slice(-4)}`, { exact: false }).waitFor();
    expect(await page.content()).not.toContain(gw.token);

    await page.goto('/admin/messages/send-sms');
    await page.getByRole('heading', { level: 1, name: 'Wiadomości — wyślij SMS' }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Odbiorca' });
    await picker.fill('Szpachl');
    // The look-up of members with an inbox (/api/messages/executors) shows each one's phone.
    await page
      .getByRole('option', { name: /Halina Szpachlowa/ })
      .filter({ hasText: '600700800' })
      .click();
    const text = 'Pani Halino, nagroda czeka — odbiór w sklepie żółtym!';
    await page.getByRole('textbox', { name: 'Treść SMS' }).fill(text);
    await page.getByTestId('sms-parts').filter({ hasText: 'UCS-2 · części: 1' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'SMS dostanie 1 osoba. Koszt: 1 × 1 cz. × 0,16 zł ≈ 0,16 zł netto' }).waitFor();
    expect(await page.getByLabel('Podgląd SMS').textContent()).toContain(text);

    await page.getByRole('button', { name: 'Wyślij SMS' }).press('Enter');
    await expectToast(page, 'SMS został zlecony do wysyłki');
    const [sms] = await gw.waitFor(1, 20_000);
    expect(sms).toMatchObject({ to: '48600700800', text, from: 'KlubFarb' });
    await page.getByText('Przekazano 1 z 1, doręczono 0').waitFor({ timeout: 20_000 });

    await page.getByRole('link', { name: 'Zobacz log SMS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wiadomości — log SMS' }).waitFor();
    const row = page.getByRole('table', { name: 'Log SMS' }).getByRole('row').filter({ hasText: 'Halina Szpachlowa' });
    await row.getByText('Przekazany do bramki').waitFor();
    expect(await gw.report(sms!, 404, 'DELIVERED')).toEqual({ status: 200, body: 'OK' });
    // The log reads itself again every 5 s: the report shows without a reload.
    await row.getByText('Dostarczony').waitFor({ timeout: 15_000 });

    await page.goto('/admin/messages/sms-list');
    const listed = page.getByRole('table', { name: 'Wysyłki SMS' }).getByRole('row').filter({ hasText: 'Halina Szpachlowa' });
    await listed.getByText('Przekazano 1 z 1, doręczono 1').waitFor();
    await context.close();
  });
});
