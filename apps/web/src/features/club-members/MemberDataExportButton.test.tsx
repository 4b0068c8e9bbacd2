import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToast, hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { toApiDate } from '../../lib/dates';
import { json, mockFetch, renderWithProviders } from '../../testing/render';
import { MemberDataExportButton } from './MemberDataExportButton';

beforeEach(() => {
  setToken('admin', 'adm-token');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:dane'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Pobierz dane uczestnika" (member details, back office)', () => {
  it('downloads the member’s ZIP with the admin token as dane-uczestnika-<id>-<day>.zip; a refusal is the error toast', async () => {
    let status = 200;
    const fetchMock = mockFetch({
      'GET /api/users/17/export': () =>
        status === 200
          ? new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), { headers: { 'content-type': 'application/zip' } })
          : json({ message: 'Nie ma takiego członka klubu' }, 404),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<MemberDataExportButton memberId={17} />, '/admin/club-members/details/17');
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz dane uczestnika' }));
    await waitFor(() => expect(names).toEqual([`dane-uczestnika-17-${toApiDate(new Date())}.zip`]));
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer adm-token', accept: 'application/zip' });
    expect(getToast()).toMatchObject({ message: 'Plik z danymi uczestnika jest gotowy', severity: 'success' });

    status = 404;
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz dane uczestnika' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Nie ma takiego członka klubu', severity: 'error' }));
    expect(names).toHaveLength(1);
  });
});
