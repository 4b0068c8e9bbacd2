import { TrainingQuery, type TrainingList } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { editDeleteColumn, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { audienceColumn, statusColumn } from '../member-groups';
import { trainings } from './api';

const T = paths.admin.trainings;
type Row = TrainingList['data'][number];

const columns: Column<Row>[] = [
  audienceColumn('title', 'Szkolenie i odbiorcy', (t) => t.title),
  {
    key: 'when',
    header: 'Termin i miejsce',
    cell: (t) => <WithSecond main={formatDateTime(t.startsAt)} second={[t.place || 'online', t.regionName].filter(Boolean).join(' · ')} />,
  },
  {
    key: 'places',
    header: 'Miejsca',
    align: 'right',
    cell: (t) => (
      <WithSecond
        main={`${formatNumber(t.confirmed)} / ${formatNumber(t.capacity)}`}
        second={t.waiting ? `rezerwowa: ${t.waiting}` : null}
        nowrap
      />
    ),
  },
  statusColumn(),
  editDeleteColumn('szkolenie', {
    to: (t) => href(T.form, { id: t.id }),
    useDelete: trainings.useDelete,
    nameOf: (t) => t.title,
    more: (t) => (t.confirmed + t.waiting ? `Zapisani (${t.confirmed + t.waiting}) stracą miejsca.` : ''),
  }),
];

/** /admin/trainings — every training, the latest first: when and where, places taken of all, the waiting list, status. */
export default function TrainingListPage() {
  return (
    <SearchTablePage
      title={T.list.title}
      actions={<AddLink to={T.add.path}>Dodaj szkolenie</AddLink>}
      schema={TrainingQuery}
      useList={trainings.useList}
      columns={columns}
      rowKey={(t) => t.id}
      label="Szkolenia"
      emptyText="Brak szkoleń — dodaj pierwsze"
      placeholder="Tytuł lub miejsce"
    />
  );
}
