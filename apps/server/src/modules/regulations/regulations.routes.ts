import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentRegulation, IdParam, MessageResponse, Regulation, RegulationBody, RegulationList, SERVER_MESSAGES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './regulations.service';

const tags = ['Regulations'];
const admin = { access: ACCESS.admin('content') };

/** /api/regulations (spec §7): versions of the regulations, their publication and members' acceptance. */
export function regulationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/regulations/current',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Aktualny regulamin (publiczny: link w rejestracji)',
          response: { 200: CurrentRegulation, ...errorResponses(404) },
        },
      },
      () => service.current(deps),
    );

    app.post(
      '/api/regulations/:id/accept',
      {
        config: { access: ACCESS.customer(), beforeRegulations: true },
        schema: {
          tags,
          summary: 'Członek akceptuje aktualny regulamin',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(409) },
        },
      },
      (req) => service.accept(deps, authOf(req).userId, req.params.id),
    );

    app.get(
      '/api/regulations',
      { config: admin, schema: { tags, summary: 'Wersje regulaminu z liczbą akceptacji', response: { 200: RegulationList } } },
      () => service.list(deps),
    );

    app.post(
      '/api/regulations',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje wersję regulaminu (szkic)',
          body: RegulationBody,
          response: { 201: Regulation, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(deps, req.body)),
    );

    app.get(
      '/api/regulations/:id',
      {
        config: admin,
        schema: { tags, summary: 'Wersja regulaminu', params: IdParam, response: { 200: Regulation, ...errorResponses(404) } },
      },
      (req) => service.byId(deps, req.params.id),
    );

    app.patch(
      '/api/regulations/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia szkic regulaminu',
          params: IdParam,
          body: RegulationBody,
          response: { 200: Regulation, ...errorResponses(404, 409) },
        },
      },
      (req) => service.update(deps, req.params.id, req.body),
    );

    app.post(
      '/api/regulations/:id/publish',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Publikuje szkic: od teraz to aktualny regulamin, członkowie zaakceptują go przy logowaniu',
          params: IdParam,
          response: { 200: Regulation, ...errorResponses(404, 409) },
        },
      },
      (req) => service.publish(deps, req.params.id),
    );

    app.delete(
      '/api/regulations/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa szkic regulaminu',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.remove(deps, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}
