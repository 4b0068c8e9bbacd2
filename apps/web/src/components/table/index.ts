export type { Paging } from './use-paging';
export { useLocalPaging } from './use-paging';
export { Pagination } from './Pagination';
export { DataTable, type Column, type PageOf, type SortOrder, type TableSort } from './DataTable';
export { useListState, type ListState, type ListStateOptions } from './use-list-state';
export { ListSearchForm } from './ListSearchForm';
export { memberColumns } from './member-columns';
export { EditIconLink } from './EditIconLink';
export { RowActions, type RowActionsProps, type RowDelete } from './RowActions';
