import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PrizeRow } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { BackToPrizes } from './BackToPrizes';
import { DataTable, type Column } from '../../components/table';
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
  const columns: Column<PrizeRow>[] = [
    {
      key: 'pick',
      header: 'Wybór',
      padding: 'checkbox',
      cell: (p) => (
        <Checkbox checked={picked.has(p.id)} onChange={() => toggle(p.id)} slotProps={{ input: { 'aria-label': `Zaznacz ${p.name}` } }} />
      ),
    },
    { key: 'name', header: 'Nazwa', rowHeader: true, cell: (p) => p.name },
    { key: 'group', header: 'Obecna grupa', cell: (p) => p.groupName ?? '—' },
    { key: 'price', header: 'Cena (pkt)', align: 'right', cell: (p) => p.pointsPrice.toLocaleString('pl-PL') },
  ];
  return (
    <Page title={P.assignCategory.title} actions={<BackToPrizes />}>
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
      <DataTable
        query={prizes}
        columns={columns}
        rowProps={(p) => ({ selected: picked.has(p.id) })}
        label="Nagrody do przypisania"
        emptyText="Brak nagród"
      />
    </Page>
  );
}
