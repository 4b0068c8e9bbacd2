import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MemberSummary, MessageExecutor } from '@klub/contracts';
import { MESSAGES } from '../../config/messages';
import { formatPkt } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useExecutorSearch, useMemberSearch } from './api';

export const memberLabel = (m: Pick<MemberSummary, 'fullName' | 'email'>) => `${m.fullName} (${m.email})`;

/** What a picker's option shows: a member of the members list (with the balance) or a message recipient (with the phone). */
type PickedMember = Pick<MemberSummary, 'id' | 'fullName' | 'email' | 'companyName'> & { balance?: number; phone?: string | null };

/**
 * Where the options come from: `members` (getUsers, everyone but admins, with the balance) or
 * `executors` (getMessagesExecutors: members with an inbox, for the message forms).
 */
type MemberSource =
  | { source?: 'members'; value: MemberSummary | null; onChange: (member: MemberSummary | null) => void }
  | { source: 'executors'; value: MessageExecutor | null; onChange: (member: MessageExecutor | null) => void };

type MemberPickerProps = MemberSource & {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
};

/** Member lookup for the back office: searches by name, e-mail, company or phone as you type (debounced). */
export function MemberPicker(props: MemberPickerProps) {
  const { label, error, helperText, required, autoFocus, onBlur } = props;
  const value: PickedMember | null = props.value;
  const onChange = props.onChange as (member: PickedMember | null) => void;
  const [input, setInput] = useState('');
  const [shown, setShown] = useState(value);
  // Cleared from outside (form reset, "Wyczyść"): clear the typed text too.
  if (value !== shown) {
    setShown(value);
    if (!value) setInput('');
  }
  const typed = value && input === memberLabel(value) ? '' : input.trim();
  const search = useDebouncedValue(typed, 300);
  const executors = props.source === 'executors';
  const fromMembers = useMemberSearch(executors ? '' : search);
  const fromExecutors = useExecutorSearch(executors ? search : '');
  const members = executors ? fromExecutors : fromMembers;
  const options: PickedMember[] = search.length >= 2 ? (members.data?.data ?? []) : [];

  return (
    <Autocomplete<PickedMember>
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, member) => onChange(member)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(list) => list}
      getOptionLabel={memberLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={members.isFetching}
      loadingText={MESSAGES.loading}
      noOptionsText={search.length < 2 ? 'Wpisz co najmniej 2 znaki: imię i nazwisko, e-mail, firmę lub telefon' : 'Brak wyników'}
      onBlur={onBlur}
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{memberLabel(member)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[member.companyName, member.phone, member.balance === undefined ? null : `saldo: ${formatPkt(member.balance)}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {members.isFetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
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
