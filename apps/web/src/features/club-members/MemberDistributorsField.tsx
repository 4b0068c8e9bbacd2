import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MAX_MEMBER_DISTRIBUTORS, type MemberDetails } from '@klub/contracts';
import { MESSAGES } from '../../config/messages';
import { useAuthorizedDistributors } from './api';

type DistributorRef = MemberDetails['distributors'][number];

/** Up to 9999 distributors: the open list shows the first matches; typing narrows it. */
const filterOptions = createFilterOptions<DistributorRef>({ limit: 100, stringify: (d) => d.name });

const sameRefs = (a: readonly DistributorRef[], b: readonly DistributorRef[]) =>
  a.length === b.length && a.every((d, i) => d.id === b[i]?.id && d.name === b[i]?.name);

interface MemberDistributorsFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  /** The field holding the distributors' ids (`distributorIds`). */
  name: Path<T>;
  /** The member's distributors as saved: shown even when one is not (or no longer) authorised. */
  current: readonly DistributorRef[];
}

/** "Dystrybutorzy" of a member: the authorised distributors they buy from, as `distributorIds`. */
export function MemberDistributorsField<T extends FieldValues>({ control, name, current }: MemberDistributorsFieldProps<T>) {
  const distributors = useAuthorizedDistributors();
  const authorised = distributors.data;
  const byId = useMemo(() => new Map([...current, ...(authorised ?? [])].map((d) => [d.id, d])), [current, authorised]);
  const options = useMemo(() => {
    const extra = current.filter((d) => !authorised?.some((a) => a.id === d.id));
    return [...(authorised ?? []), ...extra];
  }, [current, authorised]);

  const { field, fieldState } = useController({ control, name });
  const ids = (field.value as number[] | null | undefined) ?? [];
  const next = ids.map((id) => byId.get(id) ?? { id, name: `Dystrybutor nr ${id}` });
  // The same array until the choice (or a name) changes: a new one (e.g. when the list arrives
  // while the admin types) would make the Autocomplete clear the typed text.
  const [value, setValue] = useState(next);
  if (!sameRefs(value, next)) setValue(next);
  const full = value.length >= MAX_MEMBER_DISTRIBUTORS;

  return (
    <Autocomplete<DistributorRef, true>
      multiple
      options={options}
      value={value}
      onChange={(_event, picked) => field.onChange(picked.map((d) => d.id))}
      onBlur={field.onBlur}
      filterOptions={filterOptions}
      getOptionLabel={(d) => d.name}
      getOptionDisabled={(d) => full && !value.some((v) => v.id === d.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={distributors.isPending}
      loadingText={MESSAGES.loading}
      noOptionsText="Brak dystrybutorów"
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label="Dystrybutorzy"
          placeholder="Szukaj dystrybutora"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (distributors.isError
              ? 'Nie udało się wczytać listy dystrybutorów'
              : 'Dystrybutorzy, u których wykonawca kupuje produkty (raport „Wykonawcy i dystrybutorzy”)')
          }
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {distributors.isFetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
