import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { SearchActions } from '../../components/form/FilterBar';
import { useDraft } from '../../components/form/use-draft';
import { STATUS_FILTERS, type RoleCode, type StatusFilter } from '@klub/contracts/constants';
import { NativeSelect } from '../../components/form/NativeSelect';
import { ROLE_LABELS, STATUS_LABELS } from '../../config/labels';
import { useRegions } from '../regions';
import { FILTER_ROLES, type MemberListState } from './list-query';

export type MemberFilters = Pick<MemberListState, 'search' | 'status' | 'role' | 'regionId' | 'isGold' | 'isPremium'>;
type Filters = MemberFilters;

const EMPTY: Filters = { search: undefined, status: 'ALL', role: undefined, regionId: undefined, isGold: undefined, isPremium: undefined };
const flagValue = (flag: boolean | undefined) => (flag === undefined ? '' : String(flag));
const toFlag = (value: string) => (value === '' ? undefined : value === 'true');
const toId = (value: string) => (value ? Number(value) : undefined);

function FlagOptions() {
  return (
    <>
      <option value="">Wszyscy</option>
      <option value="true">Tak</option>
      <option value="false">Nie</option>
    </>
  );
}

/** Filters of the members list: applied with "Szukaj" (or Enter), cleared with "Wyczyść". */
export function MemberFiltersForm({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft, set] = useDraft<Filters>(value);
  const regions = useRegions();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, search: draft.search?.trim() || undefined });
  };
  return (
    <Box component="form" role="search" aria-label="Filtry członków klubu" onSubmit={onSubmit} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xxs: '1fr', xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        }}
      >
        <Box sx={{ gridColumn: { xs: 'span 2' } }}>
          <TextField
            fullWidth
            type="search"
            label="Szukaj"
            placeholder="Nazwisko, e-mail, firma, telefon, NIP"
            value={draft.search ?? ''}
            onChange={(e) => set('search')(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        <NativeSelect label="Status" value={draft.status} onChange={(v) => set('status')(v as StatusFilter)}>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'ALL' ? 'Wszystkie' : STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Rola" value={draft.role === undefined ? '' : String(draft.role)} onChange={(v) => set('role')(toId(v))}>
          <option value="">Wszystkie</option>
          {FILTER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r as RoleCode]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label="Region"
          value={draft.regionId === undefined ? '' : String(draft.regionId)}
          onChange={(v) => set('regionId')(toId(v))}
        >
          <option value="">Wszystkie</option>
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Gold" value={flagValue(draft.isGold)} onChange={(v) => set('isGold')(toFlag(v))}>
          <FlagOptions />
        </NativeSelect>
        <NativeSelect label="Premium" value={flagValue(draft.isPremium)} onChange={(v) => set('isPremium')(toFlag(v))}>
          <FlagOptions />
        </NativeSelect>
      </Box>
      <SearchActions
        onClear={() => {
          setDraft(EMPTY);
          onApply(EMPTY);
        }}
      />
    </Box>
  );
}
