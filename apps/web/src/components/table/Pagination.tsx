import TablePagination from '@mui/material/TablePagination';
import type { Paging } from './use-paging';

interface PaginationProps {
  paging: Paging;
  total: number;
  rowsPerPageOptions?: number[];
}

/** Server paging controls under a table; labels are Polish from the theme locale. */
export function Pagination({ paging, total, rowsPerPageOptions = [10, 20, 50, 100] }: PaginationProps) {
  const options = rowsPerPageOptions.includes(paging.take)
    ? rowsPerPageOptions
    : [...rowsPerPageOptions, paging.take].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : Math.min(paging.page, Math.max(0, Math.ceil(total / paging.take) - 1))}
      rowsPerPage={paging.take}
      rowsPerPageOptions={options}
      onPageChange={(_event, page) => paging.setPage(page)}
      onRowsPerPageChange={(event) => paging.setTake(Number(event.target.value))}
      // On a phone the rows-per-page choice gives way, so that the page arrows stay on screen.
      sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xxs: 'none', xs: 'inline-flex' } } }}
      getItemAriaLabel={(type) =>
        ({ first: 'Pierwsza strona', last: 'Ostatnia strona', next: 'Następna strona', previous: 'Poprzednia strona' })[type]
      }
    />
  );
}
