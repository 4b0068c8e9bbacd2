import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES, type CampaignDetails } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { typeDate } from '../../testing/dates';
import { ADMIN_ME } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { campaign, listed, PACKAGES } from './campaigns.test-data';

asAdminEachTest();

/** What every campaign screen reads besides the campaigns: the packages, regions and member groups. */
const OPTIONS = {
  'GET /api/admin/me': () => json(ADMIN_ME),
  'GET /api/points': () => json(PACKAGES),
  'GET /api/regions': () => json([{ id: 3, name: 'Mazowieckie' }]),
  'GET /api/groups': () => json({ data: [], total: 0 }),
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const sentBody = (spy: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(String(spy.mock.calls.find(([, init]) => init.method === method)![1].body)) as Record<string, unknown>;

describe('/admin/campaigns', () => {
  it('lists the campaigns: status, Polish window, reward, spent against the budget, cap; drafts alone can be deleted', async () => {
    const active = campaign({
      id: 4,
      name: 'Wiosna z gruntami',
      status: 'ACTIVE',
      spent: 120,
      budget: 1000,
      memberCap: 200,
      fixedBonus: 50,
    });
    const draft = campaign({ id: 3, name: 'Farby zimą', multiplier: 1.5 });
    const ended = campaign({ id: 5, name: 'Jesień', status: 'ENDED', multiplier: 1, fixedBonus: 30, spent: 90 });
    mockFetch({ ...OPTIONS, 'GET /api/campaigns': () => json({ items: [active, draft, ended].map(listed) }) });
    renderRoutes([adminRoute()], '/admin/campaigns');

    const table = await screen.findByRole('table', { name: 'Akcje punktowe' }, SCREEN);
    const row = within(table).getByRole('row', { name: /Wiosna z gruntami/ });
    expect(within(row).getByText('Aktywna')).toBeTruthy();
    expect(within(row).getByText('01.03.2026 – 31.03.2026')).toBeTruthy();
    expect(within(row).getByText('×2 i +50 pkt')).toBeTruthy();
    expect(within(row).getByText('120 / 1 000 pkt')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Wykorzystany budżet akcji Wiosna z gruntami: 12\u00a0%' })).toBeTruthy();
    expect(within(row).getByText('200 pkt')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Wiosna z gruntami' }).getAttribute('href')).toBe('/admin/campaigns/form/4');

    const draftRow = within(table).getByRole('row', { name: /Farby zimą/ });
    expect(within(draftRow).getByText('×1,5')).toBeTruthy();
    expect(within(draftRow).getByText('bez limitu')).toBeTruthy();
    expect(within(draftRow).getByText('bez budżetu')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Jesień/ }).textContent).toContain('+30\u00a0pkt');

    expect(screen.getByRole('button', { name: 'Usuń akcję Farby zimą' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usuń akcję Wiosna z gruntami' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń akcję Jesień' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dodaj akcję' }).getAttribute('href')).toBe('/admin/campaigns/form');
  });

  it('says so when there are no campaigns, and when they cannot load (with a retry)', async () => {
    let fail = true;
    mockFetch({
      ...OPTIONS,
      'GET /api/campaigns': () => (fail ? json({ message: 'Błąd serwera' }, 500) : json({ items: [] })),
    });
    renderRoutes([adminRoute()], '/admin/campaigns');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Nie ma jeszcze akcji punktowych — dodaj pierwszą')).toBeTruthy();
  });
});

describe('/admin/campaigns/form', () => {
  it('checks the terms with the contract’s messages, shows a server refusal under its field, then adds a draft and opens it', async () => {
    let refuse = true;
    const added = campaign({ id: 9, name: 'Grunty +50', multiplier: 1, fixedBonus: 50 });
    const spy = mockFetch({
      ...OPTIONS,
      'POST /api/campaigns': () =>
        refuse
          ? json({ message: CAMPAIGN_MESSAGES.unknownPackages }, 400)
          : json({ campaign: added, message: CAMPAIGN_MESSAGES.created }, 201),
      'GET /api/campaigns/9': () => json(added),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/campaigns/form');
    const form = await screen.findByRole('form', { name: 'Warunki akcji' }, SCREEN);

    // Nothing given: a name is needed, and some reward.
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.reward)).toBeTruthy();
    expect(within(form).getByText('To pole jest wymagane')).toBeTruthy();

    // The window backwards.
    fireEvent.change(field('Nazwa akcji'), { target: { value: 'Grunty +50' } });
    fireEvent.change(field('Stały bonus'), { target: { value: '50' } });
    typeDate(/^Od dnia/, '10.03.2026');
    typeDate(/^Do dnia/, '01.03.2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.window)).toBeTruthy();
    expect(within(form).queryByText(CAMPAIGN_MESSAGES.reward)).toBeNull();

    // The server refuses a package: said under the packages' field (and in the toast).
    typeDate(/^Do dnia/, '31.03.2026');
    fireEvent.keyDown(within(form).getByRole('combobox', { name: 'Pakiety punktów' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Grunt 5 l' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(getToast().message).toBe(CAMPAIGN_MESSAGES.unknownPackages));
    const packages = within(form).getByRole('combobox', { name: 'Pakiety punktów' });
    expect(document.getElementById(packages.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      CAMPAIGN_MESSAGES.unknownPackages,
    );
    expect(sentBody(spy, 'POST')).toEqual({
      name: 'Grunty +50',
      startsOn: '2026-03-10',
      endsOn: '2026-03-31',
      packageIds: [7],
      groupNames: [],
      audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
      multiplier: 1,
      fixedBonus: 50,
      memberCap: null,
      budget: null,
    });

    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns/form/9'));
    expect(getToast().message).toBe(CAMPAIGN_MESSAGES.created);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grunty +50' })).toBeTruthy();
  });

  it('warns that saving an active campaign makes a new version, toasts the server’s message and lists the versions', async () => {
    const v1 = campaign({ id: 4, status: 'ACTIVE', spent: 40 });
    const v2: CampaignDetails = campaign({
      ...v1,
      version: 2,
      multiplier: 3,
      versions: [
        { ...v1.versions[0]!, version: 2, multiplier: 3, createdAt: '2026-03-10T09:00:00.000Z' },
        { ...v1.versions[0]!, supersededAt: '2026-03-10T09:00:00.000Z' },
      ],
    });
    const spy = mockFetch({
      ...OPTIONS,
      'GET /api/campaigns/4': () => json(v1),
      'PUT /api/campaigns/4': () => json({ campaign: v2, message: CAMPAIGN_MESSAGES.newVersion(2) }),
      'GET /api/campaigns': () => json({ items: [listed(v2)] }),
    });
    renderRoutes([adminRoute()], '/admin/campaigns/form/4');
    const form = await screen.findByRole('form', { name: 'Warunki akcji' }, SCREEN);
    expect(within(form).getByText(/Zapisanie zmian utworzy nową wersję warunków \(wersję 2\)/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Wersje warunków' })).getAllByRole('row')).toHaveLength(2);

    fireEvent.change(field('Mnożnik punktów kodu'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(getToast().message).toBe('Zmiany zapisane jako wersja 2 warunków akcji'));
    expect(sentBody(spy, 'PUT')).toMatchObject({ multiplier: 3 });
    const versions = screen.getByRole('table', { name: 'Wersje warunków' });
    await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(3));
    expect(within(versions).getByRole('rowheader', { name: '2' }).closest('tr')!.textContent).toContain('obecna wersja');
    expect(screen.getByText(/wersja warunków 2/)).toBeTruthy();
    expect(await within(screen.getByRole('form', { name: 'Warunki akcji' })).findByText(/\(wersję 3\)/)).toBeTruthy();
  });
});

describe('campaign status actions', () => {
  it('starts a draft, pauses and resumes it, ends it after a confirmation; an ended one is read only', async () => {
    let current = campaign({ id: 4 });
    const spy = mockFetch({
      ...OPTIONS,
      'GET /api/campaigns/4': () => json(current),
      'GET /api/campaigns': () => json({ items: [listed(current)] }),
      'POST /api/campaigns/4/status': async (init) => {
        const { status } = JSON.parse(String(init?.body)) as { status: CampaignDetails['status'] };
        current = campaign({ ...current, status });
        const label = { DRAFT: 'Szkic', ACTIVE: 'Aktywna', PAUSED: 'Wstrzymana', ENDED: 'Zakończona' }[status];
        return json({ campaign: current, message: CAMPAIGN_MESSAGES.statusChanged(label) });
      },
    });
    renderRoutes([adminRoute()], '/admin/campaigns/form/4');
    const actions = await screen.findByRole('group', { name: 'Zmiana statusu akcji' }, SCREEN);
    const buttons = () =>
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons()).toEqual(['Uruchom', 'Usuń']);

    fireEvent.click(within(actions).getByRole('button', { name: 'Uruchom' }));
    await waitFor(() => expect(buttons()).toEqual(['Wstrzymaj', 'Zakończ']));
    expect(getToast().message).toBe('Status akcji: Aktywna');

    fireEvent.click(within(actions).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() => expect(buttons()).toEqual(['Wznów', 'Zakończ']));
    fireEvent.click(within(actions).getByRole('button', { name: 'Wznów' }));
    await waitFor(() => expect(buttons()).toEqual(['Wstrzymaj', 'Zakończ']));

    // Ending asks first; "Anuluj" leaves it active.
    fireEvent.click(within(actions).getByRole('button', { name: 'Zakończ' }));
    let dialog = await screen.findByRole('dialog', { name: 'Czy na pewno zakończyć akcję „Podwójne punkty na grunty”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(actions).getByRole('button', { name: 'Zakończ' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zakończ' }));
    await waitFor(() => expect(getToast().message).toBe('Status akcji: Zakończona'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Akcja jest zakończona: jej warunków nie można już zmienić.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Warunki akcji' })).toBeNull();
    expect(within(screen.getByRole('heading', { name: 'Warunki akcji' }).closest('section')!).getByText('×2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Zmiana statusu akcji' })).queryAllByRole('button')).toHaveLength(0);

    const statuses = spy.mock.calls.filter(([url]) => url === '/api/campaigns/4/status').map(([, init]) => JSON.parse(String(init.body)));
    expect(statuses).toEqual([{ status: 'ACTIVE' }, { status: 'PAUSED' }, { status: 'ACTIVE' }, { status: 'ENDED' }]);
  });

  it('deletes a draft after a confirmation and goes back to the list', async () => {
    const remove = vi.fn(() => json({ message: CAMPAIGN_MESSAGES.deleted }));
    mockFetch({
      ...OPTIONS,
      'GET /api/campaigns/4': () => json(campaign({ id: 4 })),
      'DELETE /api/campaigns/4': remove,
      'GET /api/campaigns': () => json({ items: [] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/campaigns/form/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }, SCREEN));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć akcję „Podwójne punkty na grunty”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(getToast().message).toBe(CAMPAIGN_MESSAGES.deleted);
  });
});
