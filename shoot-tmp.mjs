import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3990';
const out = '/tmp/shots';
const admin = [
  ['a-films-add', '/admin/trainings/films/add', async (p) => { await p.getByRole('radio', { name: 'Plik MP4' }).check(); }],
  ['a-films', '/admin/trainings/films'],
  ['a-gallery', '/admin/trainings/gallery'],
  ['a-gallery-multi', '/admin/trainings/gallery/photo_multi/add'],
  ['a-gallery-photos', '/admin/trainings/gallery/group/photos/1'],
  ['a-gallery-photo-add', '/admin/trainings/gallery/photo/add'],
  ['a-tcontact', '/admin/trainings/contact'],
  ['a-tnews', '/admin/trainings/news'],
  ['a-tnews-form', '/admin/trainings/news/form'],
  ['a-msg-list', '/admin/messages/list'],
  ['a-msg-sent', '/admin/messages/sent'],
  ['a-msg-send', '/admin/messages/send-message'],
];
const customer = [
  ['c-trainings', '/trainings'],
  ['c-movies', '/trainings/movies'],
  ['c-tcontact', '/trainings/contact'],
  ['c-messages', '/messages'],
  ['c-contact', '/contact'],
];
const widths = (process.env.W ?? '390,1366,1920').split(',').map(Number);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function run(list, login) {
  for (const w of widths) {
    const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
    const p = await ctx.newPage();
    await login(p);
    for (const [name, path, act] of list) {
      await p.goto(base + path);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(600);
      if (act) await act(p).catch((e) => console.log('act failed', name, e.message));
      await p.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await run(admin, async (p) => {
  await p.goto(base + '/admin/login');
  await p.getByLabel(/E-mail/).fill('admin@klub.test');
  await p.getByLabel(/Hasło/).first().fill('Admin!2345');
  await p.getByRole('button', { name: /Zaloguj/ }).click();
  await p.waitForURL(/\/admin(\/)?$/);
});
await run(customer, async (p) => {
  await p.goto(base + '/login');
  await p.getByLabel(/E-mail/).fill('wykonawca@klub.test');
  await p.getByLabel(/Hasło/).first().fill('Wykonawca!2345');
  await p.getByRole('button', { name: /Zaloguj/ }).click();
  await p.waitForURL(/\/home/);
});
await b.close();
console.log('done');
