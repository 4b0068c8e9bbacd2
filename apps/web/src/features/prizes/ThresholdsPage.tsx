import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { PrizeThresholdBody, type PrizeThreshold } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
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
  const columns: Column<PrizeThreshold>[] = [
    { key: 'name', header: 'Nazwa', rowHeader: true, cell: (t) => t.name },
    { key: 'min', header: 'Od', align: 'right', cell: (t) => t.minPoints.toLocaleString('pl-PL') },
    { key: 'max', header: 'Do', align: 'right', cell: (t) => (t.maxPoints === null ? 'bez limitu' : t.maxPoints.toLocaleString('pl-PL')) },
    {
      key: 'actions',
      header: 'Akcje',
      sx: { whiteSpace: 'nowrap' },
      cell: (t) => (
        <>
          <Button size="small" onClick={() => setEditing(t.id)} aria-label={`Edytuj próg ${t.name}`}>
            Edytuj
          </Button>
          <ConfirmDeleteButton
            label={`Usuń próg ${t.name}`}
            question={`Czy na pewno usunąć próg „${t.name}”?`}
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(t.id).then(() => showToast('Usunięto próg', 'success'))}
          />
        </>
      ),
    },
  ];
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
      <DataTable
        query={thresholds}
        rows={(list) => list}
        columns={columns}
        rowKey={(t) => t.id}
        label="Progi punktowe"
        emptyText="Nie ma jeszcze progów"
        fullRow={(t) =>
          editing === t.id ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ThresholdForm existing={t} onDone={() => setEditing(null)} />
              <Button onClick={() => setEditing(null)}>Anuluj</Button>
            </Box>
          ) : null
        }
      />
    </Page>
  );
}
