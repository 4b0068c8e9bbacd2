import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Contest,
  ContestBody,
  ContestEntryBody,
  ContestEntryQuery,
  ContestList,
  ContestPublic,
  ContestPublicList,
  ContestQuery,
  ContestReviewBody,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';
import {
  call,
  downloadOf,
  getContestsByIdEntries,
  getContestsByIdEntriesCsv,
  getContestsByIdEntriesPdf,
  patchContestsEntriesById,
  postContestsByIdEntries,
} from '../../lib/api';

/**
 * Admin: GET/POST /api/contests, GET/PATCH/DELETE /api/contests/:id. Not resourceOf: GET /api/contests
 * and /api/contests/:id answer by the token's space (admin or member), so their operations are untyped.
 */
export const contests = defineResource<Contest, ContestBody, ContestList, Contest, Partial<z.output<typeof ContestQuery>>>({
  key: ['admin', 'contests'],
  path: '/api/contests',
});

/** Admin: a contest's entries (newest first, by status or only winners). */
export function useEntries(contestId: number, query: Partial<z.output<typeof ContestEntryQuery>>) {
  return useQuery({
    queryKey: [...contests.keys.one(contestId), 'entries', query],
    queryFn: ({ signal }) => call(getContestsByIdEntries, { params: { id: contestId }, query }, { signal, space: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** Admin: accept (with or without the win) or reject with a reason; the contest's counts and entries reload. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContestReviewBody }) =>
      call(patchContestsEntriesById, { params: { id }, body }, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: contests.keys.all }),
  });
}

export const downloadResults = (id: number) =>
  downloadOf(getContestsByIdEntriesCsv, `konkurs-${id}-zgloszenia.csv`, 'text/csv', { params: { id } }, { space: 'admin' });

export const downloadResultsPdf = (id: number) =>
  downloadOf(getContestsByIdEntriesPdf, `konkurs-${id}-wyniki.pdf`, 'application/pdf', { params: { id } }, { space: 'admin' });

const memberKey = ['customer', 'contests'] as const;

/** GET /api/contests and /api/contests/:id for a member: untyped operations (the answer depends on the space), so the plain client stays. */
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
    mutationFn: (body: ContestEntryBody) => call(postContestsByIdEntries, { params: { id }, body }, { space: 'customer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey }),
  });
}
