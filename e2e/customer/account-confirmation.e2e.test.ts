import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin, waitForPath } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('an account awaiting the club’s confirmation (issue 14)', () => {
  it('the member sees the notice on the dashboard; the admin confirms; the member gets the e-mail and the notice is gone', async () => {
    const [m] = await makeMembers(s.t, 1, { prefix: 'czeka' });
    await s.t.db.db.update(users).set({ status: 'ACTIVE', lastname: 'Oczekujący' }).where(eq(users.id, m!.id));
    const [row] = await s.t.db.db.select().from(users).where(eq(users.id, m!.id));

    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    await member.page.goto('/home');
    const notice = member.page.getByRole('status', { name: 'Konto czeka na potwierdzenie' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('zwykle w ciągu 2 dni roboczych');

    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto(`/admin/club-members/details/${m!.id}`);
    await admin.page.getByRole('button', { name: 'Potwierdź' }).click();
    await admin.page.getByRole('status', { name: 'Status członka' }).getByText('Aktywny — potwierdzony').waitFor();

    const mail = await s.t.mailbox.waitFor(row!.email, 'Twoje konto zostało potwierdzone');
    expect(mail.text).toContain(`${s.baseUrl}/group`);

    await member.page.reload();
    await waitForPath(member.page, '/home');
    await member.page.getByRole('region', { name: 'Saldo punktów' }).waitFor();
    expect(await notice.count()).toBe(0);
    await admin.context.close();
    await member.context.close();
  });
});
