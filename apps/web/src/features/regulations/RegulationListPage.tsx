import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Regulation } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, RowActions, WithSecond, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { regulationsResource, usePublishRegulation } from './api';

const R = paths.admin.regulationsFiles;

function stateOf(r: Regulation) {
  if (r.isCurrent) return { label: 'Aktualny', color: 'success' as const };
  return r.publishedAt ? { label: 'Archiwalny', color: 'default' as const } : { label: 'Szkic', color: 'default' as const };
}

/** How many members accepted a version, of those who can: the figure and a bar to compare versions. */
function Accepted({ r, members }: { r: Regulation; members: number }) {
  if (!r.publishedAt)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const share = members ? Math.round((r.accepted / members) * 100) : 0;
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">
        {formatNumber(r.accepted)} z {formatNumber(members)} ({share}%)
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, share)} aria-label={`Zaakceptowało ${share}% członków`} sx={{ mt: 0.5 }} />
    </Box>
  );
}

function PublishButton({ r }: { r: Regulation }) {
  const [open, setOpen] = useState(false);
  const publish = usePublishRegulation();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={publish.isPending}>
        Opublikuj
      </Button>
      <ConfirmDialog
        open={open}
        title="Opublikować regulamin?"
        confirmLabel="Opublikuj"
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          publish.mutateAsync(r.id).then(() => {
            setOpen(false);
            showToast(`Opublikowano regulamin ${r.version}`, 'success');
          })
        }
      >
        Wersja {r.version} stanie się aktualnym regulaminem. Każdy członek przy następnym logowaniu będzie musiał ją zaakceptować.
        Opublikowanej wersji nie można już zmienić.
      </ConfirmDialog>
    </>
  );
}

function columnsFor(members: number): Column<Regulation>[] {
  return [
    { key: 'version', header: 'Wersja i zmiany', rowHeader: true, cell: (r) => <WithSecond main={r.version} second={r.summary} /> },
    {
      key: 'file',
      header: 'Plik',
      cell: (r) => (
        <Link href={r.fileUrl} target="_blank" rel="noopener">
          PDF
        </Link>
      ),
    },
    {
      key: 'state',
      header: 'Status',
      cell: (r) => {
        const s = stateOf(r);
        return <Chip size="small" color={s.color} variant={r.isCurrent ? 'filled' : 'outlined'} label={s.label} />;
      },
    },
    { key: 'publishedAt', header: 'Opublikowany', cell: (r) => (r.publishedAt ? formatDateTime(r.publishedAt) : '—') },
    { key: 'accepted', header: 'Akceptacje', cell: (r) => <Accepted r={r} members={members} /> },
    actionsColumn((r: Regulation) =>
      r.publishedAt ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PublishButton r={r} />
          <RowActions
            {...editDelete('regulamin', { id: r.id, name: r.version }, href(R.form, { id: r.id }), regulationsResource.useDelete)}
          />
        </Box>
      ),
    ),
  ];
}

/** /admin/regulations-files — the versions of the regulations, the current one, and how many members accepted each. */
export default function RegulationListPage() {
  const list = regulationsResource.useList();
  return (
    <Page
      title={R.list.title}
      lead="Aktualny jest ostatni opublikowany regulamin; członkowie akceptują go przy rejestracji albo przy następnym logowaniu."
      actions={<AddLink to={href(R.form, { id: null })}>Dodaj wersję</AddLink>}
    >
      <DataTable
        query={list}
        columns={columnsFor(list.data?.members ?? 0)}
        label={R.list.title}
        emptyText="Brak regulaminów — dodaj pierwszą wersję"
      />
    </Page>
  );
}
