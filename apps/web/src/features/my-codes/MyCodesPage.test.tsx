import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { EMPLOYEE, MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import MyCodesPage from './MyCodesPage';

const routes = [{ path: '/my-codes', element: <MyCodesPage /> }];
const CODES = {
  total: 1,
  allNotActual: false,
  data: [
    {
      id: 5,
      code: 'KOD111',
      points: 50,
      packageName: 'Farba 10 l',
      groupName: 'Farby',
      redeemedAt: '2026-03-01T10:00:00Z',
      source: 1,
      isNotActual: false,
    },
  ],
};

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  hideToast();
  vi.unstubAllGlobals();
});

function enterCode(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Kod produktu' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }));
}

/**
 * /my-codes answering the pasted list's POST with `answer`: pastes `codes` and sends them; answers the
 * box, the result lines and the summary's text.
 */
async function pasteCodes(codes: string[], answer: object) {
  mockFetch({
    'GET /api/users/me-client': () => json(MEMBER),
    'GET /api/users/me/codes': () => json(CODES),
    'POST /api/users/me/codes/batch': () => json(answer),
  });
  renderRoutes(routes, '/my-codes');
  const box = (await screen.findByRole('textbox', { name: 'Kody (jeden w wierszu)' })) as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: codes.join('\n') } });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kilka kodów' }));
  const results = await screen.findByRole('list', { name: 'Wyniki dodawania kodów' });
  const summary = () =>
    within(results.parentElement!)
      .getAllByRole('status')
      .at(-1)!
      .textContent!.replace(/\u00a0/g, ' ');
  return { box, items: within(results).getAllByRole('listitem'), summary };
}

describe('/my-codes', () => {
  it('adds one code and shows the points and balance; lists the codes with paging', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json(CODES),
      'POST /api/users/me/codes': () =>
        json({
          code: 'ABC123',
          points: 50,
          codePoints: 50,
          alreadyRedeemed: false,
          packageName: 'Farba 10 l',
          balance: 1250,
          message: 'Kod został przyjęty',
        }),
    });
    renderRoutes(routes, '/my-codes');
    const table = await screen.findByRole('table', { name: 'Wpisane kody' });
    expect(within(table).getByText('KOD111')).toBeTruthy();
    const list = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/users/me/codes?'))!;
    expect(String(list[0])).toBe('/api/users/me/codes?skip=0&take=20');

    enterCode('  ABC123 ');
    const status = await screen.findByText('Kod został przyjęty');
    const text = status.closest('[role="status"]')!.textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Farba 10 l. Saldo: 1 250 punktów.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ code: 'ABC123' });
    expect(status.closest('.MuiAlert-colorSuccess')).toBeTruthy();
  });

  it('lists each campaign\'s bonus under an accepted code: "+N pkt — Akcja …"', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json(CODES),
      'POST /api/users/me/codes': () =>
        json({
          code: 'ABC123',
          points: 45,
          codePoints: 45,
          alreadyRedeemed: false,
          packageName: 'Grunt 5 l',
          balance: 1297,
          message: 'Dodano 45 pkt za kod ABC123',
          bonuses: [
            { campaign: 'Podwójne na grunty', points: 45 },
            { campaign: 'Grupa +7', points: 7 },
          ],
        }),
    });
    renderRoutes(routes, '/my-codes');
    await screen.findByRole('table', { name: 'Wpisane kody' });
    enterCode('ABC123');
    const bonuses = await screen.findByRole('list', { name: 'Bonusy z akcji punktowych' });
    expect(
      within(bonuses)
        .getAllByRole('listitem')
        .map((li) => li.textContent!.replace(/\u00a0/g, ' ')),
    ).toEqual(['+45 pkt — Akcja Podwójne na grunty', '+7 pkt — Akcja Grupa +7']);
    const alert = bonuses.closest('[role="status"]')!;
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    expect(alert.textContent!.replace(/\u00a0/g, ' ')).toContain('Grunt 5 l. Saldo: 1 297 punktów.');
  });

  it.each([
    [
      'a code already on the account is already there',
      { code: 'KOD111', codePoints: 150, alreadyRedeemed: true, message: 'Ten kod jest już na Twoim koncie' },
    ],
    [
      'a code whose points the fraud guard holds is waiting for review',
      {
        code: 'ABC123',
        codePoints: 50,
        alreadyRedeemed: false,
        message: 'Kod ABC123 przyjęty (50 pkt). Punkty czekają na weryfikację',
        bonuses: [],
        held: { points: 50 },
      },
    ],
  ])('says %s: an info, not a green "+0"', async (_, answer) => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json(CODES),
      'POST /api/users/me/codes': () => json({ points: 0, packageName: 'Farba 10 l', balance: 1250, ...answer }),
    });
    renderRoutes(routes, '/my-codes');
    await screen.findByRole('table', { name: 'Wpisane kody' });
    enterCode(answer.code);
    const info = await screen.findByText(answer.message);
    const alert = info.closest('[role="status"]')!;
    expect(alert.className).toContain('MuiAlert-colorInfo');
    expect(alert.className).not.toContain('colorSuccess');
    expect(alert.textContent!.replace(/\u00a0/g, ' ')).toContain('Farba 10 l. Saldo: 1 250 punktów.');
    expect(alert.textContent).not.toMatch(/Dodano|\+/);
  });

  it("shows a wrong code's message, and the block after too many failures", async () => {
    let calls = 0;
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json({ total: 0, allNotActual: false, data: [] }),
      'POST /api/users/me/codes': () =>
        ++calls === 1
          ? json({ message: 'Nieprawidłowy kod lub kod został już wykorzystany' }, 400)
          : json({ message: 'Zbyt wiele błędnych prób. Spróbuj ponownie za 42 min.' }, 429),
    });
    renderRoutes(routes, '/my-codes');
    expect(await screen.findByText('Brak danych — nie wpisano jeszcze żadnego kodu')).toBeTruthy();

    enterCode('ZLY');
    const wrong = await screen.findByRole('alert');
    expect(wrong.textContent).toBe('Nieprawidłowy kod lub kod został już wykorzystany');

    enterCode('ZLY2');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Zbyt wiele błędnych prób. Spróbuj ponownie za 42 min.'));
  });

  it('sends a pasted list once each and answers every code on its own line', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json(CODES),
      'POST /api/users/me/codes/batch': () =>
        json({
          results: [
            {
              code: 'AAA111',
              ok: true,
              points: 50,
              alreadyRedeemed: false,
              message: 'Kod został przyjęty',
              bonuses: [{ campaign: 'Farby +5', points: 5 }],
            },
            { code: 'BBB222', ok: false, points: 0, alreadyRedeemed: false, message: 'Nieprawidłowy kod lub kod został już wykorzystany' },
          ],
          credited: 55,
          creditedCodes: 1,
          balance: 1300,
        }),
    });
    renderRoutes(routes, '/my-codes');
    const box = await screen.findByRole('textbox', { name: 'Kody (jeden w wierszu)' });

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kilka kodów' }));
    expect(await screen.findByText('Wpisz co najmniej jeden kod')).toBeTruthy();

    fireEvent.change(box, { target: { value: ' AAA111\n\nBBB222\nAAA111\n' } });
    expect(await screen.findByText(/Do wysłania: 2 \(powtórzone pominięte: 1\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kilka kodów' }));

    const results = await screen.findByRole('list', { name: 'Wyniki dodawania kodów' });
    // (a code's bonuses are a list of their own inside its line)
    const items = within(results)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === results);
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe('AAA111 — dodano, +50\u00a0punktów+5\u00a0pkt — Akcja Farby +5');
    expect(within(items[0]!).getByRole('list', { name: 'Bonusy z akcji punktowych' })).toBeTruthy();
    expect(items[1]!.textContent).toContain('BBB222 — nie dodano');
    expect(items[1]!.textContent).toContain('Nieprawidłowy kod lub kod został już wykorzystany');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ codes: ['AAA111', 'BBB222'] });
    // The refused code stays in the box to be corrected.
    expect((box as HTMLTextAreaElement).value).toBe('BBB222');
    const summary = within(results.parentElement!).getAllByRole('status').at(-1)!;
    expect(summary.textContent!.replace(/\u00a0/g, ' ')).toBe(
      'Dodano 55 pkt za 1 kod (w tym 5 pkt z akcji punktowych). Odrzucono 1 kod. Saldo: 1 300 punktów.',
    );
  });

  it('in a pasted list, says which codes were already on the account and counts only the new ones in the totals', async () => {
    const line = (code: string, points: number) => ({
      code,
      ok: true,
      points,
      alreadyRedeemed: false,
      message: `Dodano ${points} pkt za kod ${code}`,
    });
    const fresh = ['AAA111', 'AAA222', 'AAA333', 'AAA444', 'AAA555', 'AAA666', 'AAA777', 'AAA888', 'AAA999'];
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/codes': () => json(CODES),
      'POST /api/users/me/codes/batch': () =>
        json({
          results: [
            ...fresh.slice(0, 4).map((c) => line(c, 150)),
            { code: 'KOD111', ok: true, points: 0, alreadyRedeemed: true, message: 'Ten kod jest już na Twoim koncie' },
            ...fresh.slice(4).map((c) => line(c, 150)),
          ],
          credited: 1350,
          creditedCodes: 9,
          balance: 2600,
        }),
    });
    renderRoutes(routes, '/my-codes');
    const box = await screen.findByRole('textbox', { name: 'Kody (jeden w wierszu)' });
    fireEvent.change(box, { target: { value: [...fresh, 'KOD111'].join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kilka kodów' }));

    const results = await screen.findByRole('list', { name: 'Wyniki dodawania kodów' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toBe('AAA111 — dodano, +150\u00a0punktów');
    expect(items[4]!.textContent).toBe('KOD111 — bez zmianTen kod jest już na Twoim koncie');
    expect(items[4]!.textContent).not.toContain('+');
    expect(items[4]!.dataset.already).toBe('true');
    const summary = within(results.parentElement!).getAllByRole('status').at(-1)!;
    expect(summary.textContent!.replace(/\u00a0/g, ' ')).toBe(
      'Dodano 1 350 pkt za 9 kodów. 1 kod był już na Twoim koncie. Saldo: 2 600 punktów.',
    );
    // Nothing was refused: the box is empty.
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('in a pasted list, says which codes wait for review and leaves their points out of the added total', async () => {
    const heldLine = (code: string, points: number, alreadyRedeemed = false) => ({
      code,
      ok: true,
      points: 0,
      alreadyRedeemed,
      message: `Kod ${code} przyjęty (${points} pkt). Punkty czekają na weryfikację`,
      bonuses: [],
      held: { points },
    });
    const { box, items, summary } = await pasteCodes(['AAA111', 'AAA222', 'AAA333', 'KOD111'], {
      results: [
        { code: 'AAA111', ok: true, points: 50, alreadyRedeemed: false, message: 'Dodano 50 pkt za kod AAA111' },
        heldLine('AAA222', 50),
        heldLine('AAA333', 120),
        // Entered again while still held: waiting, not "already on the account".
        heldLine('KOD111', 30, true),
      ],
      credited: 50,
      creditedCodes: 1,
      balance: 1300,
    });
    expect(items.map((li) => li.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'AAA111 — dodano, +50 punktów',
      'AAA222 — czeka na weryfikacjęKod AAA222 przyjęty (50 pkt). Punkty czekają na weryfikację',
      'AAA333 — czeka na weryfikacjęKod AAA333 przyjęty (120 pkt). Punkty czekają na weryfikację',
      'KOD111 — czeka na weryfikacjęKod KOD111 przyjęty (30 pkt). Punkty czekają na weryfikację',
    ]);
    expect(items[1]!.dataset.held).toBe('true');
    expect(items[0]!.dataset.held).toBe('false');
    expect(items[1]!.querySelector('[data-testid="InfoIcon"]')).toBeTruthy();
    expect(summary()).toBe('Dodano 50 pkt za 1 kod. Punkty za 3 kody (200 pkt) czekają na weryfikację. Saldo: 1 300 punktów.');
    // Held codes are accepted: none is left in the box to send again.
    expect(box.value).toBe('');
  });

  it('in a pasted list where every code is held, does not say that nothing was added as if the codes were refused', async () => {
    const { summary } = await pasteCodes(['AAA222'], {
      results: [
        {
          code: 'AAA222',
          ok: true,
          points: 0,
          alreadyRedeemed: false,
          message: 'Kod AAA222 przyjęty (50 pkt). Punkty czekają na weryfikację',
          held: { points: 50 },
        },
      ],
      credited: 0,
      creditedCodes: 0,
      balance: 1250,
    });
    expect(summary()).toBe('Punkty za 1 kod (50 pkt) czekają na weryfikację. Saldo: 1 250 punktów.');
  });

  it('makes no points call for RDS/DTH and points them to their statistics', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(EMPLOYEE) });
    renderRoutes(routes, '/my-codes');
    expect(await screen.findByRole('link', { name: 'statystykach' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj kod' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/users/me-client']);
  });
});
