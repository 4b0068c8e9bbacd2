import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Contest,
  ContestEntryBody,
  ContestEntryQuery,
  ContestList,
  ContestPublic,
  ContestPublicList,
  ContestReviewBody,
} from '@klub/contracts';
import {
  call,
  downloadOf,
  narrowed,
  resourceOf,
  deleteContestsById,
  getContests,
  getContestsById,
  getContestsByIdEntries,
  getContestsByIdEntriesCsv,
  getContestsByIdEntriesPdf,
  patchContestsById,
  patchContestsEntriesById,
  postContests,
  postContestsByIdEntries,
} from '../../lib/api';
import { memberReads } from '../../components/content/member-reads';

/**
 * getContests answers by the token's space: the admin's list here (ContestList), the member's
 * (ContestPublicList) in the customer space; getContestsById likewise (ContestPublic for a member).
 */
const getAdminContests = narrowed(getContests)<ContestList>();
const getAdminContest = narrowed(getContestsById)<Contest>();
const getMemberContests = narrowed(getContests)<ContestPublicList>();
const getMemberContest = narrowed(getContestsById)<ContestPublic>();

/** Admin: getContests, postContests, getContestsById, patchContestsById, deleteContestsById. */
export const contests = resourceOf({
  list: getAdminContests,
  one: getAdminContest,
  create: postContests,
  update: patchContestsById,
  remove: deleteContestsById,
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

/** getContests and getContestsById in the customer space: the member's contests (open or past) and one of them. */
const memberContests = memberReads(getMemberContests, getMemberContest);
export const useMemberContests = (when: 'open' | 'past') => memberContests.useList(when);
export const useMemberContest = (id: number) => memberContests.useOne(id);

/** A member sends an entry; their contests reload (the entry shows under the rules). */
export function useSendEntry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestEntryBody) => call(postContestsByIdEntries, { params: { id }, body }, { space: 'customer' }),
    onSuccess: () => Promise.all(memberContests.keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
