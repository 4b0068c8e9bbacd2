import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import TextField from '@mui/material/TextField';
import Download from '@mui/icons-material/Download';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_CODES,
  AuditQuery,
  FailedMailQuery,
  JOB_KINDS,
  JOB_STATUSES,
  JobLogQuery,
  type AuditEntity,
  type FailedMail,
  type JobLogEntry,
  type JobKind,
} from '@klub/contracts';
import type { z } from 'zod';
import { DateRangeFields, dateRangeProblem } from '../../components/form/DateRangeFields';
import { FilterBar, FilterSelect } from '../../components/form/FilterBar';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, useListState, type Column } from '../../components/table';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { downloadAuditCsv, useAuditActors, useAuditLog, useDeleteFailedMail, useFailedMails, useJobLog, useRetryFailedMails } from './api';
import { AuditTable, logTable } from './AuditTable';

type AuditState = z.output<typeof AuditQuery>;
type Filters = Omit<AuditState, 'skip' | 'take'>;
const ENTITY_OPTIONS = AUDIT_ENTITY_CODES.map((code) => ({ value: code, label: AUDIT_ENTITIES[code] }));

function AuditFilters({ value, onApply }: { value: AuditState; onApply: (next: Partial<AuditState>) => void }) {
  const actors = useAuditActors();
  const [draft, setDraft] = useState({
    actorId: value.actorId ? String(value.actorId) : '',
    entity: (value.entity ?? '') as AuditEntity | '',
    entityId: value.entityId ?? '',
    dateFrom: value.dateFrom ?? '',
    dateTo: value.dateTo ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = dateRangeProblem(draft);
    if (problem) return showToast(problem);
    onApply({
      actorId: draft.actorId ? Number(draft.actorId) : undefined,
      entity: draft.entity || undefined,
      entityId: draft.entityId.trim() || undefined,
      dateFrom: draft.dateFrom || undefined,
      dateTo: draft.dateTo || undefined,
    });
  };
  const clear = () => {
    setDraft({ actorId: '', entity: '', entityId: '', dateFrom: '', dateTo: '' });
    onApply({ actorId: undefined, entity: undefined, entityId: undefined, dateFrom: undefined, dateTo: undefined });
  };
  return (
    <FilterBar label="Filtry dziennika zmian" onSubmit={submit} onClear={clear}>
      <FilterSelect
        label="Administrator"
        value={draft.actorId}
        onChange={(actorId) => setDraft({ ...draft, actorId })}
        allLabel="Wszyscy"
        options={(actors.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <FilterSelect
        label="Obiekt"
        value={draft.entity}
        onChange={(entity) => setDraft({ ...draft, entity })}
        allLabel="Wszystkie"
        options={ENTITY_OPTIONS}
        fullWidth={false}
        sx={{ minWidth: 220 }}
      />
      <TextField
        size="small"
        label="Id obiektu"
        value={draft.entityId}
        onChange={(e) => setDraft({ ...draft, entityId: e.target.value })}
        sx={{ width: 120 }}
      />
      <DateRangeFields value={draft} width={200} onChange={(range) => setDraft({ ...draft, ...range })} />
    </FilterBar>
  );
}

function AuditTab() {
  const { query: state, setQuery, paging } = useListState(AuditQuery, { pageInUrl: true });
  const { skip: _skip, take: _take, ...filters } = state;
  const log = useAuditLog(state);
  const [downloading, setDownloading] = useState(false);
  const csv = (f: Filters) => {
    setDownloading(true);
    downloadAuditCsv(f)
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać pliku CSV')))
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="outlined" startIcon={<Download />} onClick={() => csv(filters)} disabled={downloading}>
          Eksport CSV
        </Button>
      </Box>
      <AuditFilters key={JSON.stringify(filters)} value={state} onApply={setQuery} />
      <AuditTable query={log} paging={paging} />
    </>
  );
}

const jobColumns: Column<JobLogEntry>[] = [
  { key: 'date', header: 'Data', cell: (j) => formatDateTime(j.date), sx: { whiteSpace: 'nowrap' } },
  { key: 'kind', header: 'Zadanie', cell: (j) => JOB_KINDS[j.kind as JobKind] ?? j.kind },
  { key: 'status', header: 'Status', cell: (j) => JOB_STATUSES[j.status] },
  {
    key: 'details',
    header: 'Szczegóły',
    cell: (j) =>
      Object.entries(j.details ?? {})
        .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join('; '),
    sx: { wordBreak: 'break-word' },
  },
];

function JobsTab() {
  const { query: state, setQuery, paging } = useListState(JobLogQuery, { prefix: 'jobs' });
  const jobs = useJobLog(state);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Zadanie"
          value={state.kind ?? ''}
          onChange={(e) => setQuery({ kind: (e.target.value || undefined) as JobKind | undefined })}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Wszystkie</MenuItem>
          {Object.entries(JOB_KINDS).map(([k, label]) => (
            <MenuItem key={k} value={k}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={state.status ?? ''}
          onChange={(e) => setQuery({ status: (e.target.value || undefined) as 'OK' | 'FAILED' | undefined })}
          fullWidth={false}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Wszystkie</MenuItem>
          <MenuItem value="OK">{JOB_STATUSES.OK}</MenuItem>
          <MenuItem value="FAILED">{JOB_STATUSES.FAILED}</MenuItem>
        </TextField>
      </Box>
      <DataTable query={jobs} columns={jobColumns} label="Zadania i wysyłki" emptyText="Brak zapisanych zadań" {...logTable(paging)} />
    </>
  );
}

const failedMailColumns = (
  retry: ReturnType<typeof useRetryFailedMails>,
  remove: ReturnType<typeof useDeleteFailedMail>,
): Column<FailedMail>[] => [
  { key: 'failedAt', header: 'Porzucony', cell: (m) => formatDateTime(m.failedAt), sx: { whiteSpace: 'nowrap' } },
  { key: 'to', header: 'Adresat', cell: (m) => m.to, sx: { wordBreak: 'break-all' } },
  { key: 'subject', header: 'Temat', cell: (m) => m.subject },
  { key: 'attempts', header: 'Próby', cell: (m) => m.attempts, align: 'right' },
  { key: 'error', header: 'Ostatnia odpowiedź serwera', cell: (m) => m.error, sx: { wordBreak: 'break-word' } },
  actionsColumn((m) => (
    <>
      <Tooltip title={`Wyślij ponownie e-mail do ${m.to}`}>
        <IconButton
          aria-label={`Wyślij ponownie e-mail do ${m.to}`}
          size="small"
          disabled={retry.isPending}
          onClick={() => retry.mutate([m.id], { onSuccess: (r) => showToast(r.message, 'success') })}
        >
          <Replay fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton
        label={`Usuń e-mail do ${m.to} z listy`}
        question={`Czy na pewno usunąć e-mail „${m.subject}” do ${m.to}? Nie zostanie wysłany.`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(m.id).then((r) => showToast(r.message, 'success'))}
      />
    </>
  )),
];

function FailedMailsTab() {
  const { query: state, paging } = useListState(FailedMailQuery, { prefix: 'failed' });
  const failed = useFailedMails(state);
  const retry = useRetryFailedMails();
  const remove = useDeleteFailedMail();
  const total = failed.data?.total ?? 0;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
          E-maile, których serwer pocztowy nie przyjął mimo ponowień (kolejne próby coraz rzadziej, do godziny przerwy). Są tu przez 30 dni:
          można je wysłać ponownie, gdy serwer znów działa, albo usunąć.
        </Typography>
        <Button
          variant="contained"
          startIcon={<Replay />}
          disabled={total === 0 || retry.isPending}
          onClick={() => retry.mutate(undefined, { onSuccess: (r) => showToast(r.message, 'success') })}
        >
          Wyślij ponownie wszystkie
        </Button>
      </Box>
      <DataTable
        query={failed}
        columns={failedMailColumns(retry, remove)}
        label="Nieudane e-maile"
        emptyText="Wszystkie e-maile zostały wysłane"
        {...logTable(paging)}
      />
    </>
  );
}

const TABS = ['zmiany', 'zadania', 'nieudane'] as const;

/** /admin/settings/logs — the audit trail of admin changes and the job and delivery log. */
export default function LogsPage() {
  const [params, setParams] = useSearchParams();
  const tab = Math.max(0, TABS.indexOf(params.get('tab') as (typeof TABS)[number]));
  return (
    <Page title={paths.admin.settings.logs.title} maxWidth={1400}>
      <Tabs value={tab} onChange={(_e, v: number) => setParams(v === 0 ? {} : { tab: TABS[v]! })} aria-label="Rodzaje logów" sx={{ mb: 2 }}>
        <Tab label="Dziennik zmian" id="logs-tab-0" aria-controls="logs-panel-0" />
        <Tab label="Zadania i wysyłki" id="logs-tab-1" aria-controls="logs-panel-1" />
        <Tab label="Nieudane e-maile" id="logs-tab-2" aria-controls="logs-panel-2" />
      </Tabs>
      <div role="tabpanel" id={`logs-panel-${tab}`} aria-labelledby={`logs-tab-${tab}`}>
        {tab === 0 ? <AuditTab /> : tab === 1 ? <JobsTab /> : <FailedMailsTab />}
      </div>
    </Page>
  );
}
