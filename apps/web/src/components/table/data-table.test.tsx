import { fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Paging } from '@klub/contracts';
import { renderRoutes } from '../../testing/render';
import { DataTable, type Column } from './DataTable';
import { useListState } from './use-list-state';

const Query = Paging(100, 2).extend({
  search: z.string().optional(),
  sort: z.enum(['name', 'age']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Nazwa', sortBy: 'name', rowHeader: true, cell: (r) => r.name },
  { key: 'id', header: 'Nr', cell: (r) => r.id },
];

function List({ load, pageInUrl }: { load: (q: z.output<typeof Query>) => Promise<{ data: Row[]; total: number }>; pageInUrl?: boolean }) {
  const { query, setQuery, paging } = useListState(Query, { pageInUrl });
  const list = useQuery({ queryKey: ['rows', query], queryFn: () => load(query), meta: { silent: true }, retry: false });
  return (
    <DataTable
      query={list}
      columns={columns}
      label="Wiersze"
      emptyText="Brak wierszy"
      paging={paging}
      sort={{ sort: query.sort, order: query.order, onSort: (sort, order) => setQuery({ sort: sort as 'name', order }) }}
    />
  );
}

// Rows key by their id unless rowKey says otherwise; rows without an id must say (a compile-time check).
const named: Column<{ name: string }>[] = [{ key: 'name', header: 'Nazwa', cell: (r) => r.name }];
// @ts-expect-error -- rows without an id need a rowKey
const unkeyed = <DataTable rows={[{ name: 'a' }]} columns={named} label="Bez klucza" />;
const keyed = <DataTable rows={[{ name: 'a' }]} columns={named} rowKey={(r) => r.name} label="Z kluczem" />;

const render = (load: Parameters<typeof List>[0]['load'], path = '/list', pageInUrl = false) =>
  renderRoutes([{ path: '/list', element: <List load={load} pageInUrl={pageInUrl} /> }], path);

describe('DataTable + useListState', () => {
  it('reads skip/take/sort from the URL with the contract schema, drops bad values, and pages in the URL', async () => {
    const load = vi.fn(async (q: z.output<typeof Query>) => ({ data: [{ id: q.skip + 1, name: `W${q.skip + 1}` }], total: 5 }));
    const { router } = render(load, '/list?skip=2&take=abc&sort=nope&order=desc');
    const table = await screen.findByRole('table', { name: 'Wiersze' });
    expect(load).toHaveBeenLastCalledWith({ skip: 2, take: 2, sort: 'name', order: 'desc' });
    expect(within(table).getByRole('rowheader', { name: 'W3' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Nazwa' }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('rowheader', { name: 'W5' })).toBeTruthy();
    expect(router.state.location.search).toBe('?skip=4&order=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Nazwa' }));
    expect(await screen.findByRole('rowheader', { name: 'W1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await router.navigate(-1);
    expect(await screen.findByRole('rowheader', { name: 'W5' })).toBeTruthy();
  });

  it('shows "Brak wierszy" when empty and an error with "Spróbuj ponownie"', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue({ data: [], total: 0 });
    render(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak wierszy')).toBeTruthy();
  });

  it('with pageInUrl keeps a 1-based page in the URL instead of skip, written in the schema order', async () => {
    const load = vi.fn(async (q: z.output<typeof Query>) => ({ data: [{ id: q.skip + 1, name: `W${q.skip + 1}` }], total: 9 }));
    const { router } = render(load, '/list?page=2&order=desc&x=1', true);
    expect(await screen.findByRole('rowheader', { name: 'W3' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ skip: 2, take: 2, sort: 'name', order: 'desc' });

    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('rowheader', { name: 'W5' })).toBeTruthy();
    expect(router.state.location.search).toBe('?x=1&order=desc&page=3');

    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Poprzednia strona' }));
    expect(await screen.findByRole('rowheader', { name: 'W1' })).toBeTruthy();
    expect(router.state.location.search).toBe('?x=1&order=desc');
  });

  it('shows rows at hand: the empty text, a selected row and a row shown as one cell', () => {
    const { rerender } = rtlRender(<DataTable rows={[]} columns={columns} rowKey={(r) => r.id} label="Stałe" emptyText="Pusto" />);
    expect(screen.getByText('Pusto')).toBeTruthy();
    rerender(
      <DataTable
        rows={[
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ]}
        columns={columns}
        rowKey={(r) => r.id}
        label="Stałe"
        rowProps={(r) => ({ selected: r.id === 1 })}
        fullRow={(r) => (r.id === 2 ? <span>Edycja B</span> : null)}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Stałe' })).getAllByRole('row');
    expect(rows[1]!.className).toContain('Mui-selected');
    expect(within(rows[2]!).getByRole('cell', { name: 'Edycja B' }).getAttribute('colspan')).toBe('2');
  });

  it('keys rows by a rowKey where they have no id (without one, the table does not compile)', () => {
    expect(unkeyed.props).toMatchObject({ label: 'Bez klucza' });
    rtlRender(keyed);
    expect(within(screen.getByRole('table', { name: 'Z kluczem' })).getByRole('cell', { name: 'a' })).toBeTruthy();
  });
});
