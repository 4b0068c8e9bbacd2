import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { PRIZE_STATEMENT_TEXTS } from '@klub/contracts';
import { RECENT_YEARS, YearSelect } from '../../components/form/YearSelect';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { downloadOf, getStatsPrizeStatementsCsv } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';

/** "Roczne zestawienie nagród": every member's prizes of a year in PLN, as CSV for the accountant. */
export function PrizeStatementsSection() {
  const [year, setYear] = useState(RECENT_YEARS[0]!);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadOf(
      getStatsPrizeStatementsCsv,
      `${PRIZE_STATEMENT_TEXTS.csvFileName(year)}.csv`,
      'text/csv',
      { query: { year } },
      { space: 'admin' },
    )
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać pliku CSV')))
      .finally(() => setBusy(false));
  };
  return (
    <Section title="Roczne zestawienie nagród">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Wartość nagród zamówionych przez każdego uczestnika w roku kalendarzowym (ceny w złotych z dnia zamówienia; bez zamówień
        anulowanych) — dla księgowości. Uczestnik pobiera swoje zestawienie w PDF na stronie „Moje konto”.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <YearSelect value={year} onChange={setYear} />
        <Button variant="outlined" startIcon={<Download />} onClick={download} disabled={busy}>
          {busy ? 'Pobieranie…' : 'Pobierz zestawienie CSV'}
        </Button>
      </Box>
    </Section>
  );
}
