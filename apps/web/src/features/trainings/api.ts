import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Training,
  TrainingBody,
  TrainingList,
  TrainingMovie,
  TrainingMovieBody,
  TrainingMovieList,
  TrainingMoviePublicList,
  TrainingMovieQuery,
  TrainingPublic,
  TrainingPublicList,
  TrainingQuery,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, deleteTrainingsByIdSignup, getTrainingsByIdParticipants, postTrainingsByIdSignup } from '../../lib/api';
import { defineResource } from '../../lib/resource';

/** Admin: GET/POST /api/trainings, GET/PATCH/DELETE /api/trainings/:id. */
export const trainings = defineResource<Training, TrainingBody, TrainingList, Training, Partial<z.output<typeof TrainingQuery>>>({
  key: ['admin', 'trainings'],
  path: '/api/trainings',
});

/** Admin: who signed up, who waits, who cancelled (reloads with the training). */
export function useParticipants(id: number) {
  return useQuery({
    queryKey: [...trainings.keys.one(id), 'participants'],
    queryFn: ({ signal }) => call(getTrainingsByIdParticipants, { params: { id } }, { signal, space: 'admin' }),
  });
}

export const downloadParticipants = (id: number) =>
  api.download(`/api/trainings/${id}/participants/csv`, `szkolenie-${id}-uczestnicy.csv`, 'text/csv', { space: 'admin' });

const memberKey = ['customer', 'trainings'] as const;

/** A member's trainings: upcoming (soonest first) or past. */
export function useMemberTrainings(when: 'upcoming' | 'past') {
  return useQuery({
    queryKey: [...memberKey, 'list', when],
    queryFn: ({ signal }) => api.get<TrainingPublicList>('/api/trainings', { signal, space: 'customer', query: { when } }),
  });
}

export function useMemberTraining(id: number) {
  return useQuery({
    queryKey: [...memberKey, 'one', id],
    queryFn: ({ signal }) => api.get<TrainingPublic>(`/api/trainings/${id}`, { signal, space: 'customer' }),
    enabled: id > 0,
  });
}

/** Sign up (`join`) or cancel; the answer's sentence is the toast, and the trainings reload (places, queue). */
export function useSignup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? call(postTrainingsByIdSignup, { params: { id } }, { space: 'customer' })
        : call(deleteTrainingsByIdSignup, { params: { id } }, { space: 'customer' }),
    onSettled: () => client.invalidateQueries({ queryKey: memberKey }),
  });
}

/** Admin: GET/POST /api/trainings-movies, GET/PATCH/DELETE /api/trainings-movies/:id. */
export const trainingMovies = defineResource<
  TrainingMovie,
  TrainingMovieBody,
  TrainingMovieList,
  TrainingMovie,
  Partial<z.output<typeof TrainingMovieQuery>>
>({ key: ['admin', 'training-movies'], path: '/api/trainings-movies' });

/** A member's films (spec §2: loaded on entry). */
export function useMemberMovies() {
  return useQuery({
    queryKey: ['customer', 'training-movies'],
    queryFn: ({ signal }) =>
      api.get<TrainingMoviePublicList>('/api/trainings-movies', { signal, space: 'customer', query: { take: 1000 } }),
  });
}
