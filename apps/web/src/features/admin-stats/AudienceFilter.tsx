import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { CUSTOMER_ROLES, roleShortLabel } from '@klub/contracts';
import type { ExtraFilters } from '../../components/stats/PeriodFilter';
import { useAudienceOptions } from '../member-groups';

/**
 * Whom a report counts (docs/domain.md "Statystyki według odbiorców"): the content audience model —
 * roles, regions and groups (gold, premium, admin-defined; a member of any of them) — as the API's
 * query names it. Nothing chosen: every member.
 */
// A type, not an interface: it is part of a `ReportQuery`.
export type AudienceFilters = {
  role: number[];
  region: number[];
  group: number[];
  gold: boolean;
  premium: boolean;
};
export const NO_AUDIENCE: AudienceFilters = { role: [], region: [], group: [], gold: false, premium: false };

interface Option {
  key: string;
  label: string;
}

const ROLE_OPTIONS: Option[] = CUSTOMER_ROLES.map((r) => ({ key: String(r), label: roleShortLabel(r) }));
const GOLD: Option = { key: 'gold', label: 'Grupa złota' };
const PREMIUM: Option = { key: 'premium', label: 'Grupa premium' };

function Pick({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
}) {
  const picked = value.map((k) => options.find((o) => o.key === k) ?? { key: k, label: `nr ${k}` });
  return (
    <Autocomplete<Option, true>
      multiple
      size="small"
      limitTags={2}
      options={options}
      value={picked}
      onChange={(_e, next) => onChange(next.map((o) => o.key))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      noOptionsText="Brak pozycji"
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length === 0 ? 'Wszystkie' : undefined} />}
      // A long group name is cut on its chip: the field keeps one line.
      sx={{ width: 260, '& .MuiAutocomplete-tag': { maxWidth: 130 } }}
    />
  );
}

/** "Uczestnicy: role", "…: regiony", "…: grupy": the audience part of a report's filter bar (the files' "Uczestnicy:" line). */
function AudienceFields({ value, onChange }: { value: AudienceFilters; onChange: (next: AudienceFilters) => void }) {
  const { options } = useAudienceOptions();
  const regions = options.regions.map((r) => ({ key: String(r.id), label: r.name }));
  const groups = [GOLD, PREMIUM, ...options.groups.map((g) => ({ key: String(g.id), label: g.name }))];
  const groupKeys = [...(value.gold ? ['gold'] : []), ...(value.premium ? ['premium'] : []), ...value.group.map(String)];
  const ids = (keys: string[]) => keys.map(Number).filter((n) => Number.isInteger(n));
  return (
    <>
      <Pick
        label="Uczestnicy: role"
        options={ROLE_OPTIONS}
        value={value.role.map(String)}
        onChange={(k) => onChange({ ...value, role: ids(k) })}
      />
      <Pick
        label="Uczestnicy: regiony"
        options={regions}
        value={value.region.map(String)}
        onChange={(k) => onChange({ ...value, region: ids(k) })}
      />
      <Pick
        label="Uczestnicy: grupy"
        options={groups}
        value={groupKeys}
        onChange={(k) => onChange({ ...value, gold: k.includes('gold'), premium: k.includes('premium'), group: ids(k) })}
      />
    </>
  );
}

/** The audience fields for `PeriodFilterBar`'s `extra`. */
export const AUDIENCE_FILTER: ExtraFilters<AudienceFilters> = {
  empty: NO_AUDIENCE,
  render: (draft, change) => <AudienceFields value={draft} onChange={change} />,
};

/** Nobody narrowed: every member. */
export const isNoAudience = (a: AudienceFilters): boolean =>
  a.role.length === 0 && a.region.length === 0 && a.group.length === 0 && !a.gold && !a.premium;

/** The audience of a parsed report URL. */
export const audienceOf = (q: AudienceFilters): AudienceFilters => ({
  role: q.role,
  region: q.region,
  group: q.group,
  gold: q.gold,
  premium: q.premium,
});
