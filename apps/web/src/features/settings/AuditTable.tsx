import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_MASK, AUDIT_MASK_CHANGED, type AuditEntry, type AuditPage } from '@klub/contracts';
import type { QueryLike } from '../../components/feedback/QueryView';
import { DataTable, type Column, type Paging } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { codeLabel, entityName, fieldName, summaryField } from './audit-labels';

/** What the log tables share: server pages of 20, 50 or 100 dense rows; "Brak…" when the total is 0. */
export const logTable = (paging: Paging | undefined) => ({
  paging,
  isEmpty: (page: { total: number }) => page.total === 0,
  rowsPerPageOptions: [20, 50, 100],
  dense: true,
});

type Fields = Record<string, unknown>;

/** A timestamp as PostgreSQL writes it into JSON (`2026-11-23T17:03:16.392+00:00`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;
/** Bookkeeping columns that change with every update: left out of the one-line summary (the details show them). */
const BOOKKEEPING = new Set(['updated_at', 'last_seen_at']);

/**
 * A recorded value as text: masked secrets in words, nothing as a dash, a coded value as the
 * screens name it (with its entity and field), a stored object as its fields in words, not JSON.
 */
export function auditValue(value: unknown, entity = '', field = ''): string {
  if (value === AUDIT_MASK) return 'ukryte';
  if (value === AUDIT_MASK_CHANGED) return 'ukryte (zmienione)';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValue(v, entity)).join(', ') : '—';
  if (typeof value === 'object')
    return Object.entries(value as Fields)
      .map(([k, v]) => `${fieldName('', k)}: ${auditValue(v, entity, k)}`)
      .join(', ');
  return String(codeLabel(entity, field, value));
}

/** The fields an entry changed: every field of an insert or a delete, the differing ones of an update. */
export function changedFields(e: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})]);
  if (!e.before || !e.after) return [...keys];
  // A value not stored before (a setting's first save) and a stored nothing are the same "—".
  const text = (fields: Fields, k: string) => JSON.stringify(fields[k] ?? null);
  return [...keys].filter((k) => text(e.before as Fields, k) !== text(e.after as Fields, k));
}

function Summary({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'INSERT') return <>nowy rekord</>;
  if (entry.action === 'DELETE') return <>rekord usunięty</>;
  if (entry.action === 'JOB') return <>{auditValue(entry.after)}</>;
  if (entry.action === 'EXPORT') return <>plik {auditValue(entry.after?.file)}</>;
  const { entity } = entry;
  const fields = changedFields(entry).filter((k) => !BOOKKEEPING.has(k) && summaryField(entity, k));
  const shown = fields
    .slice(0, 2)
    .map((k) => `${fieldName(entity, k)}: ${auditValue(entry.before?.[k], entity, k)} → ${auditValue(entry.after?.[k], entity, k)}`);
  return (
    <>
      {shown.join('; ')}
      {fields.length > 2 ? ` (+${fields.length - 2})` : ''}
    </>
  );
}

function DetailsDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const fields = changedFields(entry);
  const rows = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].map((field) => ({
    field,
    changed: fields.includes(field),
  }));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="audit-details-title">
      <DialogTitle id="audit-details-title">
        {AUDIT_ACTIONS[entry.action]}: {entityName(entry.entity)} {entry.entityId ? `nr ${entry.entityId}` : ''}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatDateTime(entry.at)} · {entry.actorName ?? 'system'} · {entry.ip ?? '—'} · {entry.route ?? '—'}
        </Typography>
        <DataTable
          rows={rows}
          rowKey={(r) => r.field}
          label="Pola przed i po zmianie"
          size="small"
          rowProps={(r) => (r.changed ? { sx: { bgcolor: 'action.selected' } } : {})}
          columns={[
            { key: 'field', header: 'Pole', rowHeader: true, cell: (r) => fieldName(entry.entity, r.field) },
            {
              key: 'before',
              header: 'Przed',
              cell: (r) => auditValue(entry.before?.[r.field], entry.entity, r.field),
              sx: { wordBreak: 'break-word' },
            },
            {
              key: 'after',
              header: 'Po',
              cell: (r) => auditValue(entry.after?.[r.field], entry.entity, r.field),
              sx: { wordBreak: 'break-word' },
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Zamknij
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Audit entries: when, who, what (with the changed fields), details with every field before and after. */
export function AuditTable({ query, paging, showEntity = true }: { query: QueryLike<AuditPage>; paging?: Paging; showEntity?: boolean }) {
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: 'Data', cell: (e) => formatDateTime(e.at), sx: { whiteSpace: 'nowrap' } },
    { key: 'actor', header: 'Administrator', cell: (e) => e.actorName ?? 'system' },
    { key: 'action', header: 'Rodzaj', cell: (e) => AUDIT_ACTIONS[e.action] },
    ...(showEntity
      ? [
          {
            key: 'entity',
            header: 'Obiekt',
            cell: (e: AuditEntry) => `${entityName(e.entity)}${e.entityId ? ` nr ${e.entityId}` : ''}`,
            sx: { minWidth: 130 },
          },
        ]
      : []),
    { key: 'summary', header: 'Zmiany', cell: (e) => <Summary entry={e} />, sx: { minWidth: 200, maxWidth: 360, wordBreak: 'break-word' } },
    { key: 'ip', header: 'Adres IP', cell: (e) => e.ip ?? '—' },
    {
      key: 'details',
      header: 'Akcje',
      cell: (e) => (
        <Button size="small" onClick={() => setOpen(e)} aria-label={`Szczegóły zmiany nr ${e.id}`}>
          Szczegóły
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Dziennik zmian"
        emptyText="Brak zapisanych zmian"
        {...logTable(paging)}
        footer={(d) => (d.totalCapped ? 'Pokazano pierwsze 100 000 wpisów — zawęź filtry, by zobaczyć starsze.' : null)}
      />
      {open && <DetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
