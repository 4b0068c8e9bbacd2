/**
 * skip/take paging as `<Pagination>` and `<DataTable>` read it (spec §7: the API takes `skip` and
 * `take`). Lists keep it in the URL: `useListState(schema).paging`.
 */
export interface Paging {
  page: number;
  take: number;
  skip: number;
  setPage: (page: number) => void;
  setTake: (take: number) => void;
  /** Back to the first page (e.g. after a filter changes). */
  reset: () => void;
}
