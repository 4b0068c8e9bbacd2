import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import AboutProgramPage from './AboutProgramPage';

afterEach(() => {
  hideToast();
  vi.unstubAllGlobals();
});

describe('/about-program and its text', () => {
  it('shows the published text from the back office', async () => {
    mockFetch({
      'GET /api/texts/key/about-program': () =>
        json({ key: 'about-program', title: 'O programie', body: '<h2>Klub 2027</h2><p>Nowe zasady.</p>' }),
    });
    renderRoutes([{ path: '/about-program', element: <AboutProgramPage /> }], '/about-program');
    expect(await screen.findByRole('heading', { level: 2, name: 'Klub 2027' }, SCREEN)).toBeTruthy();
    expect(screen.queryByText('Dla kogo jest Klub?')).toBeNull();
  });

  it('keeps its built-in text when there is none published (404) and when the text fails to load, without a toast', async () => {
    mockFetch({ 'GET /api/texts/key/about-program': () => json({ message: 'Nie ma takiego tekstu' }, 404) });
    const { unmount } = renderRoutes([{ path: '/about-program', element: <AboutProgramPage /> }], '/about-program');
    expect(await screen.findByRole('heading', { name: 'Dla kogo jest Klub?' }, SCREEN)).toBeTruthy();
    unmount();
    mockFetch({ 'GET /api/texts/key/about-program': () => json({ message: 'Błąd serwera' }, 500) });
    renderRoutes([{ path: '/about-program', element: <AboutProgramPage /> }], '/about-program');
    expect(await screen.findByRole('heading', { name: 'Dla kogo jest Klub?' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
