import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { useDraft } from './use-list-state';

interface ListSearchFormProps {
  /** The search applied now (from the URL): the box shows it again after Back/Forward. */
  applied: string;
  /** Called with the trimmed text on "Szukaj" (Enter or the button). */
  onSearch: (search: string) => void;
  placeholder?: string;
  /** Filters shown before the search box (they apply on change). */
  children?: ReactNode;
}

/** A list's search row: filters, the "Szukaj" box and button; the typed text applies on submit only. */
export function ListSearchForm({ applied, onSearch, placeholder = 'Nazwisko, e-mail, firma', children }: ListSearchFormProps) {
  const [draft, setDraft] = useDraft(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {children}
      <TextField
        size="small"
        type="search"
        label="Szukaj"
        fullWidth={false}
        sx={{ width: 320, maxWidth: '100%' }}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
      />
      <Button type="submit" variant="contained">
        Szukaj
      </Button>
    </Box>
  );
}
