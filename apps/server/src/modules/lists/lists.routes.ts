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
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { created, ok, spec } from '../../lib/route';
import { crudRoutes } from '../../lib/crud-routes';
import type { Deps } from '../../deps';
import * as service from './lists.service';

const tags = ['Lists'];
const admin = { access: ACCESS.admin('content') };

/** Lists (słowniki): admins define them, every signed-in form reads a list's active items. */
export function listsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    crudRoutes(app, '/api/lists', {
      tags,
      config: admin,
      item: List,
      list: {
        summary: 'Listy (słowniki): wyszukiwanie, stronicowanie',
        answer: ListPage,
        query: ListQuery,
        run: (query) => service.listLists(deps.db, query),
      },
      create: { summary: 'Dodaje listę', body: ListBody, errors: [409], run: (body) => service.createList(deps.db, body) },
      read: { summary: 'Lista z pozycjami (po kolejności)', answer: ListDetails, run: (id) => service.listDetails(deps.db, id) },
      update: {
        summary: 'Zmienia nazwę i opis listy',
        body: ListBody,
        errors: [409],
        run: (id, body) => service.updateList(deps.db, id, body),
      },
      remove: { summary: 'Usuwa listę z jej pozycjami', errors: [409], run: (id) => service.deleteList(deps.db, id) },
    });

    const getListsKeyByKeyItems = spec({ access: ACCESS.signedIn }, tags, ok(z.array(ListOption), 404), {
      summary: 'Aktywne pozycje listy formularza, po kluczu (points-reasons, website-reject-reasons)',
      params: ListKeyParam,
    });
    app.get('/api/lists/key/:key/items', getListsKeyByKeyItems, (req) => service.activeItemsByKey(deps.db, req.params.key));

    const getListsByIdItems = spec({ access: ACCESS.signedIn }, tags, ok(z.array(ListOption), 404), {
      summary: 'Aktywne pozycje listy (do formularzy)',
      params: IdParam,
    });
    app.get('/api/lists/:id/items', getListsByIdItems, (req) => service.activeItems(deps.db, req.params.id));

    const postListsByIdItems = spec(admin, tags, created(ListItem, 404, 409), {
      summary: 'Dodaje pozycję do listy (bez kolejności: na koniec)',
      params: IdParam,
      body: ListItemBody,
    });
    app.post('/api/lists/:id/items', postListsByIdItems, async (req, reply) =>
      reply.status(201).send(await service.createItem(deps.db, req.params.id, req.body)),
    );

    crudRoutes(app, '/api/lists/items', {
      tags,
      config: admin,
      item: ListItem,
      param: { name: 'itemId', schema: ListItemParam },
      read: { summary: 'Pozycja listy', run: (itemId) => service.itemById(deps.db, itemId) },
      update: {
        summary: 'Zmienia pozycję listy',
        body: ListItemBody,
        errors: [409],
        run: (itemId, body) => service.updateItem(deps.db, itemId, body),
      },
      remove: { summary: 'Usuwa pozycję listy', run: (itemId) => service.deleteItem(deps.db, itemId) },
    });
  };
}
