import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const adminLogin = (page: Page) => signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

describe('admin: club members', () => {
  it('filters the list, opens a member, confirms them and toggles gold', async () => {
    const [m] = await makeMembers(s.t, 1, { prefix: 'potwierdz' });
    await s.t.db.db.update(users).set({ status: 'ACTIVE', lastname: 'Zielonogórski' }).where(eq(users.id, m!.id));
    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/club-members/list');
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('Zielonogórski');
    await page.getByLabel(labelled('Status')).selectOption('ACTIVE');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    const table = page.getByRole('table', { name: 'Członkowie klubu' });
    const link = table.getByRole('link', { name: 'Imię0 Zielonogórski', exact: true });
    await link.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    await page.getByRole('switch', { name: /^Gold — .*Zielonogórski/ }).click();
    await expect.poll(async () => (await s.t.db.db.select().from(users).where(eq(users.id, m!.id)))[0]!.isGold).toBe(true);

    await link.click();
    await waitForPath(page, `/admin/club-members/details/${m!.id}`);
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await page.getByRole('status', { name: 'Status członka' }).getByText('Aktywny — potwierdzony').waitFor();
    const [after] = await s.t.db.db.select().from(users).where(eq(users.id, m!.id));
    expect(after!.status).toBe('ACTIVE_CONFIRMED');
    await context.close();
  });

  it('fits 1366 px: the Premium switches and the actions show without sideways scrolling', async () => {
    // A wide row: a long company name and a status chip on two lines, as real data has them.
    const [m] = await makeMembers(s.t, 1, { prefix: 'szeroki' });
    await s.t.db.db
      .update(users)
      .set({
        status: 'ACTIVE_CONFIRMED',
        email: `katarzyna.szeroka-wisniewska.${m!.id}@przedsiebiorstwo-budowlane.example.pl`,
        companyName: 'Przedsiębiorstwo Usługowo-Handlowe Malarstwo i Tynki Spółka z o.o.',
        city: 'Kędzierzyn-Koźle',
      })
      .where(eq(users.id, m!.id));
    const { page, context } = await s.newPage({ width: 1366, height: 900 });
    await adminLogin(page);
    await page.goto('/admin/club-members/list');
    const table = page.getByRole('table', { name: 'Członkowie klubu' });
    await table.locator('tbody tr').first().waitFor();
    const sizes = await page.evaluate(() => {
      const box = document.querySelector('table[aria-label="Członkowie klubu"]')!.parentElement!;
      return { page: document.documentElement.scrollWidth - window.innerWidth, table: box.scrollWidth - box.clientWidth };
    });
    expect(sizes).toEqual({ page: 0, table: 0 });
    // The last columns are on screen, not behind a scroll bar.
    for (const name of [/^Premium — /, /^Gold — /]) {
      const box = await page.getByRole('switch', { name }).first().boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    }
    const del = await table
      .getByRole('button', { name: /^Usuń / })
      .first()
      .boundingBox();
    expect(del!.x + del!.width).toBeLessThanOrEqual(1366);
    await context.close();
  });

  it('exports the members as CSV for Excel', async () => {
    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/club-members/export-csv');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz plik CSV' }).click();
    const text = (await downloaded(await downloading)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]!.startsWith('id;e-mail;imię;nazwisko;')).toBe(true);
    expect(text).toContain(DEMO_USERS.contractor.email);
    expect(text).not.toContain(DEMO_USERS.admin.email);
    await expectToast(page, 'Plik CSV jest gotowy');
    await context.close();
  });

  it('creates a DTH under an RDS', async () => {
    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/club-members/add-employee');
    await page.getByLabel(labelled('Stanowisko')).selectOption('41');
    const rds = page.getByLabel(labelled('Przełożony (RDS)'));
    const value = await rds.locator('option', { hasText: 'Robert Dyrektor' }).getAttribute('value');
    await rds.selectOption(value!);
    await fill(page, 'Imię', 'Zofia');
    await fill(page, 'Nazwisko', 'Techniczna');
    await fill(page, 'E-mail', 'zofia.dth@klub.test');
    await fill(page, 'Telefon', '602000041');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano pracownika');
    const [dth] = await s.t.db.db.select().from(users).where(eq(users.email, 'zofia.dth@klub.test'));
    const [boss] = await s.t.db.db.select().from(users).where(eq(users.email, DEMO_USERS.rds.email));
    expect(dth).toMatchObject({ role: 41, rdsId: boss!.id, status: 'ACTIVE_CONFIRMED' });
    await s.t.mailbox.waitFor('zofia.dth@klub.test', 'Ustaw swoje hasło');
    await context.close();
  });
});
