import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { SearchActions } from '../../components/form/FilterBar';
import { useDraft } from '../../components/form/use-draft';
import { CODE_STATUSES, type MemberSummary } from '@klub/contracts';
import { DATE_INPUT_MESSAGE, DateInput, INVALID_DATE } from '../../components/form/DateInput';
import { NativeSelect } from '../../components/form/NativeSelect';
import { showToast } from '../../components/toast';
import { usePackages } from '../points';
import { useBatches } from './api';
import { MemberPicker } from './MemberPicker';
import { CODE_STATUS_LABELS, type CodeFilters, type CodeStatus } from './types';

interface Draft {
  code: string;
  member: MemberSummary | null;
  packageId: string;
  batchId: string;
  status: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { code: '', member: null, packageId: '', batchId: '', status: '', from: '', to: '' };

function toFilters(d: Draft): CodeFilters {
  const out: CodeFilters = {};
  if (d.code.trim()) out.code = d.code.trim();
  if (d.member) out.userId = d.member.id;
  if (d.packageId) out.packageId = Number(d.packageId);
  if (d.batchId) out.batchId = Number(d.batchId);
  if (d.status) out.status = d.status as CodeStatus;
  if (d.from) out.from = d.from;
  if (d.to) out.to = d.to;
  return out;
}

function toDraft(f: CodeFilters, member: MemberSummary | null): Draft {
  return {
    code: f.code ?? '',
    member: f.userId !== undefined && member?.id === f.userId ? member : null,
    packageId: f.packageId !== undefined ? String(f.packageId) : '',
    batchId: f.batchId !== undefined ? String(f.batchId) : '',
    status: f.status ?? '',
    from: f.from ?? '',
    to: f.to ?? '',
  };
}

/** Filters of "Wyszukaj": applied with "Szukaj", cleared with "Wyczyść"; follows the applied `value` (URL). */
export function CodeFiltersForm({ value, onApply }: { value: CodeFilters; onApply: (filters: CodeFilters) => void }) {
  const applied = JSON.stringify(value);
  const [draft, setDraft, set] = useDraft<Draft>(() => toDraft(value, null));
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft((d) => toDraft(value, d.member));
  }
  const packages = usePackages('admin');
  const batches = useBatches();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from === INVALID_DATE || draft.to === INVALID_DATE) {
      showToast(DATE_INPUT_MESSAGE);
      return;
    }
    onApply(toFilters(draft));
  };

  return (
    <Box component="form" role="search" aria-label="Filtry kodów" onSubmit={onSubmit} sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        <TextField label="Kod" value={draft.code} onChange={(e) => set('code')(e.target.value)} autoComplete="off" />
        <Box sx={{ gridColumn: { xs: 'span 2' } }}>
          <MemberPicker label="Członek klubu" value={draft.member} onChange={set('member')} />
        </Box>
        <NativeSelect label="Status" value={draft.status} onChange={set('status')}>
          <option value="">Wszystkie</option>
          {CODE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CODE_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Pakiet" value={draft.packageId} onChange={set('packageId')}>
          <option value="">Wszystkie</option>
          {(packages.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Partia" value={draft.batchId} onChange={set('batchId')}>
          <option value="">Wszystkie</option>
          {(batches.data ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {`nr ${b.id} — ${b.packageName}`}
            </option>
          ))}
        </NativeSelect>
        <DateInput label="Wykorzystany od" value={draft.from} onChange={(v) => set('from')(v ?? '')} />
        <DateInput label="Wykorzystany do" value={draft.to} onChange={(v) => set('to')(v ?? '')} />
      </Box>
      <SearchActions
        onClear={() => {
          setDraft(EMPTY);
          onApply({});
        }}
      />
    </Box>
  );
}
