import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { QueryLike } from '../feedback/QueryView';
import { Page } from '../layout/Page';
import { DataTable, type Column, type PageOf } from './DataTable';
import { ListSearchForm } from './ListSearchForm';
import { useListState } from './use-list-state';

type SearchQuerySchema = z.ZodObject<
  { skip: z.ZodType<number>; take: z.ZodType<number>; search: z.ZodType<string | undefined> } & z.ZodRawShape
>;

interface SearchTablePageProps<S extends SearchQuerySchema, T> {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** The contract's list query: its state (search, paging) lives in the URL. */
  schema: S;
  /** The resource's list hook (`resource.useList`). */
  useList: (query: z.output<S>) => QueryLike<PageOf<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  /** What the search box searches: "Nazwa lub opis". */
  placeholder: string;
}

/** An admin list with a search box: the page, the search and the table of a resource's pages, with paging. */
export function SearchTablePage<S extends SearchQuerySchema, T>(props: SearchTablePageProps<S, T>) {
  const { title, lead, actions, schema, useList, placeholder, ...table } = props;
  const { query, setQuery, paging } = useListState(schema);
  const list = useList(query);
  return (
    <Page title={title} lead={lead} actions={actions}>
      <ListSearchForm
        applied={(query.search as string | undefined) ?? ''}
        onSearch={(search) => setQuery({ search } as unknown as Partial<z.output<S>>)}
        placeholder={placeholder}
      />
      <DataTable query={list} paging={paging} {...table} />
    </Page>
  );
}
