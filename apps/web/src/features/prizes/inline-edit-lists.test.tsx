import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerShop, PrizeThreshold } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

// Parsed by the contracts: a fixture that no longer fits the answer fails here, not on screen.
const threshold = (over: Partial<PrizeThreshold>) =>
  PrizeThreshold.parse({ id: 1, name: 'Do 1000 pkt', minPoints: 0, maxPoints: 1000, pos: 1, ...over });
const SHOP = PartnerShop.parse({ id: 3, shopNumber: 12, name: 'Sklep Partnerski Malarz', email: null, url: null, prizesCount: 4 });

asAdminEachTest();

describe('/admin/prizes/thresholds (an inline-edit list)', () => {
  it('adds a row, edits one in place, and deletes one after asking', async () => {
    let rows = [threshold({})];
    const writes: Array<[string, unknown]> = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/prizes/thresholds': () => json(rows),
      'POST /api/prizes/threshold': (init) => {
        const body = JSON.parse(String(init!.body)) as Partial<PrizeThreshold>;
        writes.push(['POST', body]);
        rows = [...rows, threshold({ ...body, id: 2 })];
        return json(rows.at(-1), 201);
      },
      'PATCH /api/prizes/threshold/1': (init) => {
        const body = JSON.parse(String(init!.body)) as Partial<PrizeThreshold>;
        writes.push(['PATCH', body]);
        rows = [threshold(body), ...rows.slice(1)];
        return json(rows[0]);
      },
      'DELETE /api/prizes/threshold/2': () => {
        writes.push(['DELETE', 2]);
        rows = rows.slice(0, 1);
        return json({ message: 'Usunięto' });
      },
    });
    renderRoutes([adminRoute()], '/admin/prizes/thresholds');
    const table = await screen.findByRole('table', { name: 'Progi punktowe' }, SCREEN);
    expect(within(table).getByText((1000).toLocaleString('pl-PL'))).toBeTruthy();

    const add = screen.getByRole('form', { name: 'Nowy próg' });
    fireEvent.click(within(add).getByRole('button', { name: 'Dodaj próg' }));
    expect(await within(add).findByText('Podaj liczbę')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(within(add).getByRole('textbox', { name: 'Nazwa progu' }), { target: { value: 'Powyżej 5000 pkt' } });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Od (pkt)' }), { target: { value: '5000' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Dodaj próg' }));
    expect(await within(table).findByText('Powyżej 5000 pkt')).toBeTruthy();
    expect(writes[0]).toEqual(['POST', { name: 'Powyżej 5000 pkt', minPoints: 5000, maxPoints: null, pos: 0 }]);
    expect(getToast()).toMatchObject({ message: 'Dodano próg', severity: 'success' });
    expect(within(add).getByRole('textbox', { name: 'Nazwa progu' })).toHaveProperty('value', '');
    expect(within(table).getByText('bez limitu')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Edytuj próg Do 1000 pkt' }));
    const edit = within(table).getByRole('form', { name: 'Próg Do 1000 pkt' });
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Do (pkt)' }), { target: { value: '1500' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(within(table).queryByRole('form')).toBeNull());
    expect(writes[1]).toEqual(['PATCH', { name: 'Do 1000 pkt', minPoints: 0, maxPoints: 1500, pos: 1 }]);
    expect(await within(table).findByText((1500).toLocaleString('pl-PL'))).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Usuń próg Powyżej 5000 pkt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(table).queryByText('Powyżej 5000 pkt')).toBeNull());
    expect(writes[2]).toEqual(['DELETE', 2]);
    expect(getToast()).toMatchObject({ message: 'Usunięto próg', severity: 'success' });
  });

  it('lists partner shops with their offer link, the same list with other columns', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/prizes/partner-shops': () => json([SHOP]),
    });
    renderRoutes([adminRoute()], '/admin/prizes/third-party-products');
    const table = await screen.findByRole('table', { name: 'Sklepy partnerskie' }, SCREEN);
    const row = within(table).getByRole('row', { name: /Sklep Partnerski Malarz/ });
    expect(within(row).getByRole('link', { name: 'Oferta' }).getAttribute('href')).toBe('/admin/prizes/offer-view/12');
    expect(within(row).getByRole('button', { name: 'Edytuj sklep Sklep Partnerski Malarz' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Nowy sklep partnerski' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do nagród' }).getAttribute('href')).toBe('/admin/prizes');
  });
});
