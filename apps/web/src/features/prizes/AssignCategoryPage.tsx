import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { groupOptions, useAdminGroups, useAdminPrizes, useAssignCategory } from './api';

const P = paths.admin.prizes;

/** /admin/prizes/assign-category — pick prizes, pick a group, move them there. */
export default function AssignCategoryPage() {
  const groups = useAdminGroups();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const prizes = useAdminPrizes({ search: debounced || undefined });
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [groupId, setGroupId] = useState('');
  const assign = useAssignCategory();
  const toggle = (id: number) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () => {
    if (picked.size === 0 || !groupId) {
      showToast('Zaznacz nagrody i wybierz grupę');
      return;
    }
    assign.mutate(
      { prizeIds: [...picked], groupId: Number(groupId) },
      {
        onSuccess: (r) => {
          showToast(r.message, 'success');
          setPicked(new Set());
        },
      },
    );
  };
  return (
    <Page
      title={P.assignCategory.title}
      actions={
        <Button component={Link} to={P.list.path}>
          Wróć do nagród
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField label="Szukaj po nazwie" size="small" value={search} onChange={(e) => setSearch(e.target.value)} />
        <TextField
          select
          label="Docelowa grupa"
          size="small"
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Wybierz…</MenuItem>
          {groupOptions(groups.data ?? []).map((o) => (
            <MenuItem key={o.value} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={submit} disabled={assign.isPending}>
          Przypisz zaznaczone ({picked.size})
        </Button>
      </Box>
      <QueryView query={prizes} isEmpty={(r) => r.data.length === 0} emptyText="Brak nagród">
        {(r) => (
          <TableContainer>
            <Table size="small" aria-label="Nagrody do przypisania">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">Wybór</TableCell>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Obecna grupa</TableCell>
                  <TableCell align="right">Cena (pkt)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.data.map((p) => (
                  <TableRow key={p.id} hover selected={picked.has(p.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.has(p.id)}
                        onChange={() => toggle(p.id)}
                        slotProps={{ input: { 'aria-label': `Zaznacz ${p.name}` } }}
                      />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {p.name}
                    </TableCell>
                    <TableCell>{p.groupName ?? '—'}</TableCell>
                    <TableCell align="right">{p.pointsPrice.toLocaleString('pl-PL')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
