import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../components/layout/RouterLink';
import { href, paths } from '../../config/paths';
import { formatDateTime, formatNumber } from '../../lib/format';
import { CODE_STATUS_LABELS, type AdminCodesResponse } from './types';

/** Search results; the code is a link to its details (the whole row also opens them on click). */
export function CodesTable({ codes }: { codes: AdminCodesResponse['data'] }) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label="Kody">
        <TableHead>
          <TableRow>
            <TableCell>Kod</TableCell>
            <TableCell>Pakiet</TableCell>
            <TableCell align="right">Punkty</TableCell>
            <TableCell align="right">Partia</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Członek klubu</TableCell>
            <TableCell>Wykorzystany</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((code) => {
            const to = href(paths.admin.codes.codeDetails, { id: code.id });
            return (
              <TableRow key={code.id} hover onClick={() => void navigate(to)} sx={{ cursor: 'pointer' }}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  <RouterLink to={to} onClick={(e) => e.stopPropagation()}>
                    {code.code}
                  </RouterLink>
                </TableCell>
                <TableCell>{code.packageName}</TableCell>
                <TableCell align="right">{formatNumber(code.points)}</TableCell>
                <TableCell align="right">{code.batchId ?? '—'}</TableCell>
                <TableCell>{CODE_STATUS_LABELS[code.status]}</TableCell>
                <TableCell>{code.user ? code.user.fullName : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(code.redeemedAt) || '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
