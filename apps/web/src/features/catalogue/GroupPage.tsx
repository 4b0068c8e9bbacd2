import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import type { PrizeGroup } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { Section } from '../../components/layout/Section';
import { href, paths } from '../../config/paths';
import { useGroupTree, usePrizes } from './api';
import { SubgroupLinks } from './GroupTreePage';
import { PrizeGrid } from './PrizeGrid';

/** The group and its ancestors (root first), or undefined. */
export function findPath(tree: PrizeGroup[], id: number): PrizeGroup[] | undefined {
  for (const g of tree) {
    if (g.id === id) return [g];
    const below = findPath(g.subRows, id);
    if (below) return [g, ...below];
  }
  return undefined;
}

/** /group/:id — a group's prizes, its subgroups' included. */
export default function GroupPage() {
  const id = Number(useParams().id);
  const tree = useGroupTree();
  const prizes = usePrizes({ groupId: id }, Number.isInteger(id) && id > 0);
  const trail = tree.data ? findPath(tree.data, id) : undefined;
  const group = trail?.at(-1);
  const title = group?.name ?? paths.groupDetails.title;
  return (
    <Page title={title} lead={group?.description ?? undefined}>
      <PageBreadcrumbs
        items={[
          { label: 'Katalog nagród', to: paths.group.path },
          ...(trail ?? []).slice(0, -1).map((g) => ({ label: g.name, to: href(paths.groupDetails, { id: g.id }) })),
          ...(group ? [{ label: group.name }] : []),
        ]}
      />
      {tree.isPending && !tree.isError ? (
        <LoadingState />
      ) : tree.data && !group ? (
        <Alert severity="warning">Nie ma takiej grupy nagród albo jest niedostępna.</Alert>
      ) : (
        <>
          {group && group.subRows.length > 0 ? (
            <Section title="Podgrupy">
              <SubgroupLinks groups={group.subRows} />
            </Section>
          ) : null}
          <PrizeGrid
            data={prizes.data}
            isPending={prizes.isPending}
            isError={prizes.isError}
            label={`Nagrody w grupie ${group?.name ?? ''}`}
            emptyText="Brak nagród w tej grupie"
          />
        </>
      )}
    </Page>
  );
}
