import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsGroups } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { axeViolations } from '../support/axe';
import { labelled } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';
import { formatCode } from '../../apps/server/src/modules/codes/code-format';
import { campaignMaker } from '../../apps/server/src/modules/campaigns/campaigns.test-support';

/**
 * A member's bonus-point campaigns (issue 38; docs/domain.md "Akcje punktowe"): the running ones on
 * /home and /points, the bonus in the code-entry result, and its own row in the history.
 */
let s: Stack;
let admin = '';
beforeAll(async () => {
  s = await startStack();
  admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
});
afterAll(() => s?.close());

describe('member: bonus-point campaigns', () => {
  it('sees the running campaign on /home and /points, enters a code, sees "+N pkt — Akcja …" and the bonus in the history', async () => {
    await s.t.db.db.insert(pointsGroups).values({ name: 'Grunty akcyjne' });
    const pkg = await makePackage(s.t.db.db, { name: 'Grunt akcyjny 5 l', groupName: 'Grunty akcyjne', points: 30 });
    const [code] = await makeCodes(s.t.db.db, pkg.id, 1);
    await campaignMaker(() => ({ t: s.t, admin }))({ name: 'Podwójne na grunty', packageIds: [pkg.id], multiplier: 2, memberCap: 100 });
    const [m] = await makeMembers(s.t, 1, { prefix: 'akcja-e2e' });
    const { page, context } = await s.newPage();
    await useCustomerToken(context, s.baseUrl, m!.token);

    await page.goto('/home');
    const running = page.getByRole('region', { name: 'Trwające akcje punktowe' });
    await running.getByRole('heading', { name: 'Podwójne na grunty' }).waitFor();
    await running.getByText(/Dotyczy: Grunt akcyjny 5 l\. Twój limit: zostało 100\spkt z 100\spkt/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/points');
    await page.getByRole('region', { name: 'Trwające akcje punktowe' }).getByRole('heading', { name: 'Podwójne na grunty' }).waitFor();
    await page
      .getByRole('table', { name: 'Punktacja — Grunty akcyjne' })
      .getByRole('row', { name: /Grunt akcyjny 5 l/ })
      .getByText('Akcja: Podwójne na grunty ×2')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/home');
    const entry = page.getByRole('region', { name: 'Wpisz kod' });
    await entry.getByLabel(labelled('Kod produktu')).fill(code!);
    await entry.getByRole('button', { name: 'Dodaj kod' }).click();
    await entry.getByRole('list', { name: 'Bonusy z akcji punktowych' }).getByText('+30 pkt — Akcja Podwójne na grunty').waitFor();
    await page.getByRole('link', { name: 'Saldo: 60 pkt' }).waitFor();
    // What is left of the cap follows the bonus.
    await page
      .getByRole('region', { name: 'Trwające akcje punktowe' })
      .getByText(/zostało 70\spkt z 100\spkt/)
      .waitFor();

    await page.goto('/my-points');
    const history = page.getByRole('table', { name: 'Historia punktów' });
    const bonusRow = history.getByRole('row', { name: new RegExp(`Akcja „Podwójne na grunty” — kod ${formatCode(code!)}`) });
    await bonusRow.getByText('Bonus', { exact: true }).waitFor();
    await bonusRow.getByText('Akcja punktowa').waitFor();
    await bonusRow.getByText('+30').waitFor();
    await context.close();
  });
});
