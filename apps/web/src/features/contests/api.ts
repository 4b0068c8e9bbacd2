import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Contest,
  ContestBody,
  ContestEntry,
  ContestEntryBody,
  ContestEntryList,
  ContestEntryQuery,
  ContestEntrySent,
  ContestList,
  ContestPublic,
  ContestPublicList,
  ContestQuery,
  ContestReviewBody,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

/** Admin: GET/POST /api/contests, GET/PATCH/DELETE /api/contests/:id. */
export const contests = defineResource<Contest, ContestBody, ContestList, Contest, Partial<z.output<typeof ContestQuery>>>({
  key: ['admin', 'contests'],
  path: '/api/contests',
});

/** Admin: a contest's entries (newest first, by status or only winners). */
export function useEntries(contestId: number, query: Partial<z.output<typeof ContestEntryQuery>>) {
  return useQuery({
    queryKey: [...contests.keys.one(contestId), 'entries', query],
    queryFn: ({ signal }) => api.get<ContestEntryList>(`/api/contests/${contestId}/entries`, { signal, space: 'admin', query }),
    placeholderData: keepPreviousData,
  });
}

/** Admin: accept (with or without the win) or reject with a reason; the contest's counts and entries reload. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContestReviewBody }) =>
      api.patch<ContestEntry>(`/api/contests/entries/${id}`, body, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: contests.keys.all }),
  });
}

export const downloadResults = (id: number) =>
  api.download(`/api/contests/${id}/entries/csv`, `konkurs-${id}-zgloszenia.csv`, 'text/csv', { space: 'admin' });

export const downloadResultsPdf = (id: number) =>
  api.download(`/api/contests/${id}/entries/pdf`, `konkurs-${id}-wyniki.pdf`, 'application/pdf', { space: 'admin' });

const memberKey = ['customer', 'contests'] as const;

export function useMemberContests(when: 'open' | 'past') {
  return useQuery({
    queryKey: [...memberKey, 'list', when],
    queryFn: ({ signal }) => api.get<ContestPublicList>('/api/contests', { signal, space: 'customer', query: { when } }),
  });
}

export function useMemberContest(id: number) {
  return useQuery({
    queryKey: [...memberKey, 'one', id],
    queryFn: ({ signal }) => api.get<ContestPublic>(`/api/contests/${id}`, { signal, space: 'customer' }),
    enabled: id > 0,
  });
}

/** A member sends an entry; their contests reload (the entry shows under the rules). */
export function useSendEntry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestEntryBody) => api.post<ContestEntrySent>(`/api/contests/${id}/entries`, body, { space: 'customer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey }),
  });
}
