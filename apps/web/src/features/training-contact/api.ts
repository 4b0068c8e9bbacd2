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
  patchTrainingsContactRequestsById,
  postTrainingsContactRequests,
  putTrainingsContact,
} from '../../lib/api';

const adminKey = ['admin', 'training-contact'] as const;
const customerKey = ['customer', 'training-contact'] as const;

/** GET /api/trainings/contact — the trainers' contact data (spec §2: loaded on entry). */
export function useTrainingContact(space: 'customer' | 'admin') {
  return useQuery({
    queryKey: [...(space === 'admin' ? adminKey : customerKey), 'data'],
    queryFn: ({ signal }) => call(getTrainingsContact, {}, { signal, space }),
  });
}

/** Admin: PUT /api/trainings/contact. */
export function useSaveTrainingContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingContactBody) => call(putTrainingsContact, { body }, { space: 'admin' }),
    onSuccess: (saved) => client.setQueryData([...adminKey, 'data'], saved),
  });
}

/** A member: POST /api/trainings/contact/requests; the answer's sentence is the success message. */
export function useSendTrainingRequest() {
  return useMutation({
    mutationFn: (body: TrainingContactRequestBody) => call(postTrainingsContactRequests, { body }, { space: 'customer' }),
  });
}

/** Admin: the members' requests, newest first (by status). */
export function useTrainingRequests(query: Partial<z.output<typeof TrainingContactRequestQuery>>) {
  return useQuery({
    queryKey: [...adminKey, 'requests', query],
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
    onSuccess: () => client.invalidateQueries({ queryKey: [...adminKey, 'requests'] }),
  });
}
