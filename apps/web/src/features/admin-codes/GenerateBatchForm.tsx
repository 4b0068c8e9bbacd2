import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { GenerateBatchBody, MAX_BATCH_SIZE } from '@klub/contracts';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { showToast } from '../../components/toast';
import { formatCodes, formatNumber } from '../../lib/format';
import { usePackages } from '../points';
import { useGenerateBatch } from './api';
import { packageOptions } from './package-options';

/** "Wygeneruj partię": package + count; thousands of codes take a few seconds, so it shows progress. */
export function GenerateBatchForm() {
  const packages = usePackages('admin');
  const generate = useGenerateBatch();
  const form = useZodForm(GenerateBatchBody, { defaultValues: { count: 1000, note: '' } });

  const onSubmit = form.handleSubmit((values) =>
    generate.mutate(
      { ...values, note: values.note || undefined },
      {
        onSuccess: (batch) =>
          showToast(`Wygenerowano ${formatCodes(batch.count)} — partia nr ${batch.id} (${batch.packageName})`, 'success'),
      },
    ),
  );

  return (
    <Box component="form" noValidate aria-label="Wygeneruj partię kodów" onSubmit={onSubmit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: '2fr 1fr' } }}>
        <FormSelectField
          control={form.control}
          name="packageId"
          label="Pakiet"
          placeholder="Wybierz pakiet"
          options={packageOptions(packages.data)}
          required
          disabled={generate.isPending}
        />
        <FormTextField
          control={form.control}
          name="count"
          label="Liczba kodów"
          numeric
          required
          disabled={generate.isPending}
          helperText={`Od 1 do ${formatNumber(MAX_BATCH_SIZE)}`}
        />
        <Box sx={{ gridColumn: { xs: 'span 2' } }}>
          <FormTextField control={form.control} name="note" label="Uwagi (opcjonalnie)" disabled={generate.isPending} />
        </Box>
      </Box>
      <SubmitButton pending={generate.isPending} sx={{ mt: 2 }}>
        Wygeneruj
      </SubmitButton>
      {generate.isPending ? (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Generowanie kodów… Przy dużej partii może to potrwać kilka sekund.
          </Typography>
          <LinearProgress aria-label="Generowanie kodów" />
        </Box>
      ) : null}
      {packages.data && packages.data.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Najpierw dodaj pakiet w punktacji: każdy kod należy do pakietu.
        </Alert>
      ) : null}
    </Box>
  );
}
