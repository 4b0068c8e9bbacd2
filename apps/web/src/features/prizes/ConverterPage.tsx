import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConverterBody, pointsForPln } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormDecimalField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { BackToPrizes } from './BackToPrizes';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { formatCurrency, formatPkt } from '../../lib/format';
import { useConvertPrizes, useConverter, useSetConverter } from './api';

const P = paths.admin.prizes;

function ConverterForm({ current }: { current: number }) {
  const form = useZodForm(ConverterBody, { defaultValues: { pointsPerPln: current } });
  const [confirm, setConfirm] = useState(false);
  const save = useSetConverter();
  const convert = useConvertPrizes();
  const rate = form.watch('pointsPerPln');
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => showToast('Zapisano przelicznik', 'success'),
    }),
  );
  return (
    <>
      <Section title="Punkty za 1 zł">
        <Stack component="form" noValidate spacing={2} aria-label="Przelicznik" onSubmit={submit} sx={{ maxWidth: 420 }}>
          <FormDecimalField control={form.control} name="pointsPerPln" label="Liczba punktów za 1 zł" required />
          {typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? (
            <Typography color="text.secondary">
              Przykład: nagroda za {formatCurrency(49.99)} kosztuje {formatPkt(pointsForPln(49.99, rate))}.
            </Typography>
          ) : null}
          <Box>
            <SubmitButton pending={save.isPending}>Zapisz przelicznik</SubmitButton>
          </Box>
        </Stack>
      </Section>
      <Section title="Przeliczanie cen">
        <Typography sx={{ mb: 2 }}>
          Każda nagroda z ceną w złotych dostanie cenę w punktach = cena w zł × zapisany przelicznik, zaokrąglone w górę. Nagrody bez ceny w
          złotych się nie zmienią.
        </Typography>
        <Button variant="contained" onClick={() => setConfirm(true)} disabled={convert.isPending}>
          Przelicz nagrody
        </Button>
      </Section>
      <ConfirmDialog
        open={confirm}
        title="Przeliczyć ceny wszystkich nagród z ceną w złotych?"
        confirmLabel="Przelicz"
        busy={convert.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          convert.mutate(undefined, {
            onSuccess: (r) => showToast(r.message, 'success'),
            onSettled: () => setConfirm(false),
          })
        }
      />
    </>
  );
}

/** /admin/prizes/converter — points per 1 PLN and "Przelicz nagrody". */
export default function ConverterPage() {
  const converter = useConverter();
  return (
    <Page title={P.converter.title} actions={<BackToPrizes />}>
      {converter.data ? (
        <ConverterForm current={converter.data.pointsPerPln} />
      ) : converter.isError ? (
        <Alert severity="error">{MESSAGES.loadError}</Alert>
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}
