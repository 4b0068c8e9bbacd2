import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LEDGER_SOURCE_LABELS, PAGE_SIZES } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { Pagination, usePaging } from '../../components/table';
import { formatDateTime, formatNumber } from '../../lib/format';
import { ExpiringSoon } from '../member-points/ExpiringSoon';
import { LedgerTable } from '../member-points/LedgerTable';
import { LotsTable } from '../member-points/LotsTable';
import { PointsSummary } from '../member-points/PointsSummary';
import { useMemberCodes, useMemberHistory, useMemberPoints } from './api';

/** A member's balance, expiring points and lots (GET /api/users/:id/points). */
export function MemberPointsPanel({ userId }: { userId: number }) {
  const points = useMemberPoints(userId);
  return (
    <QueryView query={points}>
      {(p) => (
        <>
          <PointsSummary points={p} />
          <Section title="Punkty wygasające w ciągu 60 dni">
            <ExpiringSoon points={p} />
          </Section>
          <Section title="Pule punktów">
            <LotsTable lots={p.points} />
          </Section>
        </>
      )}
    </QueryView>
  );
}

/** A member's ledger with who did what (GET /api/codes/history?userId). */
export function MemberHistory({ userId }: { userId: number }) {
  const paging = usePaging(PAGE_SIZES.ranking);
  const history = useMemberHistory(userId, paging.skip, paging.take);
  return (
    <Section title="Historia punktów">
      <QueryView query={history} isEmpty={(h) => h.total === 0}>
        {(h) => (
          <>
            <LedgerTable entries={h.data} showActor />
            <Pagination paging={paging} total={h.total} />
          </>
        )}
      </QueryView>
    </Section>
  );
}

/** Codes the member entered (GET /api/users/:id/codes). */
export function MemberCodes({ userId }: { userId: number }) {
  const paging = usePaging(PAGE_SIZES.ranking);
  const codes = useMemberCodes(userId, paging.skip, paging.take);
  return (
    <Section title="Wpisane kody">
      <QueryView query={codes} isEmpty={(c) => c.total === 0}>
        {(c) => (
          <>
            <TableContainer>
              <Table size="small" aria-label="Wpisane kody">
                <TableHead>
                  <TableRow>
                    <TableCell>Kod</TableCell>
                    <TableCell>Pakiet</TableCell>
                    <TableCell align="right">Punkty</TableCell>
                    <TableCell>Data</TableCell>
                    <TableCell>Gdzie wpisany</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {c.data.map((code) => (
                    <TableRow key={code.id}>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{code.code}</TableCell>
                      <TableCell>{code.packageName}</TableCell>
                      <TableCell align="right">{formatNumber(code.points)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(code.redeemedAt)}</TableCell>
                      <TableCell>{LEDGER_SOURCE_LABELS[code.source] ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pagination paging={paging} total={c.total} />
          </>
        )}
      </QueryView>
    </Section>
  );
}
