import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GUARD_RULE_LABELS, HELD_STATUS_LABELS, HELD_STATUSES, type HeldCode, type HeldStatus } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { DataTable, type Column } from '../../components/table';
import { useLocalPaging } from '../../components/table/use-paging';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { formatPkt } from '../../lib/format';
import { useDecide, useHeldCodes } from './api';

const total = (h: HeldCode) => h.points + h.bonuses.reduce((s, b) => s + b.points, 0);

function columns(status: HeldStatus, picked: Set<number>, toggle: (id: number) => void, act: (ids: number[], d: Decision) => void) {
  const list: Column<HeldCode>[] = [
    {
      key: 'code',
      header: 'Kod',
      rowHeader: true,
      cell: (h) => (
        <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {h.code}
        </Box>
      ),
    },
    {
      key: 'member',
      header: 'Uczestnik',
      sx: { minWidth: 200 },
      cell: (h) => (
        <>
          <RouterLink to={href(paths.admin.clubMembers.details, { id: h.member.id })}>{h.member.fullName}</RouterLink>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {h.member.email}
          </Typography>
        </>
      ),
    },
    {
      key: 'rules',
      header: 'Reguły',
      sx: { minWidth: 170 },
      cell: (h) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {h.rules.map((r) => (
            <Chip key={r} size="small" label={GUARD_RULE_LABELS[r]} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'at',
      header: 'Wpisany (adres IP)',
      cell: (h) => (
        <>
          {formatDateTime(h.heldAt)}
          <Typography variant="body2" color="text.secondary">
            {h.ip ?? 'adres nieznany'}
          </Typography>
        </>
      ),
    },
    {
      key: 'points',
      header: 'Punkty',
      align: 'right',
      cell: (h) => (
        <>
          {formatPkt(total(h))}
          {h.bonuses.length ? (
            <Typography variant="body2" color="text.secondary">
              w tym akcje: {formatPkt(total(h) - h.points)}
            </Typography>
          ) : null}
        </>
      ),
    },
  ];
  if (status !== 'PENDING') {
    const decided: Column<HeldCode> = {
      key: 'decided',
      header: 'Decyzja',
      cell: (h) => `${h.decidedBy ?? '—'}, ${h.decidedAt ? formatDateTime(h.decidedAt) : ''}`,
    };
    return [...list, decided];
  }
  const pick: Column<HeldCode> = {
    key: 'pick',
    header: 'Wybór',
    padding: 'checkbox',
    cell: (h) => (
      <Checkbox
        checked={picked.has(h.codeId)}
        onChange={() => toggle(h.codeId)}
        slotProps={{ input: { 'aria-label': `Zaznacz kod ${h.code}` } }}
      />
    ),
  };
  const actions: Column<HeldCode> = {
    key: 'actions',
    header: 'Decyzja',
    cell: (h) => (
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => act([h.codeId], 'approve')} aria-label={`Zatwierdź kod ${h.code}`}>
          Zatwierdź
        </Button>
        <Button size="small" color="error" onClick={() => act([h.codeId], 'reject')} aria-label={`Odrzuć kod ${h.code}`}>
          Odrzuć
        </Button>
      </Stack>
    ),
  };
  return [pick, ...list, actions];
}

type Decision = 'approve' | 'reject';

/** /admin/codes/review — "Kody do weryfikacji": codes the fraud guard held, approved or rejected one by one or in bulk. */
export default function ReviewPage() {
  const [status, setStatus] = useState<HeldStatus>('PENDING');
  const paging = useLocalPaging(50);
  const held = useHeldCodes(status, paging.skip, paging.take);
  const approve = useDecide('approve');
  const reject = useDecide('reject');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const toggle = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const decide = (ids: number[], d: Decision) => {
    const mutation = d === 'approve' ? approve : reject;
    mutation.mutate(ids, {
      onSuccess: (r) => {
        showToast(r.message, 'success');
        setPicked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        setRejecting(null);
      },
    });
  };
  const act = (ids: number[], d: Decision) => (d === 'approve' ? decide(ids, d) : setRejecting(ids));
  const rows = held.data?.data ?? [];
  const allPicked = rows.length > 0 && rows.every((r) => picked.has(r.codeId));
  const busy = approve.isPending || reject.isPending;
  return (
    <Page
      title={paths.admin.codes.review.title}
      lead="Kody, które uruchomiły regułę ochrony przed nadużyciami (Ustawienia → Ochrona kodów). Kod jest już zajęty, a jego punkty czekają: zatwierdzenie dodaje je z terminem ważności z chwili wpisania, odrzucenie unieważnia kod i wysyła uczestnikowi wiadomość."
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, v: HeldStatus | null) => {
          if (!v) return;
          setStatus(v);
          setPicked(new Set());
          paging.reset();
        }}
        aria-label="Status kodów"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {HELD_STATUSES.map((s) => (
          <ToggleButton key={s} value={s}>
            {HELD_STATUS_LABELS[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {status === 'PENDING' && rows.length > 0 ? (
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Zaznaczone kody">
          <Checkbox
            checked={allPicked}
            indeterminate={picked.size > 0 && !allPicked}
            onChange={() => setPicked(allPicked ? new Set() : new Set(rows.map((r) => r.codeId)))}
            slotProps={{ input: { 'aria-label': 'Zaznacz wszystkie na stronie' } }}
          />
          <Typography variant="body2">Zaznaczono: {picked.size}</Typography>
          <Button variant="contained" size="small" disabled={picked.size === 0 || busy} onClick={() => decide([...picked], 'approve')}>
            Zatwierdź zaznaczone
          </Button>
          <Button color="error" size="small" disabled={picked.size === 0 || busy} onClick={() => setRejecting([...picked])}>
            Odrzuć zaznaczone
          </Button>
        </Stack>
      ) : null}
      <DataTable
        query={held}
        rowKey={(h) => h.codeId}
        columns={columns(status, picked, toggle, act)}
        label="Kody do weryfikacji"
        emptyText={status === 'PENDING' ? 'Żaden kod nie czeka na weryfikację' : 'Brak kodów o tym statusie'}
        loadingLabel="Wczytywanie kodów…"
        isEmpty={(d) => d.total === 0}
        paging={paging}
        dense
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={rejecting?.length === 1 ? 'Odrzucić ten kod?' : `Odrzucić zaznaczone kody (${rejecting?.length ?? 0})?`}
        confirmLabel="Odrzuć"
        destructive
        busy={reject.isPending}
        onConfirm={() => decide(rejecting ?? [], 'reject')}
        onCancel={() => setRejecting(null)}
      >
        Kod zostanie unieważniony, punkty nie trafią na konto, a uczestnik dostanie wiadomość w skrzynce.
      </ConfirmDialog>
    </Page>
  );
}
