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
import { normalizeGroupName, type PointsEntry, type PointsGroup } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../../components/feedback/QueryView';
import { Page } from '../../../components/layout/Page';
import { showToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useDeleteGroup, usePackages, usePointsGroups } from '../api';

function GroupRow({ group, packagesCount }: { group: PointsGroup; packagesCount: number | undefined }) {
  const remove = useDeleteGroup();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {group.name}
      </TableCell>
      <TableCell>{group.isActive ? 'Tak' : 'Nie'}</TableCell>
      <TableCell align="right">{packagesCount === undefined ? '' : formatNumber(packagesCount)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj grupę ${group.name}`}>
          <IconButton
            component={Link}
            to={href(paths.admin.points.groupEdit, { id: group.id })}
            aria-label={`Edytuj grupę ${group.name}`}
            size="small"
          >
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
  );
}

function countByGroup(packages: readonly PointsEntry[] | undefined, group: PointsGroup): number | undefined {
  if (!packages) return undefined;
  const name = normalizeGroupName(group.name);
  return packages.filter((p) => normalizeGroupName(p.groupName) === name).length;
}

/** /admin/points/group/list — groups of the points table. */
export default function GroupListPage() {
  const groups = usePointsGroups('admin');
  const packages = usePackages('admin');
  return (
    <Page
      title={paths.admin.points.groupList.title}
      actions={
        <Button component={Link} to={paths.admin.points.groupAdd.path} variant="contained" startIcon={<Add />}>
          Dodaj grupę
        </Button>
      }
    >
      <QueryView query={groups} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Grupy">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Aktywna</TableCell>
                  <TableCell align="right">Pakiety</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((group) => (
                  <GroupRow key={group.id} group={group} packagesCount={countByGroup(packages.data, group)} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
