import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { useCustomerToken } from '../support/session';
import { axeViolations } from '../support/axe';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { bearer } from '../../apps/server/src/testing/test-app';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { addToBasket, givePoints, makePrize } from '../../apps/server/src/modules/orders/orders.test-helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const summary = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe("the customer header's chips (balance, messages, basket) at 1366 and 1920 px", () => {
  it('each names itself with the text it shows (axe label-content-name-mismatch), "60 pkt" with its space, links in the theme colour', async () => {
    const [m] = await makeMembers(s.t, 1, { prefix: 'header-e2e' });
    await givePoints(s.t.db.db, m!.id, 60);
    const prize = await makePrize(s.t.db.db, { name: 'Pędzel płaski', pointsPrice: 20, stock: 5, images: [] });
    expect((await addToBasket(s.t, m!.token, { prizeId: prize.id, amount: 2 })).statusCode).toBe(200);
    const admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    for (const topic of ['Nowe nagrody', 'Szkolenie w maju']) {
      const sent = await s.t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(admin),
        payload: { userId: m!.id, topic, body: '<p>Zapraszamy.</p>' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }

    for (const width of [1366, 1920]) {
      const { page, context } = await s.newPage({ width, height: 900 });
      await useCustomerToken(context, s.baseUrl, m!.token);
      for (const path of ['/home', '/my-codes', '/checkout']) {
        await page.goto(path);
        const balance = page.getByRole('link', { name: /^Saldo: / });
        await balance.waitFor();
        await page.getByRole('link', { name: 'Wiadomości: 2 nieprzeczytane' }).waitFor();
        await page.getByRole('link', { name: 'Koszyk: 2 szt.' }).waitFor();
        // what the chips show, and their names holding it
        expect((await balance.innerText()).replace(/\u00a0/g, ' ')).toBe('60 pkt');
        expect((await balance.getAttribute('aria-label'))!.replace(/\u00a0/g, ' ')).toBe('Saldo: 60 pkt');
        expect(summary(await axeViolations(page, ['label-content-name-mismatch'])), `${path} at ${width} px`).toEqual([]);
      }
      // A plain link (rich text from the back office) takes the theme's link colour, not the browser's blue.
      const colour = await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/faq';
        a.textContent = 'FAQ';
        document.getElementById('main')!.append(a);
        return getComputedStyle(a).color;
      });
      expect(colour).toBe('rgb(27, 77, 122)');
      await page.screenshot({ path: `/tmp/phone-header-${width}.png` });
      await context.close();
    }
  });
});
