import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, downloaded } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { bearer } from '../../apps/server/src/testing/test-app';
import { PDF_DOC } from '../../apps/server/src/testing/multipart';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const adminLogin = (page: Page) => signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

describe('admin: premium and gold groups', () => {
  it('sets the premium threshold, sees a candidate, accepts them and finds them among the members', async () => {
    const [m] = await makeMembers(s.t, 1, { prefix: 'premium' });
    await s.t.db.db.update(users).set({ lastname: 'Premiumowski' }).where(eq(users.id, m!.id));
    const adminToken = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    const added = await s.t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      payload: { userId: m!.id, points: 987_654, reason: 'Premia roczna' },
      headers: bearer(adminToken),
    });
    expect(added.statusCode, added.body).toBe(200);

    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/premium-group/settings');
    await fill(page, 'Próg punktów', '900000');
    await fill(page, 'Okres (miesiące)', '6');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');

    await page.getByRole('tab', { name: 'Kandydaci', exact: true }).click();
    const candidates = page.getByRole('table', { name: 'Grupa Premium — kandydaci' });
    await candidates.getByRole('link', { name: 'Imię0 Premiumowski' }).waitFor();
    await candidates.getByText(/987\s654/).waitFor();
    await page.getByRole('button', { name: 'Przyjmij: Imię0 Premiumowski' }).click();
    await expectToast(page, 'Przyjęto do grupy Premium');
    await expect.poll(async () => (await s.t.db.db.select().from(users).where(eq(users.id, m!.id)))[0]!.isPremium).toBe(true);

    await page.getByRole('tab', { name: 'Członkowie' }).click();
    await page.getByRole('table', { name: 'Grupa Premium — członkowie' }).getByRole('link', { name: 'Imię0 Premiumowski' }).waitFor();
    await context.close();
  });

  it('uploads a gold document that a gold member then sees and downloads', async () => {
    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/gold-group/documents');
    await fill(page, 'Tytuł', 'Cennik dla grupy Gold');
    await page.getByTestId('gold-doc-file').setInputFiles({ name: 'cennik-gold.pdf', mimeType: 'application/pdf', buffer: PDF_DOC });
    await page.getByText('cennik-gold.pdf').waitFor();
    await page.getByRole('button', { name: 'Prześlij dokument' }).click();
    await expectToast(page, 'Dodano dokument');
    await page.getByRole('table', { name: 'Dokumenty grupy Gold' }).getByText('Cennik dla grupy Gold').waitFor();
    await context.close();

    const [gold] = await makeMembers(s.t, 1, { prefix: 'gold' });
    await s.t.db.db.update(users).set({ isGold: true }).where(eq(users.id, gold!.id));
    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, gold!.token);
    await member.page.goto('/my-account');
    const zone = member.page.getByRole('region', { name: 'Strefa Gold' });
    await zone.getByText('Cennik dla grupy Gold').waitFor();
    const downloading = member.page.waitForEvent('download');
    await zone.getByRole('button', { name: 'Pobierz Cennik dla grupy Gold' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cennik-gold.pdf');
    expect((await downloaded(download)).equals(PDF_DOC)).toBe(true);
    await member.context.close();

    // A member outside the gold group sees no such section.
    const [plain] = await makeMembers(s.t, 1, { prefix: 'zwykly' });
    const other = await s.newPage();
    await useCustomerToken(other.context, s.baseUrl, plain!.token);
    await other.page.goto('/my-account');
    await other.page.getByRole('region', { name: 'Zmiana hasła' }).waitFor();
    expect(await other.page.getByRole('region', { name: 'Strefa Gold' }).count()).toBe(0);
    await other.context.close();
  });

  it('adds a gold subgroup from its form and renames it; a bad number in the address says so', async () => {
    const { page, context } = await s.newPage();
    await adminLogin(page);
    await page.goto('/admin/gold-group/subgroups');
    await page.getByRole('main').getByRole('link', { name: 'Dodaj podgrupę' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grupa Gold — dodaj podgrupę' }).waitFor();
    await fill(page, 'Nazwa podgrupy', 'Malarze Gold');
    await fill(page, 'Opis', 'Wykonawcy z certyfikatem');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano podgrupę');
    const table = page.getByRole('table', { name: 'Podgrupy grupy Gold' });
    await table.getByRole('rowheader', { name: 'Malarze Gold' }).waitFor();

    await table.getByRole('link', { name: 'Edytuj podgrupę Malarze Gold' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grupa Gold — edycja podgrupy' }).waitFor();
    await fill(page, 'Nazwa podgrupy', 'Malarze Gold Plus');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await table.getByRole('rowheader', { name: 'Malarze Gold Plus' }).waitFor();

    await page.goto('/admin/gold-group/subgroups/form/abc');
    await page.getByText('Nie znaleziono podgrupy nr abc.').waitFor();
    await context.close();
  });
});
