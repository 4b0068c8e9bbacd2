import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentRegulation, IdParam, MessageResponse, Regulation, RegulationBody, RegulationList, SERVER_MESSAGES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './regulations.service';

const tags = ['Regulations'];
const admin = { access: ACCESS.admin('content') };

/** /api/regulations (spec §7): versions of the regulations, their publication and members' acceptance. */
export function regulationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getRegulationsCurrent = spec({ access: ACCESS.public }, tags, ok(CurrentRegulation, 404), {
      summary: 'Aktualny regulamin (publiczny: link w rejestracji)',
    });
    app.get('/api/regulations/current', getRegulationsCurrent, () => service.current(deps));

    const postRegulationsByIdAccept = spec({ access: ACCESS.customer(), beforeRegulations: true }, tags, ok(MessageResponse, 409), {
      summary: 'Członek akceptuje aktualny regulamin',
      params: IdParam,
    });
    app.post('/api/regulations/:id/accept', postRegulationsByIdAccept, (req) => service.accept(deps, authOf(req).userId, req.params.id));

    const getRegulations = spec(admin, tags, ok(RegulationList), { summary: 'Wersje regulaminu z liczbą akceptacji' });
    app.get('/api/regulations', getRegulations, () => service.list(deps));

    const postRegulations = spec(admin, tags, created(Regulation, 409), {
      summary: 'Dodaje wersję regulaminu (szkic)',
      body: RegulationBody,
    });
    app.post('/api/regulations', postRegulations, async (req, reply) => reply.status(201).send(await service.create(deps, req.body)));

    const getRegulationsById = spec(admin, tags, ok(Regulation, 404), { summary: 'Wersja regulaminu', params: IdParam });
    app.get('/api/regulations/:id', getRegulationsById, (req) => service.byId(deps, req.params.id));

    const patchRegulationsById = spec(admin, tags, ok(Regulation, 404, 409), {
      summary: 'Zmienia szkic regulaminu',
      params: IdParam,
      body: RegulationBody,
    });
    app.patch('/api/regulations/:id', patchRegulationsById, (req) => service.update(deps, req.params.id, req.body));

    const postRegulationsByIdPublish = spec(admin, tags, ok(Regulation, 404, 409), {
      summary: 'Publikuje szkic: od teraz to aktualny regulamin, członkowie zaakceptują go przy logowaniu',
      params: IdParam,
    });
    app.post('/api/regulations/:id/publish', postRegulationsByIdPublish, (req) => service.publish(deps, req.params.id));

    const deleteRegulationsById = spec(admin, tags, ok(MessageResponse, 404, 409), { summary: 'Usuwa szkic regulaminu', params: IdParam });
    app.delete('/api/regulations/:id', deleteRegulationsById, async (req) =>
      withMessage(service.remove(deps, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}
