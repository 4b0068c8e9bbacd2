import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  List,
  ListBody,
  ListDetails,
  ListItem,
  ListItemBody,
  ListItemParam,
  ListKeyParam,
  ListOption,
  ListPage,
  ListQuery,
  MessageResponse,
  SERVER_MESSAGES,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './lists.service';

const tags = ['Lists'];
const admin = { access: ACCESS.admin('content') };

/** Lists (słowniki): admins define them, every signed-in form reads a list's active items. */
export function listsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/lists',
      {
        config: admin,
        schema: { tags, summary: 'Listy (słowniki): wyszukiwanie, stronicowanie', querystring: ListQuery, response: { 200: ListPage } },
      },
      (req) => service.listLists(deps.db, req.query),
    );

    app.post(
      '/api/lists',
      { config: admin, schema: { tags, summary: 'Dodaje listę', body: ListBody, response: { 201: List, ...errorResponses(409) } } },
      async (req, reply) => reply.status(201).send(await service.createList(deps.db, req.body)),
    );

    app.get(
      '/api/lists/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Lista z pozycjami (po kolejności)',
          params: IdParam,
          response: { 200: ListDetails, ...errorResponses(404) },
        },
      },
      (req) => service.listDetails(deps.db, req.params.id),
    );

    app.patch(
      '/api/lists/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia nazwę i opis listy',
          params: IdParam,
          body: ListBody,
          response: { 200: List, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateList(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/lists/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa listę z jej pozycjami',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteList(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.get(
      '/api/lists/key/:key/items',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Aktywne pozycje listy formularza, po kluczu (points-reasons, website-reject-reasons)',
          params: ListKeyParam,
          response: { 200: z.array(ListOption), ...errorResponses(404) },
        },
      },
      (req) => service.activeItemsByKey(deps.db, req.params.key),
    );

    app.get(
      '/api/lists/:id/items',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Aktywne pozycje listy (do formularzy)',
          params: IdParam,
          response: { 200: z.array(ListOption), ...errorResponses(404) },
        },
      },
      (req) => service.activeItems(deps.db, req.params.id),
    );

    app.post(
      '/api/lists/:id/items',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje pozycję do listy (bez kolejności: na koniec)',
          params: IdParam,
          body: ListItemBody,
          response: { 201: ListItem, ...errorResponses(404, 409) },
        },
      },
      async (req, reply) => reply.status(201).send(await service.createItem(deps.db, req.params.id, req.body)),
    );

    app.get(
      '/api/lists/items/:itemId',
      {
        config: admin,
        schema: { tags, summary: 'Pozycja listy', params: ListItemParam, response: { 200: ListItem, ...errorResponses(404) } },
      },
      (req) => service.itemById(deps.db, req.params.itemId),
    );

    app.patch(
      '/api/lists/items/:itemId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia pozycję listy',
          params: ListItemParam,
          body: ListItemBody,
          response: { 200: ListItem, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateItem(deps.db, req.params.itemId, req.body),
    );

    app.delete(
      '/api/lists/items/:itemId',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa pozycję listy', params: ListItemParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.deleteItem(deps.db, req.params.itemId);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}
