import { useState } from 'react';

export interface Paging {
  page: number;
  take: number;
  skip: number;
  setPage: (page: number) => void;
  setTake: (take: number) => void;
  /** Back to the first page (e.g. after a filter changes). */
  reset: () => void;
}

/** Server paging state: the API takes `skip` and `take` (spec §7). */
export function usePaging(defaultTake: number): Paging {
  const [page, setPage] = useState(0);
  const [take, setTakeState] = useState(defaultTake);
  return {
    page,
    take,
    skip: page * take,
    setPage,
    setTake: (next) => {
      setTakeState(next);
      setPage(0);
    },
    reset: () => setPage(0),
  };
}
