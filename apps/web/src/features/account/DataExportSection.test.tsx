import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToast, hideToast } from '../../components/toast';
import { clearToken, setToken } from '../../lib/auth-storage';
import { toApiDate } from '../../lib/dates';
import { json, mockFetch, renderWithProviders } from '../../testing/render';
import { DataExportSection } from './DataExportSection';

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const zipAnswer = () =>
  new Response(ZIP, { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="moje-dane.zip"' } });

let saved: { name: string; href: string }[];
beforeEach(() => {
  setToken('customer', 'member-token');
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:moje-dane'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  clearToken('customer');
  hideToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Pobierz moje dane" on /my-account', () => {
  it('downloads the ZIP with the member’s token as moje-dane-<day>.zip, busy meanwhile and still focused, a second press ignored', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = mockFetch({ 'GET /api/users/me/export': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<DataExportSection />, '/my-account');
    expect(screen.getByRole('region', { name: 'Kopia Twoich danych' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Pobierz moje dane' });
    button.focus();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Przygotowywanie pliku…' });
    expect(busy).toBe(button);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button); // not disabled: the keyboard user keeps their place
    fireEvent.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/users/me/export');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer member-token', accept: 'application/zip' });

    answer(zipAnswer());
    await waitFor(() => expect(saved).toEqual([{ name: `moje-dane-${toApiDate(new Date())}.zip`, href: 'blob:moje-dane' }]));
    expect(getToast()).toMatchObject({ message: 'Plik z Twoimi danymi jest gotowy', severity: 'success' });
    expect(await screen.findByRole('button', { name: 'Pobierz moje dane' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('shows the server’s Polish refusal (the hourly limit) as an error toast, and a fallback text for anything else', async () => {
    const limit = 'Pobrano już kilka eksportów Twoich danych w ciągu godziny. Kolejny możesz pobrać za 42 min.';
    let status = 429;
    mockFetch({
      'GET /api/users/me/export': () => (status === 429 ? json({ message: limit }, 429) : new Response('oops', { status: 502 })),
    });
    renderWithProviders(<DataExportSection />, '/my-account');
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: limit, severity: 'error' }));
    expect(await screen.findByRole('button', { name: 'Pobierz moje dane' })).toBeTruthy();

    hideToast();
    status = 502;
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));
    await waitFor(() => expect(getToast()?.message).toBe('Nie udało się pobrać Twoich danych. Spróbuj ponownie za chwilę'));
    expect(saved).toEqual([]);
  });
});
