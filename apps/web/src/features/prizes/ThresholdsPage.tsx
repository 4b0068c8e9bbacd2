import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link } from 'react-router';
import { PrizeThresholdBody, type PrizeThreshold } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useCreateThreshold, useDeleteThreshold, useThresholds, useUpdateThreshold } from './api';

const P = paths.admin.prizes;

function ThresholdForm({ existing, onDone }: { existing?: PrizeThreshold; onDone: () => void }) {
  const empty = { name: '', maxPoints: null, pos: 0 };
  const form = useZodForm(PrizeThresholdBody, {
    defaultValues: existing
      ? { name: existing.name, minPoints: existing.minPoints, maxPoints: existing.maxPoints, pos: existing.pos }
      : empty,
  });
  const create = useCreateThreshold();
  const update = useUpdateThreshold();
  const submit = form.handleSubmit((body) => {
    const opts = {
      onSuccess: () => {
        showToast(existing ? MESSAGES.saved : 'Dodano próg', 'success');
        if (!existing) form.reset(empty);
        onDone();
      },
    };
    if (existing) update.mutate({ id: existing.id, body }, opts);
    else create.mutate(body, opts);
  });
  return (
    <Stack
      component="form"
      direction="row"
      noValidate
      spacing={1}
      aria-label={existing ? `Próg ${existing.name}` : 'Nowy próg'}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <FormTextField
        control={form.control}
        name="name"
        size="small"
        label="Nazwa progu"
        required
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <FormTextField control={form.control} name="minPoints" size="small" label="Od (pkt)" numeric required />
      <FormTextField control={form.control} name="maxPoints" size="small" label="Do (pkt)" numeric helperText="Puste: bez górnej granicy" />
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
    <Page
      title={P.thresholds.title}
      actions={
        <Button component={Link} to={P.list.path}>
          Wróć do nagród
        </Button>
      }
    >
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
                      <TableCell component="th" scope="row">
                        {t.name}
                      </TableCell>
                      <TableCell align="right">{t.minPoints.toLocaleString('pl-PL')}</TableCell>
                      <TableCell align="right">{t.maxPoints === null ? 'bez limitu' : t.maxPoints.toLocaleString('pl-PL')}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setEditing(t.id)} aria-label={`Edytuj próg ${t.name}`}>
                          Edytuj
                        </Button>
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
