import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TrainingContactBody,
  TrainingContactRequestBody,
  TrainingContactRequestPatch,
  TrainingContactRequestQuery,
} from '@klub/contracts';
import {
  call,
  getTrainingsContact,
  getTrainingsContactRequests,
  keyOf,
  patchTrainingsContactRequestsById,
  postTrainingsContactRequests,
  putTrainingsContact,
} from '../../lib/api';

/** The contact data's key in each space (the admin edits it, a member reads it). */
const contactKey = (space: 'customer' | 'admin') => [...keyOf(getTrainingsContact), space];

/** getTrainingsContact — the trainers' contact data (spec §2: loaded on entry). */
export function useTrainingContact(space: 'customer' | 'admin') {
  return useQuery({
    queryKey: contactKey(space),
    queryFn: ({ signal }) => call(getTrainingsContact, {}, { signal, space }),
  });
}

/** Admin: putTrainingsContact. */
export function useSaveTrainingContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingContactBody) => call(putTrainingsContact, { body }, { space: 'admin' }),
    onSuccess: (saved) => client.setQueryData(contactKey('admin'), saved),
  });
}

/** A member: postTrainingsContactRequests; the answer's sentence is the success message. */
export function useSendTrainingRequest() {
  return useMutation({
    mutationFn: (body: TrainingContactRequestBody) => call(postTrainingsContactRequests, { body }, { space: 'customer' }),
  });
}

/** Admin: the members' requests, newest first (by status). */
export function useTrainingRequests(query: Partial<z.output<typeof TrainingContactRequestQuery>>) {
  return useQuery({
    queryKey: keyOf(getTrainingsContactRequests, { query }),
    queryFn: ({ signal }) => call(getTrainingsContactRequests, { query }, { signal, space: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** Admin: mark a request done or reopen it; the list reloads. */
export function useSetRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TrainingContactRequestPatch }) =>
      call(patchTrainingsContactRequestsById, { params: { id }, body }, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(getTrainingsContactRequests) }),
  });
}
