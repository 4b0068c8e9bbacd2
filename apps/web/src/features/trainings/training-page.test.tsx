import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainingPublic } from '@klub/contracts';
import { CustomerRoot } from '../../app/layouts/CustomerRoot';
import { customerRoutes } from '../../app/routes/customer-routes';
import { getToast } from '../../components/toast';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asMemberEachTest } from '../../testing/session';

const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const training = (over: Partial<TrainingPublic> = {}): TrainingPublic => ({
  id: 5,
  title: 'Tynki dekoracyjne w praktyce',
  lead: 'Warsztat dla wykonawców.',
  body: '<p>Warsztat dla wykonawców.</p><h2>Program</h2><p>Grunty i faktury.</p>',
  image: null,
  startsAt: inDays(10),
  endsAt: null,
  place: 'Kraków, ul. Farbiarska 1',
  onlineUrl: null,
  regionId: null,
  regionName: null,
  capacity: 12,
  signupDeadline: null,
  confirmed: 3,
  waiting: 0,
  signupOpen: true,
  mySignup: null,
  myQueuePosition: null,
  ...over,
});
const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

asMemberEachTest();
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ics'), revokeObjectURL: vi.fn() }));
});

describe('/trainings/more/:id', () => {
  it('"Dodaj do kalendarza" saves the training as szkolenie-<id>.ics with the member’s token; a refusal is a toast', async () => {
    let status = 200;
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 0 }),
      'GET /api/trainings/5': () => json(training()),
      'GET /api/trainings/5/calendar': () =>
        status === 200
          ? new Response(ICS, { headers: { 'content-type': 'text/calendar; charset=utf-8' } })
          : json({ message: 'Nie ma takiego szkolenia' }, 404),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderRoutes(routes(), '/trainings/more/5');
    const article = await screen.findByRole('article', {}, SCREEN);
    // The lead once, though the body opens with it.
    expect(within(article).getAllByText('Warsztat dla wykonawców.')).toHaveLength(1);

    fireEvent.click(within(article).getByRole('button', { name: 'Dodaj do kalendarza' }));
    await waitFor(() => expect(names).toEqual(['szkolenie-5.ics']));
    const [, sent] = fetchMock.mock.calls.find(([url]) => url === '/api/trainings/5/calendar')!;
    expect(sent.headers).toMatchObject({ authorization: 'Bearer tok', accept: 'text/calendar' });

    status = 404;
    await waitFor(() =>
      expect((within(article).getByRole('button', { name: 'Dodaj do kalendarza' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(article).getByRole('button', { name: 'Dodaj do kalendarza' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Nie ma takiego szkolenia', severity: 'error' }));
    expect(names).toHaveLength(1);
  });

  it('a training that is over offers no calendar file', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 0 }),
      'GET /api/trainings/5': () => json(training({ startsAt: inDays(-3), signupOpen: false })),
    });
    renderRoutes(routes(), '/trainings/more/5');
    const article = await screen.findByRole('article', {}, SCREEN);
    expect(within(article).getByText('Zapisy na to szkolenie są zamknięte.')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Dodaj do kalendarza' })).toBeNull();
  });
});
