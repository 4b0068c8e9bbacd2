import { normalizeGroupName, type PointsEntry, type PointsGroup } from '@klub/contracts';
import { AddLink } from '../../../components/layout/AddLink';
import { Page } from '../../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, RowActions } from '../../../components/table';
import { href, paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useDeleteGroup, usePackages, usePointsGroups } from '../api';

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
    <Page title={paths.admin.points.groupList.title} actions={<AddLink to={paths.admin.points.groupAdd.path}>Dodaj grupę</AddLink>}>
      <DataTable
        query={groups}
        rows={(list) => list}
        columns={[
          { key: 'name', header: 'Nazwa', rowHeader: true, cell: (g) => g.name },
          { key: 'active', header: 'Aktywna', cell: (g) => (g.isActive ? 'Tak' : 'Nie') },
          {
            key: 'packages',
            header: 'Pakiety',
            align: 'right',
            cell: (g) => {
              const count = countByGroup(packages.data, g);
              return count === undefined ? '' : formatNumber(count);
            },
          },
          actionsColumn((g: PointsGroup) => (
            <RowActions {...editDelete('grupę', g, href(paths.admin.points.groupEdit, { id: g.id }), useDeleteGroup)} />
          )),
        ]}
        label="Grupy"
      />
    </Page>
  );
}
