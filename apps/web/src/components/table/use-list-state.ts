import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { Paging } from './use-paging';

/** A contract list-query schema: an object with at least `skip` and `take` (see `Paging` in the contracts). */
type ListQuerySchema = z.ZodObject<{ skip: z.ZodType<number>; take: z.ZodType<number> } & z.ZodRawShape>;

type Scalar = string | number | boolean | undefined;

export interface ListState<Q> {
  /** The parsed query: contract defaults filled in, unknown or invalid URL values dropped. */
  query: Q;
  /** Changes filters/sort; back to the first page unless `skip` is part of the change. */
  setQuery: (patch: Partial<Q>) => void;
  /** skip/take paging for `<Pagination>` / `<DataTable>`, kept in the same URL. */
  paging: Paging;
}

export interface ListStateOptions {
  /** For a second list on the same page: its URL keys become e.g. `historySkip`, `historyTake`. */
  prefix?: string;
  /**
   * The URL keeps a 1-based page number (`page=2`) instead of `skip`: for lists whose links and
   * bookmarks already say `page`. The query still carries `skip`.
   */
  pageInUrl?: boolean;
}

const paramName = (key: string, prefix?: string) => (prefix ? `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}` : key);

/** Reads each known key of the URL through its field schema; a bad value falls back to the default. */
function parse<S extends ListQuerySchema>(schema: S, params: URLSearchParams, { prefix, pageInUrl }: ListStateOptions): z.output<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (pageInUrl && key === 'skip') continue;
    const value = params.get(paramName(key, prefix));
    if (value === null || value === '') continue;
    if ((field as z.ZodType).safeParse(value).success) raw[key] = value;
  }
  const query = schema.parse(raw);
  if (!pageInUrl) return query;
  const page = Number(params.get(paramName('page', prefix)));
  if (!Number.isInteger(page) || page < 2) return query;
  const skip = (page - 1) * (query as { take: number }).take;
  return schema.shape.skip.safeParse(skip).success ? { ...query, skip } : query;
}

/**
 * List state (skip, take, sort, filters) in the URL search params, parsed with the contract's
 * list-query schema, so Back/Forward and reload keep the page. Defaults stay out of the URL.
 */
export function useListState<S extends ListQuerySchema>(schema: S, options: ListStateOptions = {}): ListState<z.output<S>> {
  const { prefix, pageInUrl } = options;
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}) as Record<string, Scalar>, [schema]);
  const query = useMemo(() => parse(schema, params, { prefix, pageInUrl }), [schema, params, prefix, pageInUrl]);

  const write = useCallback(
    (next: Record<string, unknown>) => {
      // Other lists' and the page's own parameters stay as they are.
      const out = new URLSearchParams(params);
      for (const key of Object.keys(schema.shape)) out.delete(paramName(key, prefix));
      if (pageInUrl) out.delete(paramName('page', prefix));
      // In the schema's order, whatever the order of the change: the same state, the same URL.
      for (const key of Object.keys(schema.shape)) {
        const value = next[key];
        if (pageInUrl && key === 'skip') continue;
        if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
        // A list (the statistics' audience): comma-separated, none out of the URL.
        if (Array.isArray(value) && value.length === 0) continue;
        out.set(paramName(key, prefix), Array.isArray(value) ? value.join(',') : String(value));
      }
      const page = Math.floor(Number(next.skip) / Number(next.take)) + 1;
      if (pageInUrl && page > 1) out.set(paramName('page', prefix), String(page));
      setParams(out);
    },
    [defaults, pageInUrl, params, prefix, schema, setParams],
  );

  const setQuery = useCallback((patch: Partial<z.output<S>>) => write({ ...query, skip: 0, ...patch }), [query, write]);

  const { skip, take } = query as { skip: number; take: number };
  const paging: Paging = {
    page: Math.floor(skip / take),
    take,
    skip,
    setPage: (page) => write({ ...query, skip: page * take }),
    setTake: (next) => write({ ...query, take: next, skip: 0 }),
    reset: () => write({ ...query, skip: 0 }),
  };
  return { query, setQuery, paging };
}

/**
 * A filter's text while it is being typed (applied with "Szukaj"); follows the URL when
 * Back/Forward changes the applied value.
 */
export function useDraft(applied: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
