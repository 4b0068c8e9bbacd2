import type { ReactNode } from 'react';
import type { Publication } from '@klub/contracts';
import { PublicationStatusChip } from '../../components/form/PublicationFields';
import { WithSecond, type Column } from '../../components/table';
import { AudienceText } from './audience';

/** A content list's first column: what the row is (its title, a question), and under it who reads it. */
export function audienceColumn<T extends Pick<Publication, 'audience'>>(
  key: string,
  header: string,
  main: (row: T) => ReactNode,
): Column<T> {
  return { key, header, rowHeader: true, cell: (row) => <WithSecond main={main(row)} second={<AudienceText audience={row.audience} />} /> };
}

/** A content list's status: "Szkic", "Opublikowany" or "Zaplanowany na …". */
export function statusColumn<T extends Publication>(): Column<T> {
  return { key: 'status', header: 'Status', cell: (row) => <PublicationStatusChip publication={row} /> };
}
