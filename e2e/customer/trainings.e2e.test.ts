import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { downloaded, expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { MP4_FILM } from '../../apps/server/src/testing/film-mp4';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

/** `yyyy-MM-ddTHH:mm` of a day `days` ahead at 10:00, as the browser's date-and-time field takes it. */
const localDay = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

describe('trainings: one place, a waiting list that moves up by itself', () => {
  it('admin adds a training with 1 place → A signs up, B waits, A cancels → B holds the place and gets the e-mail; the admin sees both', async () => {
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    await page.goto('/admin/trainings');
    await page.getByText('Brak szkoleń — dodaj pierwsze').waitFor();
    await main.getByRole('link', { name: 'Dodaj szkolenie' }).click();
    await waitForPath(page, '/admin/trainings/form');
    await fill(page, 'Tytuł', 'Tynki dekoracyjne — warsztat');
    await fill(page, 'Początek', localDay(10));
    await fill(page, 'Miejsce (adres)', 'Kraków, ul. Farbiarska 1');
    await fill(page, 'Liczba miejsc', '1');
    await page.getByRole('textbox', { name: 'Program i opis' }).click();
    await page.keyboard.type('Nakładanie tynku strukturalnego krok po kroku.');
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    // The end before the start is refused in the form, in Polish, before anything is sent.
    await fill(page, 'Koniec', localDay(9));
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Koniec szkolenia musi być później niż początek').waitFor();
    await fill(page, 'Koniec', '');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano szkolenie');
    await waitForPath(page, '/admin/trainings');
    const table = page.getByRole('table', { name: 'Szkolenia' });
    await table.getByRole('rowheader', { name: /Tynki dekoracyjne — warsztat/ }).waitFor();
    await table.getByText('0 / 1').waitFor();

    const [a, b] = await makeMembers(s.t, 2, { prefix: 'tr-e2e' });
    const emailOf = async (id: number) => (await s.t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const member = async (token: string) => {
      // A tablet's width: on a phone the customer site offers the mobile app instead.
      const m = await s.newPage({ width: 820, height: 1000 });
      await useCustomerToken(m.context, s.baseUrl, token);
      return m.page;
    };

    // A: the list, the training's page, "Zapisz się".
    const pa = await member(a!.token);
    const healthA = watchPageHealth(pa);
    await pa.goto('/trainings');
    await pa.getByRole('heading', { level: 1, name: 'Szkolenia' }).waitFor();
    await pa.getByText('Wolne miejsca: 1 z 1').waitFor();
    await pa.getByRole('link', { name: /Tynki dekoracyjne — warsztat/ }).click();
    await pa.getByRole('heading', { level: 1, name: 'Tynki dekoracyjne — warsztat' }).waitFor();
    await pa.getByRole('button', { name: 'Zapisz się', exact: true }).click();
    await expectToast(pa, 'Zapisano Cię na szkolenie');
    await pa.getByText('Zapisany', { exact: true }).waitFor();
    const confirmA = await s.t.mailbox.waitFor(await emailOf(a!.id), 'potwierdzenie zapisu');
    expect(confirmA.attachments.map((x) => x.filename)).toEqual(['szkolenie.ics']);
    // "Dodaj do kalendarza" on the page: the same event as the mail's file (one entry in a calendar).
    const [ics] = await Promise.all([pa.waitForEvent('download'), pa.getByRole('button', { name: 'Dodaj do kalendarza' }).click()]);
    expect(ics.suggestedFilename()).toMatch(/^szkolenie-\d+\.ics$/);
    const calendar = (await downloaded(ics)).toString('utf8');
    expect(calendar).toContain('SUMMARY:Tynki dekoracyjne — warsztat');
    expect(calendar).toContain('LOCATION:Kraków\\, ul. Farbiarska 1');
    const uid = (text: string) => /^UID:.*$/m.exec(text)?.[0];
    expect(uid(calendar)).toBe(uid(confirmA.attachments[0]!.content));

    // B: no free place: the waiting list, first in it.
    const pb = await member(b!.token);
    await pb.goto('/trainings');
    await pb.getByText('Brak wolnych miejsc — lista rezerwowa').waitFor();
    await pb.getByRole('link', { name: /Tynki dekoracyjne — warsztat/ }).click();
    await pb.getByRole('button', { name: 'Zapisz się na listę rezerwową' }).click();
    await expectToast(pb, 'jesteś na liście rezerwowej');
    await pb.getByText('Lista rezerwowa: 1. miejsce').waitFor();

    // A gives the place back; B moves up by itself and is told by e-mail.
    await pa.getByRole('button', { name: 'Wypisz się' }).click();
    await expectToast(pa, 'Wypisano Cię ze szkolenia');
    await pa.getByRole('button', { name: 'Zapisz się na listę rezerwową' }).waitFor();
    const promoted = await s.t.mailbox.waitFor(await emailOf(b!.id), 'potwierdzenie zapisu');
    expect(promoted.text).toContain('przenieśliśmy Cię z listy rezerwowej');
    await pb.reload();
    await pb.getByText('Zapisany', { exact: true }).waitFor();

    // The admin: the participants, B confirmed and A cancelled.
    await table.getByRole('link', { name: /Edytuj szkolenie/ }).click();
    const participants = page.getByRole('table', { name: 'Uczestnicy szkolenia' });
    await participants.getByRole('row', { name: /Imię1 Nazwisko1.*Zapisany/ }).waitFor();
    await participants.getByRole('row', { name: /Imię0 Nazwisko0.*Wypisany/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^szkolenie-\d+-uczestnicy\.csv$/);

    health.expectClean();
    healthA.expectClean();
  });

  it('admin adds a YouTube film → a member finds it from /trainings and plays it in the privacy-friendly player, loaded only on the click', async () => {
    const { page } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/trainings/films');
    await page.getByText('Brak filmów — dodaj pierwszy').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Dodaj film' }).click();
    await waitForPath(page, '/admin/trainings/films/add');
    await fill(page, 'Tytuł', 'Gruntowanie ścian');
    await fill(page, 'Adres filmu', 'https://example.com/film.mp4');
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Podaj adres filmu z YouTube').first().waitFor();
    await fill(page, 'Adres filmu', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano film');
    await page
      .getByRole('table', { name: 'Filmy szkoleniowe' })
      .getByRole('rowheader', { name: /Gruntowanie ścian/ })
      .waitFor();

    const [m] = await makeMembers(s.t, 1, { prefix: 'movie-e2e' });
    const member = await s.newPage();
    const health = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    const providerRequests: string[] = [];
    mp.on('request', (r) => {
      if (/youtube|vimeo/.test(r.url())) providerRequests.push(r.url());
    });
    await mp.goto('/trainings');
    await mp.getByRole('link', { name: 'Filmy szkoleniowe' }).click();
    await waitForPath(mp, '/trainings/movies');
    await mp.getByRole('heading', { level: 2, name: 'Gruntowanie ścian' }).waitFor();
    expect(await mp.locator('iframe').count()).toBe(0);
    expect(providerRequests).toEqual([]);
    await mp.getByRole('button', { name: 'Odtwórz film „Gruntowanie ścian” (YouTube)' }).click();
    const frame = mp.locator('iframe[title="Gruntowanie ścian"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    health.expectClean();
  });

  it('admin uploads an MP4 film → a member plays it from our server, which answers the player with byte ranges', async () => {
    const { page } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/trainings/films/add');
    await fill(page, 'Tytuł', 'Malowanie natryskowe');
    await page.getByRole('radio', { name: 'Plik MP4' }).check();
    const fileGroup = page.getByRole('group', { name: 'Plik filmu (MP4, do 300 MB)' });
    await fileGroup.locator('input[type=file]').setInputFiles({ name: 'natrysk.mp4', mimeType: 'video/mp4', buffer: MP4_FILM });
    await fileGroup.getByRole('link', { name: 'Otwórz przesłany plik' }).waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano film');
    await page.getByRole('table', { name: 'Filmy szkoleniowe' }).getByText('natrysk.mp4 · 7,4 kB').waitFor();

    const [m] = await makeMembers(s.t, 1, { prefix: 'movie-mp4' });
    const member = await s.newPage();
    const health = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    const ranged: number[] = [];
    mp.on('response', (r) => {
      if (r.url().includes('/api/files/download/') && r.url().endsWith('.mp4')) ranged.push(r.status());
    });
    await mp.goto('/trainings/movies');
    const video = mp.getByRole('article').filter({ hasText: 'Malowanie natryskowe' }).locator('video');
    await video.waitFor();
    // Muted, so the browser lets a script start it; the member would press the player's own button.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    expect(ranged).toContain(206);
    health.expectClean();
  });
});
