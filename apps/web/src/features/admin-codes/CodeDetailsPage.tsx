import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LEDGER_SOURCE_LABELS } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useCodeDetails } from './api';
import { CODE_STATUS_LABELS, type AdminCodeDetails } from './types';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}

function CodeData({ code }: { code: AdminCodeDetails }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      <Field label="Kod">
        <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {code.code}
        </Box>
      </Field>
      <Field label="Pakiet">{code.packageName}</Field>
      <Field label="Punkty">{formatNumber(code.points)}</Field>
      <Field label="Partia">{code.batchId ?? '—'}</Field>
      <Field label="Status">{CODE_STATUS_LABELS[code.status]}</Field>
      <Field label="Utworzony">{formatDateTime(code.createdAt)}</Field>
      <Field label="Wykorzystany">{formatDateTime(code.redeemedAt) || '—'}</Field>
      <Field label="Gdzie wpisany">{code.source ? (LEDGER_SOURCE_LABELS[code.source] ?? code.source) : '—'}</Field>
      <Field label="Członek klubu">
        {code.user ? (
          <RouterLink to={href(paths.admin.codes.pointsDetails, { id: code.user.id })} state={{ memberName: code.user.fullName }}>
            {`${code.user.fullName} (${code.user.email})`}
          </RouterLink>
        ) : (
          '—'
        )}
      </Field>
    </Box>
  );
}

type CodeEvent = AdminCodeDetails['history'][number];

const historyColumns: Column<CodeEvent>[] = [
  { key: 'at', header: 'Data', sx: { whiteSpace: 'nowrap' }, cell: (event) => formatDateTime(event.at) },
  { key: 'event', header: 'Zdarzenie', cell: (event) => event.event },
  { key: 'actor', header: 'Wykonał', cell: (event) => event.actor ?? '—' },
];

/** /admin/codes/details/codes/:id — the code's data and history. */
export default function CodeDetailsPage() {
  const id = Number(useParams().id);
  const details = useCodeDetails(id);
  return (
    <Page title={paths.admin.codes.codeDetails.title} lead={details.data?.code}>
      {Number.isInteger(id) && id > 0 ? (
        <QueryView query={details}>
          {(code) => (
            <>
              <Section title="Dane kodu">
                <CodeData code={code} />
              </Section>
              <Section title="Historia">
                <DataTable
                  rows={code.history}
                  columns={historyColumns}
                  rowKey={(event) => `${event.at}-${event.event}-${event.actor ?? ''}`}
                  label="Historia kodu"
                />
              </Section>
            </>
          )}
        </QueryView>
      ) : (
        <Alert severity="warning">Nieprawidłowy numer kodu.</Alert>
      )}
    </Page>
  );
}
