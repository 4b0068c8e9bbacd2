import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ContestQuery, type ContestList } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { editDeleteColumn, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { audienceColumn, statusColumn } from '../member-groups';
import { contests } from './api';

const C = paths.admin.contests;
type Row = ContestList['data'][number];

const title: Column<Row> = audienceColumn('title', 'Konkurs i odbiorcy', (c) => c.title);
const when: Column<Row> = {
  key: 'when',
  header: 'Termin',
  cell: (c) => <WithSecond main={`od ${formatDateTime(c.startsAt)}`} second={`do ${formatDateTime(c.endsAt)}`} nowrap />,
};
const entriesLink = (c: Row, text: string) => (
  <Link component={RouterLink} to={href(C.reportDetails, { id: c.id })}>
    {text}
  </Link>
);

/** The list's columns: what, when, the points, status and actions. */
const listColumns: Column<Row>[] = [
  title,
  when,
  {
    key: 'points',
    header: 'Punkty',
    align: 'right',
    cell: (c) => <WithSecond main={`${c.pointsAccepted} pkt`} second={`wygrana: ${c.pointsWinner}`} nowrap />,
  },
  { key: 'entries', header: 'Zgłoszenia', align: 'right', cell: (c) => entriesLink(c, formatNumber(c.entries)) },
  statusColumn(),
  editDeleteColumn('konkurs', { to: (c) => href(C.edit, { id: c.id }), useDelete: contests.useDelete, nameOf: (c) => c.title }),
];

/** The report's columns: how the entries stand, each contest leading to its entries. */
const reportColumns: Column<Row>[] = [
  title,
  when,
  { key: 'entries', header: 'Wszystkie', align: 'right', cell: (c) => formatNumber(c.entries) },
  { key: 'waiting', header: 'Do oceny', align: 'right', cell: (c) => formatNumber(c.waiting) },
  { key: 'accepted', header: 'Przyjęte', align: 'right', cell: (c) => formatNumber(c.accepted) },
  { key: 'winners', header: 'Zwycięzcy', align: 'right', cell: (c) => formatNumber(c.winners) },
  { key: 'open', header: 'Akcje', cell: (c) => entriesLink(c, 'Zgłoszenia') },
];

/** What the list and the report share: every contest, searched by title. */
const contestTable = { schema: ContestQuery, useList: contests.useList, rowKey: (c: Row) => c.id, placeholder: 'Tytuł' };

/** /admin/contests — every contest, the latest end first. */
export function ContestListPage() {
  return (
    <SearchTablePage
      title={C.list.title}
      actions={<AddLink to={C.add.path}>Dodaj konkurs</AddLink>}
      {...contestTable}
      columns={listColumns}
      label="Konkursy"
      emptyText="Brak konkursów — dodaj pierwszy"
    />
  );
}

/** /admin/contests/raport — the entries of every contest counted: to review, accepted, winners. */
export function ContestReportPage() {
  return (
    <SearchTablePage title={C.report.title} {...contestTable} columns={reportColumns} label="Raport konkursów" emptyText="Brak konkursów" />
  );
}
