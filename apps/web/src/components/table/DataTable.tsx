import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { QueryView, type QueryLike } from '../feedback/QueryView';
import { Pagination } from './Pagination';
import type { Paging } from './use-paging';

export type SortOrder = 'asc' | 'desc';

export interface Column<T> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort field; makes the header a sort button. */
  sortBy?: string;
  align?: TableCellProps['align'];
  /** The row's name cell: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  padding?: TableCellProps['padding'];
  sx?: TableCellProps['sx'];
}

export interface TableSort {
  sort: string;
  order: SortOrder;
  /** Clicking the active column flips the order; another column starts with `firstOrder` (default ascending). */
  onSort: (sort: string, order: SortOrder) => void;
  firstOrder?: SortOrder;
}

/** A server page: `{ data, total }` as the list endpoints answer. */
export interface PageOf<T> {
  data: T[];
  total: number;
}

interface DataTableProps<T, D> {
  /** The list's query: loading, error with "Spróbuj ponownie", "Brak danych" come from QueryView. */
  query: QueryLike<D>;
  /** The rows of the answer (default: `data.data`). */
  rows?: (data: D) => T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The table's accessible name. */
  label: string;
  emptyText?: string;
  /** Server paging under the table; the total comes from `data.total`. */
  paging?: Paging;
  rowsPerPageOptions?: number[];
  sort?: TableSort;
  size?: 'small' | 'medium';
  /** Shown under the table (e.g. a capped-count note). */
  footer?: (data: D) => ReactNode;
  /** A click anywhere on the row (a mouse shortcut: keep a link in the row for the keyboard). */
  onRowClick?: (row: T) => void;
}

/** Header labels stay on one line (the container scrolls sideways instead). */
const headerSx = { whiteSpace: 'nowrap' } as const;

function SortHeader({ column, sort }: { column: Column<unknown>; sort: TableSort }) {
  const active = sort.sort === column.sortBy;
  const first = sort.firstOrder ?? 'asc';
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : first;
  return (
    <TableCell align={column.align} padding={column.padding} sx={headerSx} sortDirection={active ? sort.order : false}>
      <TableSortLabel active={active} direction={active ? sort.order : first} onClick={() => sort.onSort(column.sortBy!, next)}>
        {column.header}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The one admin list table: columns, server sort (headers are buttons, `aria-sort` on the active
 * one), paging, and the loading / empty / error (with retry) states of its query.
 */
export function DataTable<T, D = PageOf<T>>({
  query,
  rows = (data) => (data as PageOf<T>).data,
  columns,
  rowKey,
  label,
  emptyText,
  paging,
  rowsPerPageOptions,
  sort,
  size = 'small',
  footer,
  onRowClick,
}: DataTableProps<T, D>) {
  return (
    <QueryView query={query} isEmpty={(data) => rows(data).length === 0} emptyText={emptyText}>
      {(data) => (
        <>
          <TableContainer>
            <Table size={size} aria-label={label}>
              <TableHead>
                <TableRow>
                  {columns.map((column) =>
                    column.sortBy && sort ? (
                      <SortHeader key={column.key} column={column as Column<unknown>} sort={sort} />
                    ) : (
                      <TableCell key={column.key} align={column.align} padding={column.padding} sx={headerSx}>
                        {column.header}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows(data).map((row) => (
                  <TableRow key={rowKey(row)} hover {...(onRowClick ? { onClick: () => onRowClick(row), sx: { cursor: 'pointer' } } : {})}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        padding={column.padding}
                        sx={column.sx}
                        {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {paging ? (
            <Pagination paging={paging} total={(data as Partial<PageOf<T>>).total ?? 0} rowsPerPageOptions={rowsPerPageOptions} />
          ) : null}
          {footer?.(data)}
        </>
      )}
    </QueryView>
  );
}
