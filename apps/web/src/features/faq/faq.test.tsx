import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type FaqGroup, type FaqPublicList, type FaqQuestion } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import FaqPage from './FaqPage';

afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const MEMBER_FAQ: FaqPublicList = {
  total: 2,
  data: [
    {
      id: 1,
      name: 'Kody',
      questions: [
        { id: 11, question: 'Gdzie znajdę kod?', answer: '<p>Pod <strong>wieczkiem</strong> puszki.</p>' },
        { id: 12, question: 'Kod nie działa', answer: '<p>Napisz do nas przez formularz kontaktowy.</p>' },
      ],
    },
    { id: 2, name: 'Zamówienia', questions: [{ id: 21, question: 'Kiedy dotrze nagroda?', answer: '<p>Do 14 dni roboczych.</p>' }] },
  ],
};

const renderFaq = (answer: () => Response) => {
  setToken('customer', 'tok', 3600);
  mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/faq': answer });
  renderRoutes([{ path: '/faq', element: <FaqPage /> }], '/faq');
};

describe('/faq', () => {
  it('shows the groups as accordions; a question opens to its answer; the search keeps the questions with every word', async () => {
    renderFaq(() => json(MEMBER_FAQ));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kody' }, SCREEN)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 pytania');
    const question = screen.getByRole('button', { name: 'Gdzie znajdę kod?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByText('wieczkiem')).tagName).toBe('STRONG');

    // Letter case and Polish letters do not matter; the answer is searched too.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj w pytaniach i odpowiedziach' }), { target: { value: 'FORMULARZ kod' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Znaleziono 1 pytanie'));
    expect(screen.getByRole('button', { name: 'Kod nie działa' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zamówienia' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dotrze nagroda' } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Zamówienia' })).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'rabat' } });
    expect(await screen.findByText('Nic nie znaleziono dla „rabat”')).toBeTruthy();
  });

  it('says when there are no questions', async () => {
    renderFaq(() => json({ total: 0, data: [] }));
    expect(await screen.findByText('Brak pytań — zajrzyj tu później', {}, SCREEN)).toBeTruthy();
  });

  it('offers a retry when the questions fail to load', async () => {
    renderFaq(() => json({ message: 'Błąd serwera' }, 500));
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, { timeout: 30_000 })).toBeTruthy();
  });
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const question = (over: Partial<FaqQuestion>): FaqQuestion => ({
  id: 11,
  groupId: 1,
  groupName: 'Kody',
  question: 'Gdzie znajdę kod?',
  answer: '<p>Pod wieczkiem.</p>',
  pos: 1,
  status: 'PUBLISHED',
  publishAt: '2026-01-01T08:00:00.000Z',
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  ...over,
});
const GROUP: FaqGroup = {
  id: 1,
  name: 'Kody',
  pos: 1,
  questions: [
    question({}),
    question({
      id: 12,
      question: 'Tylko dla złotych',
      status: 'DRAFT',
      pos: 2,
      audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: true, premium: false, groups: [] },
    }),
    question({ id: 13, question: 'Od przyszłego roku', pos: 3, publishAt: '2099-01-01T08:00:00.000Z' }),
  ],
};

describe('/admin/faq', () => {
  it('lists the groups with their questions, each with its status (scheduled too), audience and actions', async () => {
    setToken('admin', 'adm-token');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/faq/groups': () => json({ total: 2, data: [GROUP, { id: 2, name: 'Zamówienia', pos: 2, questions: [] }] }),
    });
    renderRoutes([adminRoute()], '/admin/faq/list');
    const table = await screen.findByRole('table', { name: 'Pytania: Kody' }, SCREEN);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Gdzie znajdę kod?Wszyscy',
      'Tylko dla złotychWykonawca; grupa złota',
      'Od przyszłego rokuWszyscy',
    ]);
    expect(within(rows[0]!).getByText('Opublikowany')).toBeTruthy();
    expect(within(rows[1]!).getByText('Szkic')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^Zaplanowany na 01\.01\.2099/)).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Edytuj pytanie Gdzie znajdę kod?' }).getAttribute('href')).toBe(
      '/admin/faq/edit/11',
    );
    expect(screen.getByText('Brak pytań w grupie')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edytuj grupę Zamówienia' }).getAttribute('href')).toBe('/admin/faq/edit-group/2');
    const kody = screen.getByRole('region', { name: 'Kody' });
    expect(within(kody).getByRole('link', { name: 'Dodaj pytanie do grupy' }).getAttribute('href')).toBe('/admin/faq/add?groupId=1');
  });

  it('edits a question opened directly: its publication (date and time, roles, gold) goes to the API as publishAt and audience', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/faq/groups': () => json({ total: 1, data: [GROUP] }),
      'GET /api/faq/11': () => json(question({ status: 'DRAFT' })),
      'PATCH /api/faq/11': (init) => json(question(JSON.parse(String(init?.body)) as Partial<FaqQuestion>)),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/faq/edit/11');
    const text = await screen.findByRole('textbox', { name: /^Pytanie/ }, SCREEN);
    expect(screen.getByText('Grupa: Kody')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Grupa/ })).toHaveProperty('value', '1'));
    fireEvent.change(text, { target: { value: 'Gdzie jest kod na puszce?' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Opublikowany' }));
    const when = screen.getByLabelText(/^Data i godzina publikacji/);
    fireEvent.change(when, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj pełną datę i godzinę publikacji')).toBeTruthy();
    fireEvent.change(when, { target: { value: '2099-12-24T07:30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wykonawca' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tylko grupa złota' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq/list'), SCREEN);
    const patch = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/faq/11' && i?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]?.body))).toEqual({
      groupId: 1,
      question: 'Gdzie jest kod na puszce?',
      answer: '<p>Pod wieczkiem.</p>',
      pos: 1,
      status: 'PUBLISHED',
      publishAt: new Date('2099-12-24T07:30:00').toISOString(),
      audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: true, premium: false, groups: [] },
    });
  });
});
