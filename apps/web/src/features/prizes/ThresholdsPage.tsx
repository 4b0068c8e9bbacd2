import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PrizeThreshold } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { SubmitButton } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useCreateThreshold, useDeleteThreshold, useThresholds, useUpdateThreshold } from './api';

const P = paths.admin.prizes;
const digits = (s: string) => s.replace(/\D/g, '');

function ThresholdForm({ existing, onDone }: { existing?: PrizeThreshold; onDone: () => void }) {
  const [name, setName] = useState(existing?.name ?? '');
  const [min, setMin] = useState(existing ? String(existing.minPoints) : '');
  const [max, setMax] = useState(existing?.maxPoints != null ? String(existing.maxPoints) : '');
  const create = useCreateThreshold();
  const update = useUpdateThreshold();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), minPoints: Number(min || 0), maxPoints: max ? Number(max) : null, pos: existing?.pos ?? 0 };
    const opts = {
      onSuccess: () => {
        showToast(existing ? MESSAGES.saved : 'Dodano próg', 'success');
        if (!existing) { setName(''); setMin(''); setMax(''); }
        onDone();
      },
    };
    if (existing) update.mutate({ id: existing.id, body }, opts);
    else create.mutate(body, opts);
  };
  return (
    <Stack component="form" direction="row" noValidate spacing={1} aria-label={existing ? `Próg ${existing.name}` : 'Nowy próg'} onSubmit={submit} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <TextField size="small" label="Nazwa progu" value={name} onChange={(e) => setName(e.target.value)} required slotProps={{ htmlInput: { maxLength: 80 } }} />
      <TextField size="small" label="Od (pkt)" value={min} onChange={(e) => setMin(digits(e.target.value))} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField size="small" label="Do (pkt)" value={max} onChange={(e) => setMax(digits(e.target.value))} helperText="Puste: bez górnej granicy" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <SubmitButton pending={create.isPending || update.isPending}>{existing ? 'Zapisz' : 'Dodaj próg'}</SubmitButton>
    </Stack>
  );
}

/** /admin/prizes/thresholds — point bands for browsing the catalogue. */
export default function ThresholdsPage() {
  const thresholds = useThresholds();
  const remove = useDeleteThreshold();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Page title={P.thresholds.title} actions={<Button component={Link} to={P.list.path}>Wróć do nagród</Button>}>
      <Section title="Dodaj próg">
        <ThresholdForm onDone={() => undefined} />
      </Section>
      <QueryView query={thresholds} isEmpty={(l) => l.length === 0} emptyText="Nie ma jeszcze progów">
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Progi punktowe">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell align="right">Od</TableCell>
                  <TableCell align="right">Do</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((t) =>
                  editing === t.id ? (
                    <TableRow key={t.id}>
                      <TableCell colSpan={4}>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <ThresholdForm existing={t} onDone={() => setEditing(null)} />
                          <Button onClick={() => setEditing(null)}>Anuluj</Button>
                        </Box>
                      </TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={t.id} hover>
                      <TableCell component="th" scope="row">{t.name}</TableCell>
                      <TableCell align="right">{t.minPoints.toLocaleString('pl-PL')}</TableCell>
                      <TableCell align="right">{t.maxPoints === null ? 'bez limitu' : t.maxPoints.toLocaleString('pl-PL')}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setEditing(t.id)} aria-label={`Edytuj próg ${t.name}`}>Edytuj</Button>
                        <ConfirmDeleteButton
                          label={`Usuń próg ${t.name}`}
                          question={`Czy na pewno usunąć próg „${t.name}”?`}
                          busy={remove.isPending}
                          onConfirm={() => remove.mutateAsync(t.id).then(() => showToast('Usunięto próg', 'success'))}
                        />
                      </TableCell>
                    </TableRow>
                  ),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
