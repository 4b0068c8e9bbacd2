import Chip from '@mui/material/Chip';
import { PUBLICATION_STATUS_LABELS, TEXT_KEYS, type ContentTextList } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { actionsColumn, DataTable, editDelete, RowActions, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { texts } from './api';

const T = paths.admin.texts;
type Row = ContentTextList['data'][number];

const columns: Column<Row>[] = [
  {
    key: 'title',
    header: 'Tytuł i klucz',
    rowHeader: true,
    cell: (t) => <WithSecond main={t.title} second={TEXT_KEYS[t.key as keyof typeof TEXT_KEYS] ?? t.key} />,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (t) => (
      <Chip
        size="small"
        color={t.status === 'PUBLISHED' ? 'success' : 'default'}
        variant={t.status === 'PUBLISHED' ? 'filled' : 'outlined'}
        label={PUBLICATION_STATUS_LABELS[t.status]}
      />
    ),
  },
  { key: 'updatedAt', header: 'Zmieniony', cell: (t) => formatDateTime(t.updatedAt) },
  actionsColumn((t: Row) => (
    <RowActions {...editDelete('tekst', { id: t.id, name: t.title }, href(T.edit, { id: t.id }), texts.useDelete)} />
  )),
];

/** The pages' texts the club has not written yet: each page shows its built-in text until then. */
function MissingTexts({ list }: { list: ContentTextList }) {
  const missing = Object.entries(TEXT_KEYS).filter(([key]) => !list.data.some((t) => t.key === key));
  if (missing.length === 0) return null;
  return (
    <Section title="Strony z treścią wbudowaną">
      {missing.map(([key, label]) => (
        <AddLink key={key} to={`${T.add.path}?key=${key}`} variant="outlined">
          {`Napisz: ${label}`}
        </AddLink>
      ))}
    </Section>
  );
}

/** /admin/texts — the texts of the public pages, by key, with their status. */
export default function TextListPage() {
  const list = texts.useList();
  return (
    <Page title={T.list.title} actions={<AddLink to={T.add.path}>Dodaj tekst</AddLink>}>
      {list.data ? <MissingTexts list={list.data} /> : null}
      <DataTable query={list} columns={columns} label={T.list.title} emptyText="Brak tekstów — strony pokazują treść wbudowaną" />
    </Page>
  );
}
