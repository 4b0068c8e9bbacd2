import { FaqGroupQuery, type FaqGroup, type FaqQuestion } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import {
  actionsColumn,
  DataTable,
  editDelete,
  EditIconLink,
  ListSearchForm,
  RowActions,
  useListState,
  type Column,
} from '../../components/table';
import { href, paths } from '../../config/paths';
import { audienceColumn, statusColumn } from '../member-groups';
import { faqGroups, faqQuestions } from './api';

const F = paths.admin.faq;

const columns: Column<FaqQuestion>[] = [
  audienceColumn('question', 'Pytanie i odbiorcy', (q) => q.question),
  statusColumn(),
  { key: 'pos', header: 'Kolejność', align: 'right', cell: (q) => q.pos },
  actionsColumn((q: FaqQuestion) => (
    <RowActions {...editDelete('pytanie', { id: q.id, name: q.question }, href(F.edit, { id: q.id }), faqQuestions.useDelete)} />
  )),
];

function GroupSection({ group }: { group: FaqGroup }) {
  return (
    <Section
      title={group.name}
      actions={
        <>
          <AddLink to={`${F.add.path}?groupId=${group.id}`} variant="outlined">
            Dodaj pytanie do grupy
          </AddLink>
          <EditIconLink to={href(F.editGroup, { id: group.id })} label={`Edytuj grupę ${group.name}`} />
        </>
      }
    >
      <DataTable rows={group.questions} columns={columns} label={`Pytania: ${group.name}`} emptyText="Brak pytań w grupie" />
    </Section>
  );
}

/** /admin/faq/list — the FAQ groups in order, each with its questions, their status and audience. */
export default function FaqListPage() {
  const { query, setQuery } = useListState(FaqGroupQuery);
  const groups = faqGroups.useList(query);
  return (
    <Page
      title={F.list.title}
      actions={
        <>
          <AddLink to={F.addGroup.path} variant="outlined">
            Dodaj grupę
          </AddLink>
          <AddLink to={F.add.path}>Dodaj pytanie</AddLink>
        </>
      }
    >
      <ListSearchForm applied={query.search ?? ''} onSearch={(search) => setQuery({ search })} placeholder="Grupa, pytanie lub odpowiedź" />
      <QueryView
        query={groups}
        isEmpty={(g) => g.total === 0}
        emptyText={query.search ? 'Nic nie znaleziono' : 'Brak grup FAQ — dodaj pierwszą'}
      >
        {(g) => g.data.map((group) => <GroupSection key={group.id} group={group} />)}
      </QueryView>
    </Page>
  );
}
