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
  narrowed,
  resourceOf,
  deleteTrainingsById,
  deleteTrainingsByIdSignup,
  deleteTrainingsMoviesById,
  getTrainings,
  getTrainingsById,
  getTrainingsByIdCalendar,
  getTrainingsByIdParticipants,
  getTrainingsByIdParticipantsCsv,
  getTrainingsMovies,
  getTrainingsMoviesById,
  patchTrainingsById,
  patchTrainingsMoviesById,
  postTrainings,
  postTrainingsByIdSignup,
  postTrainingsMovies,
} from '../../lib/api';
import { memberReads } from '../../components/content/member-reads';

/**
 * getTrainings and getTrainingsById answer by the token's space: the admin's TrainingList and
 * Training here, the member's TrainingPublicList and TrainingPublic in the customer space.
 */
const getAdminTrainings = narrowed(getTrainings)<TrainingList>();
const getAdminTraining = narrowed(getTrainingsById)<Training>();
const getMemberTrainings = narrowed(getTrainings)<TrainingPublicList>();
const getMemberTraining = narrowed(getTrainingsById)<TrainingPublic>();

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

/** getTrainingsByIdCalendar — the training as an .ics file a calendar app adds (a member's own file). */
export const downloadCalendar = (id: number) =>
  downloadOf(getTrainingsByIdCalendar, `szkolenie-${id}.ics`, 'text/calendar', { params: { id } }, { space: 'customer' });

/** A member's trainings: upcoming (soonest first) or past; one of them. */
const memberTrainings = memberReads(getMemberTrainings, getMemberTraining);
export const useMemberTrainings = (when: 'upcoming' | 'past') => memberTrainings.useList(when);
export const useMemberTraining = (id: number) => memberTrainings.useOne(id);

/** Sign up (`join`) or cancel; the answer's sentence is the toast, and the trainings reload (places, queue). */
export function useSignup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? call(postTrainingsByIdSignup, { params: { id } }, { space: 'customer' })
        : call(deleteTrainingsByIdSignup, { params: { id } }, { space: 'customer' }),
    onSettled: () => Promise.all(memberTrainings.keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** getTrainingsMovies answers by the token's space: TrainingMovieList here, TrainingMoviePublicList for a member. */
const getAdminMovies = narrowed(getTrainingsMovies)<TrainingMovieList>();
const getMemberMovies = narrowed(getTrainingsMovies)<TrainingMoviePublicList>();

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
    queryFn: ({ signal }) => call(getMemberMovies, { query }, { signal, space: 'customer' }),
  });
}
