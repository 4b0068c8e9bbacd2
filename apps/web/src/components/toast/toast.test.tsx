import { act, render, screen, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@klub/contracts/constants';
import { Toast } from './Toast';
import { getToast, hideToast, initialToast, showToast } from '../../lib/toast';

afterEach(() => {
  cleanup();
  hideToast();
  vi.useRealTimers();
});

describe('global toast', () => {
  it('starts hidden with severity error', () => {
    expect(initialToast).toMatchObject({ isShow: false, message: '', severity: 'error' });
  });

  it('defaults to severity error', () => {
    showToast('Coś nie wyszło');
    expect(getToast()).toMatchObject({ isShow: true, message: 'Coś nie wyszło', severity: 'error' });
    showToast('Zalogowano pomyślnie', 'success');
    expect(getToast().severity).toBe('success');
  });

  it('shows top right and hides after TOAST_DURATION_MS (6 s)', () => {
    vi.useFakeTimers();
    render(<Toast />);
    act(() => showToast('Wylogowano pomyślnie', 'success'));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Wylogowano pomyślnie');
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    expect(document.querySelector('.MuiSnackbar-anchorOriginTopRight')).not.toBeNull();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(getToast().isShow).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(getToast().isShow).toBe(false);
  });

  it('keeps the newlines of a joined message list visible', () => {
    render(<Toast />);
    act(() => showToast('Pierwszy błąd\nDrugi błąd'));
    expect(screen.getByRole('alert').textContent).toContain('Pierwszy błąd\nDrugi błąd');
  });
});
