import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import ResetPasswordPage from './ResetPasswordPage';

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];

afterEach(() => {
  hideToast();
  vi.unstubAllGlobals();
});

describe('/reset-password', () => {
  it('asks for a new link when token or userId is missing', () => {
    mockFetch({});
    renderRoutes(routes, '/reset-password?token=abc');
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Zapisz nowe hasło' })).toBeNull();
  });

  it('checks the repeat, then confirms with token and userId from the link', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/reset-password/confirm': () => json({ message: SERVER_MESSAGES.passwordReset }),
    });
    renderRoutes(routes, '/reset-password?token=tok%2B1&userId=12');
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'Nowehaslo123' } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'Inne123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText(FIELD_MESSAGES.passwordsDiffer)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'Nowehaslo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText(SERVER_MESSAGES.passwordReset)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/reset-password/confirm?token=tok%2B1&userId=12');
    expect(JSON.parse(String(init!.body))).toEqual({ password: 'Nowehaslo123' });
  });
});
