import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import type { GoldSubgroup } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDeleteSubgroup, useSubgroups } from './api';
import { GoldTabs } from './GoldTabs';

const G = paths.admin.goldGroup;

function SubgroupRow({ group }: { group: GoldSubgroup }) {
  const remove = useDeleteSubgroup();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {group.name}
      </TableCell>
      <TableCell>{group.description || '—'}</TableCell>
      <TableCell align="right">{formatNumber(group.memberCount)}</TableCell>
      <TableCell align="right">{formatNumber(group.documentCount)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj podgrupę ${group.name}`}>
          <IconButton component={Link} to={href(G.subgroupForm, { id: group.id })} aria-label={`Edytuj podgrupę ${group.name}`} size="small">
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń podgrupę ${group.name}`}
          question={`Czy na pewno usunąć podgrupę „${group.name}”?`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(group.id).then(
              () => showToast('Usunięto podgrupę', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

/** /admin/gold-group/subgroups — subgroups of the gold group. */
export default function SubgroupListPage() {
  const subgroups = useSubgroups();
  return (
    <Page
      title={G.subgroups.title}
      lead="Podgrupę można usunąć, gdy nie należą do niej członkowie ani dokumenty."
      actions={
        <Button component={Link} to={href(G.subgroupForm, { id: null })} variant="contained" startIcon={<Add />}>
          Dodaj podgrupę
        </Button>
      }
    >
      <GoldTabs />
      <QueryView query={subgroups} isEmpty={(list) => list.length === 0} emptyText="Brak podgrup">
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Podgrupy grupy Gold">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Opis</TableCell>
                  <TableCell align="right">Członkowie</TableCell>
                  <TableCell align="right">Dokumenty</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((group) => (
                  <SubgroupRow key={group.id} group={group} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
