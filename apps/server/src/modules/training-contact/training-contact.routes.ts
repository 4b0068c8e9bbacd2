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
import { created, ok, spec } from '../../lib/route';
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
    const getTrainingsContact = spec({ access: ACCESS.signedIn }, tags, ok(TrainingContact), { summary: 'Dane kontaktowe trenerów' });
    app.get('/api/trainings/contact', getTrainingsContact, () => service.readContact(deps.settings));

    const putTrainingsContact = spec(admin, tags, ok(TrainingContact), {
      summary: 'Zapisuje dane kontaktowe trenerów',
      body: TrainingContactBody,
    });
    app.put('/api/trainings/contact', putTrainingsContact, (req) => service.saveContact(deps.settings, req.body));

    const postTrainingsContactRequests = spec({ access: ACCESS.customer() }, tags, created(MessageResponse, 429), {
      summary: 'Wiadomość członka do trenerów (zapisana i wysłana e-mailem; najwyżej 5 na godzinę)',
      body: TrainingContactRequestBody,
    });
    app.post('/api/trainings/contact/requests', postTrainingsContactRequests, async (req, reply) => {
      await service.sendRequest(deps, authOf(req).userId, req.body);
      return reply.status(201).send({ message: TRAINING_CONTACT_MESSAGES.sent });
    });

    const getTrainingsContactRequests = spec(admin, tags, ok(TrainingContactRequestList), {
      summary: 'Wiadomości członków do trenerów, od najnowszych (status)',
      querystring: TrainingContactRequestQuery,
    });
    app.get('/api/trainings/contact/requests', getTrainingsContactRequests, (req) => service.listRequests(deps, req.query));

    const patchTrainingsContactRequestsById = spec(admin, tags, ok(TrainingContactRequest, 404), {
      summary: 'Oznacza wiadomość jako załatwioną (DONE) albo otwiera ją ponownie (NEW)',
      params: IdParam,
      body: TrainingContactRequestPatch,
    });
    app.patch('/api/trainings/contact/requests/:id', patchTrainingsContactRequestsById, (req) =>
      service.setRequestStatus(deps, req.params.id, authOf(req).userId, req.body),
    );
  };
}
