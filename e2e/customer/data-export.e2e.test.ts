import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Download } from 'playwright-core';
import { DATA_EXPORT_JSON_FILE, DATA_EXPORT_README_FILE, DATA_EXPORT_TABLES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, signInAsAdmin, watchPageHealth, downloaded } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';
import { unzip } from '../../apps/server/src/testing/unzip';
import { warsawDay } from '../../apps/server/src/lib/time';
import { givePoints } from '../../apps/server/src/modules/orders/orders.test-helpers';

let s: Stack;
let member: { id: number; token: string };
beforeAll(async () => {
  s = await startStack();
  const db = s.t.db.db;
  [member] = (await makeMembers(s.t, 1, { prefix: 'e2e-rodo' })) as [{ id: number; token: string }];
  await db.execute(sql`update users set firstname = 'Zofia', lastname = 'Żółkiewska' where id = ${member.id}`);
  const pkg = await makePackage(db, { name: 'Farba lateksowa 10 l', groupName: 'Farby', points: 120 });
  for (const code of await makeCodes(db, pkg.id, 2)) {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { code },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await givePoints(db, member.id, 75);
});
afterAll(() => s?.close());

/** The ZIP's files, and its dane.json parsed. */
async function opened(download: Download) {
  const files = unzip(await downloaded(download));
  return { files, json: JSON.parse(files.get(DATA_EXPORT_JSON_FILE)!.toString('utf8')) };
}

async function ledgerOf(id: number) {
  return queryRows<{ id: number; amount: number }>(
    s.t.db.db,
    sql`select id, amount from points_ledger where user_id = ${id} order by created_at, id`,
  );
}

describe('a member’s own data export (RODO)', () => {
  it('the member presses "Pobierz moje dane" with the keyboard and gets a ZIP: their ledger in dane.json, every CSV beside it', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await useCustomerToken(context, s.baseUrl, member.token);
    await page.goto('/my-account');
    const section = page.getByRole('region', { name: 'Kopia Twoich danych' });
    const button = section.getByRole('button', { name: 'Pobierz moje dane' });
    await button.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`moje-dane-${warsawDay()}.zip`);
    await expectToast(page, 'Plik z Twoimi danymi jest gotowy');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    const { files, json } = await opened(download);
    const csvFiles = Object.values(DATA_EXPORT_TABLES).map((t) => t.file);
    expect([...files.keys()].sort()).toEqual([DATA_EXPORT_JSON_FILE, DATA_EXPORT_README_FILE, ...csvFiles].sort());
    const ledger = await ledgerOf(member.id);
    expect(ledger.map((r) => r.amount).sort((a, b) => a - b)).toEqual([75, 120, 120]);
    expect(json.pointsLedger.map((r: { id: number; amount: number }) => [r.id, r.amount])).toEqual(ledger.map((r) => [r.id, r.amount]));
    expect(json.profile).toMatchObject({ id: member.id, firstname: 'Zofia', lastname: 'Żółkiewska', pointsBalance: 315 });
    for (const file of csvFiles) expect(files.get(file)!.toString('utf8').startsWith('\ufeff'), file).toBe(true);
    expect(files.get('punkty.csv')!.toString('utf8').trim().split('\n')).toHaveLength(1 + ledger.length);
    health.expectClean();
    await context.close();
  });

  it('an admin downloads the same data from the member’s details with "Pobierz dane uczestnika", and the history shows it', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/club-members/details/${member.id}`);
    const fileName = `dane-uczestnika-${member.id}-${warsawDay()}.zip`;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz dane uczestnika' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const { json } = await opened(download);
    expect(json.memberId).toBe(member.id);
    expect(json.pointsLedger).toHaveLength((await ledgerOf(member.id)).length);
    // The member's history below the details (the audit trail) names the file.
    await page.getByText(`plik ${fileName}`).first().waitFor();
    await context.close();
  });
});
