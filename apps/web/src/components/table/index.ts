export { usePaging, type Paging } from './use-paging';
export { Pagination } from './Pagination';
