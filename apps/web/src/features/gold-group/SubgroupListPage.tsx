import type { GoldSubgroup } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDeleteSubgroup, useSubgroups } from './api';
import { GoldTabs } from './GoldTabs';

const G = paths.admin.goldGroup;

const columns: Column<GoldSubgroup>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (g) => g.name },
  { key: 'description', header: 'Opis', cell: (g) => g.description || '—' },
  { key: 'members', header: 'Członkowie', align: 'right', cell: (g) => formatNumber(g.memberCount) },
  { key: 'documents', header: 'Dokumenty', align: 'right', cell: (g) => formatNumber(g.documentCount) },
  actionsColumn((g: GoldSubgroup) => <RowActions {...editDelete('podgrupę', g, href(G.subgroupForm, { id: g.id }), useDeleteSubgroup)} />),
];

/** /admin/gold-group/subgroups — subgroups of the gold group. */
export default function SubgroupListPage() {
  const subgroups = useSubgroups();
  return (
    <Page
      title={G.subgroups.title}
      lead="Podgrupę można usunąć, gdy nie należą do niej członkowie ani dokumenty."
      actions={<AddLink to={href(G.subgroupForm, { id: null })}>Dodaj podgrupę</AddLink>}
    >
      <GoldTabs />
      <DataTable query={subgroups} rows={(list) => list} columns={columns} label="Podgrupy grupy Gold" emptyText="Brak podgrup" />
    </Page>
  );
}
