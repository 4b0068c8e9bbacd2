import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PrizeRow } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatCurrency, formatPkt } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { groupOptions, useAdminGroups, useAdminPrizes, useDeletePrize } from './api';
import { active, GroupsTable } from './GroupsTable';

const P = paths.admin.prizes;
const pln = (v: number | null) => (v === null ? '—' : formatCurrency(v));

/** Prize columns, shared by the prize list and a partner shop's products. */
export const prizeColumns: Column<PrizeRow>[] = [
  {
    key: 'name',
    header: 'Nazwa',
    rowHeader: true,
    cell: (prize) => (
      <>
        {prize.name}
        {prize.characteristicsCount > 0 ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Warianty: {prize.characteristicsCount}
          </Typography>
        ) : null}
      </>
    ),
  },
  { key: 'group', header: 'Grupa', cell: (p) => p.groupName ?? '—' },
  { key: 'points', header: 'Cena (pkt)', align: 'right', cell: (p) => formatPkt(p.pointsPrice) },
  { key: 'pln', header: 'Cena (zł)', align: 'right', cell: (p) => pln(p.plnPrice) },
  { key: 'stock', header: 'Stan magazynu', align: 'right', cell: (p) => p.stock },
  { key: 'shop', header: 'Sklep', cell: (p) => p.shopNumber ?? '—' },
  { key: 'active', header: 'Stan', cell: (p) => active(p.isActive) },
  actionsColumn((p: PrizeRow) => (
    <RowActions
      {...editDelete('nagrodę', p, href(P.editPrize, { id: p.id }), useDeletePrize, `Złożone zamówienia zachowają jej nazwę i cenę.`)}
    />
  )),
];

/** /admin/prizes — groups (tree) and prizes with search and group filter; links to the other catalogue screens. */
export default function PrizeListPage() {
  const groups = useAdminGroups();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | ''>('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const prizes = useAdminPrizes({ search: debounced || undefined, groupId: groupId === '' ? undefined : groupId });
  return (
    <Page
      title={P.list.title}
      actions={
        <>
          <AddLink to={P.addPrize.path}>Dodaj nagrodę</AddLink>
          <AddLink to={P.addGroup.path} variant="outlined">
            Dodaj grupę
          </AddLink>
        </>
      }
    >
      <Box component="nav" aria-label="Nagrody — pozostałe ekrany" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button component={Link} to={P.groups.path}>
          Grupy
        </Button>
        <Button component={Link} to={P.converter.path}>
          Przelicznik
        </Button>
        <Button component={Link} to={P.assignCategory.path}>
          Przypisz kategorię
        </Button>
        <Button component={Link} to={P.thresholds.path}>
          Progi punktowe
        </Button>
        <Button component={Link} to={P.thirdPartyProducts.path}>
          Produkty partnerów
        </Button>
      </Box>
      <Section title="Grupy nagród">
        <GroupsTable query={groups} />
      </Section>
      <Section title="Nagrody">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label="Szukaj po nazwie"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            sx={{ minWidth: 260 }}
          />
          <TextField
            select
            label="Grupa"
            size="small"
            value={groupId === '' ? '' : String(groupId)}
            onChange={(e) => setGroupId(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">Wszystkie grupy</MenuItem>
            {groupOptions(groups.data ?? []).map((o) => (
              <MenuItem key={o.value} value={String(o.value)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <DataTable query={prizes} columns={prizeColumns} label="Nagrody" emptyText="Brak nagród" />
      </Section>
    </Page>
  );
}
