import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../components/toast';
import { publicConfig } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import ContactPage from './ContactPage';

afterEach(() => {
  hideToast();
  vi.unstubAllGlobals();
});

const NBSP = '\u00a0';
const renderContact = () => renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');

describe('/contact', () => {
  it('shows the office’s contact data from the settings (/api/config), and a hint that asks for nothing the form lacks', async () => {
    mockFetch({
      'GET /api/config': () =>
        json(
          publicConfig({
            contact: {
              email: 'kontakt@klub.test',
              phone: '+48123456789',
              hours: 'pn.–pt. 8:00–16:00',
              address: 'ul. Farbiarska 1, 30-001 Kraków',
            },
          }),
        ),
      'GET /api/texts/key/contact': () => json({ message: 'Nie ma takiego tekstu' }, 404),
    });
    renderContact();
    expect(await screen.findByRole('link', { name: 'kontakt@klub.test' }, SCREEN)).toHaveProperty('href', 'mailto:kontakt@klub.test');
    const address = document.querySelector('address');
    expect(screen.getByRole('link', { name: `+48${NBSP}123${NBSP}456${NBSP}789` }).getAttribute('href')).toBe('tel:+48123456789');
    expect(address?.textContent).toContain('(pn.–pt. 8:00–16:00)');
    expect(address?.textContent).toContain('Adres korespondencyjny: ul. Farbiarska 1, 30-001 Kraków');
    expect(document.body.textContent).not.toMatch(/example\.pl|000 00 00|Przykładowa/);
    // The built-in hint (no published text): nothing about an e-mail address, which the form does not ask for.
    const hint = await screen.findByRole('heading', { name: 'Zanim napiszesz' }, SCREEN);
    expect(hint.parentElement?.textContent).not.toMatch(/e-mail/i);
  });

  it('without contact data in the settings, or when they fail to load, points to the form instead', async () => {
    mockFetch({
      'GET /api/config': () => json(publicConfig()),
      'GET /api/texts/key/contact': () => json({ message: 'Nie ma takiego tekstu' }, 404),
    });
    const { unmount } = renderContact();
    expect(await screen.findByText(/Napisz do nas przez formularz poniżej/, undefined, SCREEN)).toBeTruthy();
    expect(document.querySelector('address')).toBeNull();
    unmount();
    mockFetch({
      'GET /api/config': () => json({ message: 'Błąd serwera' }, 500),
      'GET /api/texts/key/contact': () => json({ message: 'Nie ma takiego tekstu' }, 404),
    });
    renderContact();
    expect(await screen.findByText(/Napisz do nas przez formularz poniżej/, undefined, { timeout: 30_000 })).toBeTruthy();
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
