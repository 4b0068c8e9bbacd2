import { useState } from 'react';

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

/** skip/take paging kept in the component (a section inside a page whose URL belongs to something else). Pages count from 0, as MUI's. */
export function useLocalPaging(initialTake: number): Paging {
  const [{ skip, take }, setWindow] = useState({ skip: 0, take: initialTake });
  return {
    page: Math.floor(skip / take),
    skip,
    take,
    setPage: (page) => setWindow({ skip: page * take, take }),
    setTake: (next) => setWindow({ skip: 0, take: next }),
    reset: () => setWindow({ skip: 0, take }),
  };
}
