import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, type ReactNode } from 'react';
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
  /** The column's width (set on its header cell). */
  width?: number | string;
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

/** Where the rows come from: a list's query (with its loading and error states), or rows already at hand. */
type RowSource<T, D> =
  | {
      /** The list's query: loading, error with "Spróbuj ponownie", "Brak danych" come from QueryView. */
      query: QueryLike<D>;
      /** The rows of the answer (default: `data.data`). */
      rows?: (data: D) => readonly T[];
    }
  | {
      /** Rows already loaded (a record's lines, a mutation's answer): only the empty state applies. */
      rows: readonly T[];
      query?: undefined;
    };

/** How React tells the rows apart: optional for rows with an `id` (the default), required otherwise. */
type RowKey<T> = [T] extends [{ id: string | number }] ? { rowKey?: (row: T) => string | number } : { rowKey: (row: T) => string | number };

type DataTableProps<T, D> = RowSource<T, D> &
  RowKey<T> & {
    columns: Column<T>[];
    /** The table's accessible name. */
    label: string;
    emptyText?: string;
    /** When "Brak danych" shows (default: no rows), e.g. `total === 0` for a paged list. */
    isEmpty?: (data: D) => boolean;
    loadingLabel?: string;
    /** Server paging under the table; the total comes from `data.total`. */
    paging?: Paging;
    rowsPerPageOptions?: number[];
    sort?: TableSort;
    size?: 'small' | 'medium';
    /** Shown under the table (e.g. a capped-count note). */
    footer?: (data: D) => ReactNode;
    /** A click anywhere on the row (a mouse shortcut: keep a link in the row for the keyboard). */
    onRowClick?: (row: T) => void;
    /** A row's own props: `selected`, `sx` (e.g. a greyed or struck-through row), `aria-current`. */
    rowProps?: (row: T) => TableRowProps;
    /** A row shown as one cell across the table when this returns something (e.g. its inline edit form). */
    fullRow?: (row: T) => ReactNode;
    /** A scrolling table of this height with its header kept in view. */
    maxHeight?: number;
    /** Half the cells' side padding: a wide admin list fits 1366 px. */
    dense?: boolean;
  };

const denseSx = { '& .MuiTableCell-root': { px: 1 } } as const;

/** A row's `id` (the default row key). */
const idOf = (row: unknown) => (row as { id: string | number }).id;

/** Rows at hand as an answered query. */
const loaded = <D,>(data: D): QueryLike<D> => ({ data, isPending: false, isError: false, fetchStatus: 'idle', refetch: () => undefined });

/** Header labels stay on one line (the container scrolls sideways instead). */
const headerSx = <T,>(column: Column<T>) => ({ whiteSpace: 'nowrap', width: column.width }) as const;

function SortHeader({ column, sort }: { column: Column<unknown>; sort: TableSort }) {
  const active = sort.sort === column.sortBy;
  const first = sort.firstOrder ?? 'asc';
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : first;
  return (
    <TableCell align={column.align} padding={column.padding} sx={headerSx(column)} sortDirection={active ? sort.order : false}>
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
export function DataTable<T, D = PageOf<T>>(props: DataTableProps<T, D>) {
  const { columns, label, emptyText, isEmpty, loadingLabel, paging, rowsPerPageOptions, sort, size = 'small' } = props;
  const { footer, onRowClick, rowProps, fullRow, maxHeight, dense } = props;
  const rowKey = props.rowKey ?? idOf;
  // Rows at hand keep their answer object while the rows are the same (QueryView defers a new
  // answer to a background render: a fresh object every render would schedule one each time).
  const atHand = props.query === undefined ? props.rows : undefined;
  const ready = useMemo(() => (atHand ? loaded({ data: atHand, total: atHand.length } as D) : undefined), [atHand]);
  const query = props.query ?? ready!;
  const rows: (data: D) => readonly T[] = typeof props.rows === 'function' ? props.rows : (data) => (data as PageOf<T>).data;
  return (
    <QueryView query={query} isEmpty={isEmpty ?? ((data) => rows(data).length === 0)} emptyText={emptyText} loadingLabel={loadingLabel}>
      {(data) => (
        <>
          <TableContainer sx={maxHeight ? { maxHeight } : undefined}>
            <Table size={size} aria-label={label} stickyHeader={Boolean(maxHeight)} sx={dense ? denseSx : undefined}>
              <TableHead>
                <TableRow>
                  {columns.map((column) =>
                    column.sortBy && sort ? (
                      <SortHeader key={column.key} column={column as Column<unknown>} sort={sort} />
                    ) : (
                      <TableCell key={column.key} align={column.align} padding={column.padding} sx={headerSx(column)}>
                        {column.header}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows(data).map((row) => {
                  const whole = fullRow?.(row);
                  return (
                    <TableRow
                      key={rowKey(row)}
                      hover
                      {...(onRowClick ? { onClick: () => onRowClick(row), sx: { cursor: 'pointer' } } : {})}
                      {...rowProps?.(row)}
                    >
                      {whole ? (
                        <TableCell colSpan={columns.length}>{whole}</TableCell>
                      ) : (
                        columns.map((column) => (
                          <TableCell
                            key={column.key}
                            align={column.align}
                            padding={column.padding}
                            sx={column.sx}
                            {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                          >
                            {column.cell(row)}
                          </TableCell>
                        ))
                      )}
                    </TableRow>
                  );
                })}
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
