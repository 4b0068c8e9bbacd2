import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrizeStatement } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { RECENT_YEARS, YearSelect } from '../../components/form/YearSelect';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { call, downloadOf, getUsersMePrizeStatement, getUsersMePrizeStatementPdf, keyOf } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
import { formatDate } from '../../lib/dates';

type Item = PrizeStatement['items'][number] & { line: number };

const columns: Column<Item>[] = [
  { key: 'date', header: 'Data', cell: (i) => formatDate(i.orderedAt) },
  { key: 'order', header: 'Zamówienie', cell: (i) => `nr ${i.orderId}` },
  {
    key: 'prize',
    header: 'Nagroda',
    rowHeader: true,
    cell: (i) => (i.characteristicName ? `${i.prizeName} (${i.characteristicName})` : i.prizeName),
  },
  { key: 'amount', header: 'Ilość', align: 'right', cell: (i) => i.amount },
  { key: 'value', header: 'Wartość', align: 'right', cell: (i) => formatCurrency(i.totalPln) },
];

/**
 * "Zestawienie nagród": the prizes the member ordered in a calendar year and their value in PLN, with
 * the PDF for their accountant (prizes in sales promotions have tax thresholds in Poland).
 */
export function PrizeStatementSection() {
  const [year, setYear] = useState(RECENT_YEARS[0]!);
  const [busy, setBusy] = useState(false);
  const statement = useQuery({
    queryKey: keyOf(getUsersMePrizeStatement, { query: { year } }),
    queryFn: ({ signal }) => call(getUsersMePrizeStatement, { query: { year } }, { signal, space: 'customer' }),
  });
  const download = () => {
    setBusy(true);
    downloadOf(getUsersMePrizeStatementPdf, `nagrody-${year}.pdf`, 'application/pdf', { query: { year } }, { space: 'customer' })
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać zestawienia')))
      .finally(() => setBusy(false));
  };
  return (
    <Section
      title="Zestawienie nagród"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <YearSelect value={year} onChange={setYear} />
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={download} disabled={busy}>
            {busy ? 'Pobieranie…' : 'Pobierz PDF'}
          </Button>
        </Box>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Nagrody zamówione w roku {year} i ich wartość w złotych z dnia zamówienia — do rozliczenia podatkowego.
      </Typography>
      <QueryView query={statement} isEmpty={(s) => s.items.length === 0} emptyText={`W roku ${year} nie zamówiono nagród`}>
        {(s) => (
          <>
            <Typography sx={{ mb: 1 }}>
              Razem: <strong>{s.count} szt.</strong>, wartość <strong>{formatCurrency(s.totalPln)}</strong>
            </Typography>
            <DataTable
              rows={s.items.map((i, line) => ({ ...i, line }))}
              columns={columns}
              rowKey={(i) => i.line}
              label={`Nagrody ${year}`}
            />
          </>
        )}
      </QueryView>
    </Section>
  );
}
