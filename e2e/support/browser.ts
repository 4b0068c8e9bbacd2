import { expect } from 'vitest';
import type { Download, Page } from 'playwright-core';

/** A field's accessible name: the label, with the " *" MUI adds to required fields. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/** Fills a labelled text field (MUI TextField: the label is tied to the input). */
export async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(labelled(label)).fill(value);
}

/** Who registers in a test: every field of the registration form but the consents. */
export interface Registrant {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  phone: string;
  city: string;
  postCode: string;
  /** The województwo as the select names it (e.g. 'łódzkie'). */
  region: string;
}

/** Fills /registration as a painter (Wykonawca) would; the regulations box and the submit are the caller's. */
export async function fillRegistration(page: Page, r: Registrant) {
  await fill(page, 'E-mail', r.email);
  await fill(page, 'Hasło', r.password);
  await fill(page, 'Powtórz hasło', r.password);
  await fill(page, 'Imię', r.firstname);
  await fill(page, 'Nazwisko', r.lastname);
  await fill(page, 'Telefon', r.phone);
  await fill(page, 'Miasto', r.city);
  await fill(page, 'Kod pocztowy', r.postCode);
  await page.getByLabel(labelled('Województwo')).selectOption({ label: r.region });
  await page.getByLabel('Wykonawca — malarz, firma remontowa').check();
}

export async function signInAsCustomer(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fill(page, 'E-mail', email);
  await fill(page, 'Hasło', password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await waitForPath(page, '/home');
  await expectToast(page, 'Zalogowano pomyślnie');
}

/** Waits until the SPA shows this pathname (client-side redirects included). */
export async function waitForPath(page: Page, path: string, timeout = 10_000) {
  try {
    await page.waitForFunction((p) => window.location.pathname === p, path, { timeout });
  } catch (error) {
    throw new Error(`waited ${timeout} ms for ${path}, the page is at ${new URL(page.url()).pathname}`, { cause: error });
  }
}

export async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await fill(page, 'E-mail', email);
  await fill(page, 'Hasło', password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await page.getByTestId('admin-name').waitFor();
}

export async function expectToast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Collects Content-Security-Policy violations and page errors for the whole life of the page. */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return {
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * The bytes of a finished download. The browser is the run's shared Chromium, reached over a
 * connection (support/browser-server.ts), so `download.path()` is not available: the file is read
 * through the connection instead.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
