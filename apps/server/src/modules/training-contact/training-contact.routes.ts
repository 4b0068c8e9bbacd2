import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  MessageResponse,
  TRAINING_CONTACT_MESSAGES,
  TrainingContact,
  TrainingContactBody,
  TrainingContactRequest,
  TrainingContactRequestBody,
  TrainingContactRequestList,
  TrainingContactRequestPatch,
  TrainingContactRequestQuery,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './training-contact.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };

/**
 * /api/trainings/contact (spec §7 "/api/trainings (+ contact)"): the trainers' contact data and the
 * requests members send them. Static paths: find-my-way prefers them to /api/trainings/:id.
 */
export function trainingContactRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trainings/contact',
      {
        config: { access: ACCESS.signedIn },
        schema: { tags, summary: 'Dane kontaktowe trenerów', response: { 200: TrainingContact } },
      },
      () => service.readContact(deps.settings),
    );

    app.put(
      '/api/trainings/contact',
      {
        config: admin,
        schema: { tags, summary: 'Zapisuje dane kontaktowe trenerów', body: TrainingContactBody, response: { 200: TrainingContact } },
      },
      (req) => service.saveContact(deps.settings, req.body),
    );

    app.post(
      '/api/trainings/contact/requests',
      {
        config: { access: ACCESS.customer() },
        schema: {
          tags,
          summary: 'Wiadomość członka do trenerów (zapisana i wysłana e-mailem; najwyżej 5 na godzinę)',
          body: TrainingContactRequestBody,
          response: { 201: MessageResponse, ...errorResponses(429) },
        },
      },
      async (req, reply) => {
        await service.sendRequest(deps, authOf(req).userId, req.body);
        return reply.status(201).send({ message: TRAINING_CONTACT_MESSAGES.sent });
      },
    );

    app.get(
      '/api/trainings/contact/requests',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wiadomości członków do trenerów, od najnowszych (status)',
          querystring: TrainingContactRequestQuery,
          response: { 200: TrainingContactRequestList },
        },
      },
      (req) => service.listRequests(deps, req.query),
    );

    app.patch(
      '/api/trainings/contact/requests/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Oznacza wiadomość jako załatwioną (DONE) albo otwiera ją ponownie (NEW)',
          params: IdParam,
          body: TrainingContactRequestPatch,
          response: { 200: TrainingContactRequest, ...errorResponses(404) },
        },
      },
      (req) => service.setRequestStatus(deps, req.params.id, authOf(req).userId, req.body),
    );
  };
}
