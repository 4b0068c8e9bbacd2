import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PrizeGroup, PrizeRow } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { flattenGroups, groupOptions, useAdminGroups, useAdminPrizes, useDeleteGroup, useDeletePrize } from './api';

const P = paths.admin.prizes;
const pln = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} zł`);

function GroupRows({ tree }: { tree: PrizeGroup[] }) {
  const remove = useDeleteGroup();
  return (
    <TableContainer>
      <Table size="small" aria-label="Grupy nagród">
        <TableHead>
          <TableRow>
            <TableCell>Grupa</TableCell>
            <TableCell align="right">Nagrody</TableCell>
            <TableCell>Stan</TableCell>
            <TableCell>Akcje</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flattenGroups(tree).map(({ group, depth }) => (
            <TableRow key={group.id} hover>
              <TableCell component="th" scope="row" sx={{ pl: 2 + depth * 3 }}>
                {depth > 0 ? '↳ ' : ''}
                {group.name}
              </TableCell>
              <TableCell align="right">{group.prizesCount}</TableCell>
              <TableCell>{group.isActive ? <Chip size="small" color="success" label="Aktywna" /> : <Chip size="small" label="Nieaktywna" />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={`Edytuj grupę ${group.name}`}>
                  <IconButton component={Link} to={href(P.editGroup, { id: group.id })} aria-label={`Edytuj grupę ${group.name}`} size="small">
                    <Edit fontSize="small" />
                  </IconButton>
                </Tooltip>
                <ConfirmDeleteButton
                  label={`Usuń grupę ${group.name}`}
                  question={`Czy na pewno usunąć grupę „${group.name}”?`}
                  busy={remove.isPending}
                  onConfirm={() =>
                    remove.mutateAsync(group.id).then(
                      () => showToast('Usunięto grupę', 'success'),
                    )
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PrizeTableRow({ prize }: { prize: PrizeRow }) {
  const remove = useDeletePrize();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {prize.name}
        {prize.characteristicsCount > 0 ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Warianty: {prize.characteristicsCount}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{prize.groupName ?? '—'}</TableCell>
      <TableCell align="right">{prize.pointsPrice.toLocaleString('pl-PL')} pkt</TableCell>
      <TableCell align="right">{pln(prize.plnPrice)}</TableCell>
      <TableCell align="right">{prize.stock}</TableCell>
      <TableCell>{prize.shopNumber ?? '—'}</TableCell>
      <TableCell>{prize.isActive ? <Chip size="small" color="success" label="Aktywna" /> : <Chip size="small" label="Nieaktywna" />}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj nagrodę ${prize.name}`}>
          <IconButton component={Link} to={href(P.editPrize, { id: prize.id })} aria-label={`Edytuj nagrodę ${prize.name}`} size="small">
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń nagrodę ${prize.name}`}
          question={`Czy na pewno usunąć nagrodę „${prize.name}”? Złożone zamówienia zachowają jej nazwę i cenę.`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(prize.id).then(
              () => showToast('Usunięto nagrodę', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

export function PrizeTable({ prizes, label }: { prizes: PrizeRow[]; label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Nazwa</TableCell>
            <TableCell>Grupa</TableCell>
            <TableCell align="right">Cena (pkt)</TableCell>
            <TableCell align="right">Cena (zł)</TableCell>
            <TableCell align="right">Stan magazynu</TableCell>
            <TableCell>Sklep</TableCell>
            <TableCell>Stan</TableCell>
            <TableCell>Akcje</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prizes.map((p) => (
            <PrizeTableRow key={p.id} prize={p} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

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
          <Button component={Link} to={P.addPrize.path} variant="contained" startIcon={<Add />}>
            Dodaj nagrodę
          </Button>
          <Button component={Link} to={P.addGroup.path} variant="outlined" startIcon={<Add />}>
            Dodaj grupę
          </Button>
        </>
      }
    >
      <Box component="nav" aria-label="Nagrody — pozostałe ekrany" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button component={Link} to={P.converter.path}>Przelicznik</Button>
        <Button component={Link} to={P.assignCategory.path}>Przypisz kategorię</Button>
        <Button component={Link} to={P.thresholds.path}>Progi punktowe</Button>
        <Button component={Link} to={P.thirdPartyProducts.path}>Produkty partnerów</Button>
      </Box>
      <Section title="Grupy nagród">
        <QueryView query={groups} isEmpty={(t) => t.length === 0} emptyText="Nie ma jeszcze grup nagród">
          {(tree) => <GroupRows tree={tree} />}
        </QueryView>
      </Section>
      <Section title="Nagrody">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField label="Szukaj po nazwie" value={search} onChange={(e) => setSearch(e.target.value)} size="small" sx={{ minWidth: 260 }} />
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
        <QueryView query={prizes} isEmpty={(r) => r.data.length === 0} emptyText="Brak nagród">
          {(r) => <PrizeTable prizes={r.data} label="Nagrody" />}
        </QueryView>
      </Section>
    </Page>
  );
}
