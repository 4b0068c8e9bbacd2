import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_SORTS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderRow, type OrderStatus } from '@klub/contracts';
import { Page } from '../../../components/layout/Page';
import { RouterLink } from '../../../components/layout/RouterLink';
import { DataTable, type Column, type Paging } from '../../../components/table';
import { showToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatPkt } from '../../../lib/format';
import { downloadPdf, useOrderList } from '../api';
import { OrderStatusChip } from '../OrderStatusChip';

const O = paths.admin.orders;
type Sort = (typeof ORDER_SORTS)[number];
const TAKE_OPTIONS = [10, 20, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface ListState {
  search: string;
  status: OrderStatus | '';
  userId: number | null;
  dateFrom: string;
  dateTo: string;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  take: number;
}

function parse(params: URLSearchParams): ListState {
  const n = (k: string) => {
    const v = Number(params.get(k));
    return params.get(k) && Number.isInteger(v) && v > 0 ? v : null;
  };
  const status = params.get('status') as OrderStatus;
  const sort = params.get('sort') as Sort;
  const take = n('take');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: ORDER_STATUSES.includes(status) ? status : '',
    userId: n('userId'),
    dateFrom: DAY.test(params.get('dateFrom') ?? '') ? params.get('dateFrom')! : '',
    dateTo: DAY.test(params.get('dateTo') ?? '') ? params.get('dateTo')! : '',
    sort: ORDER_SORTS.includes(sort) ? sort : 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: (n('page') ?? 1) - 1,
    take: take && take <= 100 ? take : 20,
  };
}

function toParams(s: ListState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.search.trim()) out.set('search', s.search.trim());
  if (s.status) out.set('status', s.status);
  if (s.userId) out.set('userId', String(s.userId));
  if (s.dateFrom) out.set('dateFrom', s.dateFrom);
  if (s.dateTo) out.set('dateTo', s.dateTo);
  if (s.sort !== 'createdAt') out.set('sort', s.sort);
  if (s.order !== 'desc') out.set('order', s.order);
  if (s.page > 0) out.set('page', String(s.page + 1));
  if (s.take !== 20) out.set('take', String(s.take));
  return out;
}

function filtersQuery(s: ListState) {
  return {
    search: s.search.trim() || undefined,
    status: s.status || undefined,
    userId: s.userId ?? undefined,
    dateFrom: s.dateFrom || undefined,
    dateTo: s.dateTo || undefined,
    sort: s.sort,
    order: s.order,
  };
}

function Filters({ value, onApply }: { value: ListState; onApply: (next: Partial<ListState>) => void }) {
  const [draft, setDraft] = useState({ search: value.search, status: value.status, dateFrom: value.dateFrom, dateTo: value.dateTo });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) {
      showToast('Data „od” nie może być późniejsza niż data „do”');
      return;
    }
    onApply({ ...draft, page: 0 });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtry zamówień"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
    >
      <TextField
        size="small"
        label="Szukaj (członek, e-mail, nr)"
        value={draft.search}
        onChange={(e) => setDraft({ ...draft, search: e.target.value })}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={draft.status}
        onChange={(e) => setDraft({ ...draft, status: e.target.value as OrderStatus | '' })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">Wszystkie</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Od dnia"
        value={draft.dateFrom}
        onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Do dnia"
        value={draft.dateTo}
        onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained">
        Filtruj
      </Button>
      <Button
        variant="text"
        onClick={() => {
          setDraft({ search: '', status: '', dateFrom: '', dateTo: '' });
          onApply({ search: '', status: '', dateFrom: '', dateTo: '', userId: null, page: 0 });
        }}
      >
        Wyczyść
      </Button>
    </Box>
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
    cell: (r) => (
      <>
        <Typography variant="body2">{r.memberName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {r.memberEmail}
        </Typography>
      </>
    ),
  },
  { key: 'status', header: 'Status', sortBy: 'status', cell: (r) => <OrderStatusChip status={r.status} /> },
  { key: 'sent', header: 'Wysłane / pozycje', align: 'right', cell: (r) => `${r.sentCount} / ${r.elementsCount}` },
  { key: 'totalPoints', header: 'Punkty', sortBy: 'totalPoints', align: 'right', cell: (r) => formatPkt(r.totalPoints) },
];

/** /admin/orders — server-side paging, filters (status, member, dates) and sorting in the URL; PDF of the filtered list. */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const query = { ...filtersQuery(state), skip: state.page * state.take, take: state.take };
  const orders = useOrderList(query);
  const [downloading, setDownloading] = useState(false);
  const go = (next: Partial<ListState>) => setParams(toParams({ ...state, ...next }));
  const paging: Paging = {
    page: state.page,
    take: state.take,
    skip: state.page * state.take,
    setPage: (page) => go({ page }),
    setTake: (take) => go({ take, page: 0 }),
    reset: () => go({ page: 0 }),
  };
  const pdf = () => {
    setDownloading(true);
    downloadPdf('/api/orders/pdf', filtersQuery(state), 'zamowienia.pdf')
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać pliku PDF')))
      .finally(() => setDownloading(false));
  };
  return (
    <Page
      title={O.list.title}
      maxWidth={1400}
      lead={state.userId ? `Zamówienia członka nr ${state.userId}` : undefined}
      actions={
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={pdf} disabled={downloading}>
          Pobierz PDF
        </Button>
      }
    >
      <Filters key={JSON.stringify([state.search, state.status, state.dateFrom, state.dateTo])} value={state} onApply={go} />
      <DataTable
        query={orders}
        columns={columns}
        rowKey={(r) => r.id}
        label="Zamówienia"
        emptyText="Brak zamówień"
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        sort={{
          sort: state.sort,
          order: state.order,
          firstOrder: 'desc',
          onSort: (sort, order) => go({ sort: sort as Sort, order, page: 0 }),
        }}
      />
    </Page>
  );
}
