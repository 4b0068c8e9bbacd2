import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, OrderListQuery, type OrderRow, type OrderStatus } from '@klub/contracts';
import { DateRangeFields, dateRangeProblem } from '../../../components/form/DateRangeFields';
import { FilterBar, FilterSelect } from '../../../components/form/FilterBar';
import { Page } from '../../../components/layout/Page';
import { RouterLink } from '../../../components/layout/RouterLink';
import { DataTable, useListState, WithSecond, type Column } from '../../../components/table';
import { showToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatPkt } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { downloadOf, getOrdersPdf } from '../../../lib/api';
import { useOrderList, useOrdersMember } from '../api';
import { OrderStatusChip } from '../OrderStatusChip';

const O = paths.admin.orders;
const TAKE_OPTIONS = [10, 20, 50, 100];
const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

/** The orders list's URL state: the contract's query, at most 100 rows a page (the page's choices). */
const OrderListState = OrderListQuery.extend({ take: z.coerce.number().int().min(1).max(100).default(20) });
type ListState = z.output<typeof OrderListState>;
type Sort = ListState['sort'];

function Filters({ value, onApply }: { value: ListState; onApply: (next: Partial<ListState>) => void }) {
  const [draft, setDraft] = useState({
    search: value.search ?? '',
    status: value.status ?? ('' as OrderStatus | ''),
    dateFrom: value.dateFrom ?? '',
    dateTo: value.dateTo ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = dateRangeProblem(draft);
    if (problem) {
      showToast(problem);
      return;
    }
    onApply({
      search: draft.search.trim() || undefined,
      status: draft.status || undefined,
      dateFrom: draft.dateFrom || undefined,
      dateTo: draft.dateTo || undefined,
    });
  };
  const clear = () => {
    setDraft({ search: '', status: '', dateFrom: '', dateTo: '' });
    onApply({ search: undefined, status: undefined, dateFrom: undefined, dateTo: undefined, userId: undefined });
  };
  return (
    <FilterBar label="Filtry zamówień" onSubmit={submit} onClear={clear}>
      <TextField
        size="small"
        label="Szukaj (członek, e-mail, nr)"
        value={draft.search}
        onChange={(e) => setDraft({ ...draft, search: e.target.value })}
      />
      <FilterSelect
        label="Status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
        allLabel="Wszystkie"
        options={STATUS_OPTIONS}
        sx={{ minWidth: 170 }}
      />
      <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
    </FilterBar>
  );
}

const columns: Column<OrderRow>[] = [
  {
    key: 'id',
    header: 'Nr',
    sortBy: 'id',
    cell: (r) => (
      <RouterLink to={href(O.details, { id: r.id })} aria-label={`Zamówienie nr ${r.id}`}>
        {r.id}
      </RouterLink>
    ),
  },
  { key: 'createdAt', header: 'Data', sortBy: 'createdAt', cell: (r) => formatDateTime(r.createdAt) },
  {
    key: 'member',
    header: 'Członek klubu',
    sortBy: 'member',
    cell: (r) => <WithSecond main={r.memberName} second={r.memberEmail} />,
  },
  { key: 'status', header: 'Status', sortBy: 'status', cell: (r) => <OrderStatusChip status={r.status} /> },
  { key: 'sent', header: 'Wysłane / pozycje', align: 'right', cell: (r) => `${r.sentCount} / ${r.elementsCount}` },
  { key: 'totalPoints', header: 'Punkty', sortBy: 'totalPoints', align: 'right', cell: (r) => formatPkt(r.totalPoints) },
];

/** /admin/orders — server-side paging, filters (status, member, dates) and sorting in the URL; PDF of the filtered list. */
export default function OrderListPage() {
  const { query: state, setQuery, paging } = useListState(OrderListState, { pageInUrl: true });
  const { skip, take, ...filters } = state;
  const orders = useOrderList({ ...filters, skip, take });
  const member = useOrdersMember(state.userId ?? 0);
  const [downloading, setDownloading] = useState(false);
  const pdf = () => {
    setDownloading(true);
    downloadOf(getOrdersPdf, 'zamowienia.pdf', 'application/pdf', { query: filters }, { space: 'admin' })
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać pliku PDF')))
      .finally(() => setDownloading(false));
  };
  return (
    <Page
      title={O.list.title}
      maxWidth={1400}
      lead={member.data ? `Zamówienia członka klubu: ${member.data.fullName}` : undefined}
      actions={
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={pdf} disabled={downloading}>
          Pobierz PDF
        </Button>
      }
    >
      <Filters key={JSON.stringify([state.search, state.status, state.dateFrom, state.dateTo])} value={state} onApply={setQuery} />
      <DataTable
        query={orders}
        columns={columns}
        label="Zamówienia"
        emptyText="Brak zamówień"
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        sort={{
          sort: state.sort,
          order: state.order,
          firstOrder: 'desc',
          onSort: (sort, order) => setQuery({ sort: sort as Sort, order }),
        }}
      />
    </Page>
  );
}
