import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Training,
  TrainingList,
  TrainingMovieList,
  TrainingMoviePublicList,
  TrainingPublic,
  TrainingPublicList,
} from '@klub/contracts';
import {
  call,
  downloadOf,
  keyOf,
  resourceOf,
  deleteTrainingsById,
  deleteTrainingsByIdSignup,
  deleteTrainingsMoviesById,
  getTrainings,
  getTrainingsById,
  getTrainingsByIdParticipants,
  getTrainingsByIdParticipantsCsv,
  getTrainingsMovies,
  getTrainingsMoviesById,
  patchTrainingsById,
  patchTrainingsMoviesById,
  postTrainings,
  postTrainingsByIdSignup,
  postTrainingsMovies,
  type Input,
  type Operation,
} from '../../lib/api';

/**
 * getTrainings and getTrainingsById answer by the token's space: the admin's TrainingList and
 * Training here, the member's TrainingPublicList and TrainingPublic in the customer space.
 */
const getAdminTrainings = getTrainings as Operation<
  { query: Input<typeof getTrainings>['query']; body: undefined; response: TrainingList },
  'GET',
  typeof getTrainings.path
>;
const getAdminTraining = getTrainingsById as Operation<
  { query: undefined; body: undefined; response: Training },
  'GET',
  typeof getTrainingsById.path
>;

/** Admin: getTrainings, postTrainings, getTrainingsById, patchTrainingsById, deleteTrainingsById. */
export const trainings = resourceOf({
  list: getAdminTrainings,
  one: getAdminTraining,
  create: postTrainings,
  update: patchTrainingsById,
  remove: deleteTrainingsById,
});

/** Admin: who signed up, who waits, who cancelled (reloads with the training). */
export function useParticipants(id: number) {
  return useQuery({
    queryKey: [...trainings.keys.one(id), 'participants'],
    queryFn: ({ signal }) => call(getTrainingsByIdParticipants, { params: { id } }, { signal, space: 'admin' }),
  });
}

export const downloadParticipants = (id: number) =>
  downloadOf(getTrainingsByIdParticipantsCsv, `szkolenie-${id}-uczestnicy.csv`, 'text/csv', { params: { id } }, { space: 'admin' });

/** A member's trainings: upcoming (soonest first) or past. */
export function useMemberTrainings(when: 'upcoming' | 'past') {
  const query = { when };
  return useQuery({
    queryKey: keyOf(getTrainings, { query }),
    queryFn: ({ signal }) => call(getTrainings, { query }, { signal, space: 'customer' }) as Promise<TrainingPublicList>,
  });
}

export function useMemberTraining(id: number) {
  const params = { id };
  return useQuery({
    queryKey: keyOf(getTrainingsById, { params }),
    queryFn: ({ signal }) => call(getTrainingsById, { params }, { signal, space: 'customer' }) as Promise<TrainingPublic>,
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
    onSettled: () => Promise.all([keyOf(getTrainings), keyOf(getTrainingsById)].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** getTrainingsMovies answers by the token's space: TrainingMovieList here, TrainingMoviePublicList for a member. */
const getAdminMovies = getTrainingsMovies as Operation<
  { query: Input<typeof getTrainingsMovies>['query']; body: undefined; response: TrainingMovieList },
  'GET',
  typeof getTrainingsMovies.path
>;

/** Admin: getTrainingsMovies, postTrainingsMovies, getTrainingsMoviesById, patchTrainingsMoviesById, deleteTrainingsMoviesById. */
export const trainingMovies = resourceOf({
  list: getAdminMovies,
  one: getTrainingsMoviesById,
  create: postTrainingsMovies,
  update: patchTrainingsMoviesById,
  remove: deleteTrainingsMoviesById,
});

/** A member's films (spec §2: loaded on entry). */
export function useMemberMovies() {
  const query = { take: 1000 };
  return useQuery({
    queryKey: keyOf(getTrainingsMovies, { query }),
    queryFn: ({ signal }) => call(getTrainingsMovies, { query }, { signal, space: 'customer' }) as Promise<TrainingMoviePublicList>,
  });
}
