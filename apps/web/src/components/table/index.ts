export type { Paging } from './use-paging';
export { Pagination } from './Pagination';
export { DataTable, type Column, type PageOf, type SortOrder, type TableSort } from './DataTable';
export { useDraft, useListState, type ListState, type ListStateOptions } from './use-list-state';
export { EditIconLink } from './EditIconLink';
