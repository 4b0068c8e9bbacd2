import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  HTTPMethods,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { IdParam, MessageResponse, SERVER_MESSAGES } from '@klub/contracts';
import { created, ok, spec, withMessage } from './route';

export type Id = z.output<typeof IdParam>['id'];

export interface Step {
  /** The OpenAPI summary, in Polish. */
  summary: string;
  /** Who may call this route, when not the kind's `config` (members read what admins write). */
  config?: FastifyContextConfig;
  /** Error answers it documents beyond the derived ones; the routes of one item (`/:id`) always document 404. */
  errors?: number[];
}

/** One kind of thing an admin keeps (a FAQ group, a region, a list…): its routes and the service calls behind them. */
export interface CrudKind<
  Item extends z.ZodType,
  Page extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Read extends z.ZodType,
> {
  tags: readonly string[];
  config: FastifyContextConfig;
  /** What creating and changing one answers, and reading one unless `read.answer` says otherwise. */
  item: Item;
  /** The path parameter naming one (`path/:itemId`, ListItemParam) where it is not `id` (IdParam). */
  param?: { name: string; schema: z.ZodType<Record<string, Id>> };
  /** GET `path`: the list, with its query. */
  list?: Step & { answer: Page; query?: Query; run: (query: z.output<Query>, req: FastifyRequest) => Promise<z.input<Page>> };
  /** POST `path`: 201 with the new item (`status: 200` where the API has always answered 200). */
  create?: Step & { body: Create; status?: 200 | 201; run: (body: z.output<Create>, req: FastifyRequest) => Promise<z.input<Item>> };
  /** GET `path/:id`. */
  read?: Step & { answer?: Read; run: (id: Id, req: FastifyRequest) => Promise<z.input<Read>> };
  /** PATCH `path/:id`. */
  update?: Step & { body: Update; run: (id: Id, body: z.output<Update>, req: FastifyRequest) => Promise<z.input<Item>> };
  /** DELETE `path/:id`: answers `SERVER_MESSAGES.deleted` once `run` is done. */
  remove?: Step & { run: (id: Id, req: FastifyRequest) => Promise<unknown> };
}

/**
 * Registers a route whose schemas are generic (a builder's, as below): Fastify cannot type its
 * answers from them, so the builder's own signatures (`run`) do.
 */
export const untypedRoute =
  (app: FastifyInstance) => (method: HTTPMethods, url: string, options: RouteShorthandOptions, handler: RouteHandlerMethod) =>
    app.route({ method, url, ...options, handler });

/**
 * The list / create / read / update / delete routes of one kind at `path` and `path/:id`, each as
 * `spec()` would spell it (`getFaqGroups`, `postFaqGroups`, `getFaqGroupsById`, `patchFaqGroupsById`,
 * `deleteFaqGroupsById`), in that order; a step left out is not registered. The service calls are
 * typed by the schemas: `run` takes the parsed query, body and id and answers what the route does.
 */
export function crudRoutes<
  Item extends z.ZodType,
  Page extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Read extends z.ZodType = Item,
>(app: FastifyInstance, path: string, kind: CrudKind<Item, Page, Query, Create, Update, Read>): void {
  const { tags, item, list, create, read, update, remove } = kind;
  const config = (step: Step) => step.config ?? kind.config;
  const { name, schema: params } = kind.param ?? { name: 'id', schema: IdParam };
  const one = `${path}/:${name}`;
  const idOf = (req: FastifyRequest) => (req.params as Record<string, Id>)[name]!;

  const route = untypedRoute(app);

  if (list) {
    const querystring = list.query ? { querystring: list.query } : {};
    const options = spec(config(list), tags, ok(list.answer, ...(list.errors ?? [])), { summary: list.summary, ...querystring });
    route('GET', path, options, (req) => list.run(req.query as z.output<Query>, req));
  }
  if (create) {
    const status = create.status ?? 201;
    const answers = status === 201 ? created(item, ...(create.errors ?? [])) : ok(item, ...(create.errors ?? []));
    const options = spec(config(create), tags, answers, { summary: create.summary, body: create.body });
    route('POST', path, options, async (req, reply) => reply.status(status).send(await create.run(req.body as z.output<Create>, req)));
  }
  if (read) {
    const options = spec(config(read), tags, ok(read.answer ?? item, 404, ...(read.errors ?? [])), {
      summary: read.summary,
      params,
    });
    route('GET', one, options, (req) => read.run(idOf(req), req));
  }
  if (update) {
    const answers = ok(item, 404, ...(update.errors ?? []));
    const options = spec(config(update), tags, answers, { summary: update.summary, params, body: update.body });
    route('PATCH', one, options, (req) => update.run(idOf(req), req.body as z.output<Update>, req));
  }
  if (remove) {
    const options = spec(config(remove), tags, ok(MessageResponse, 404, ...(remove.errors ?? [])), {
      summary: remove.summary,
      params,
    });
    route('DELETE', one, options, async (req) => withMessage(remove.run(idOf(req), req), SERVER_MESSAGES.deleted));
  }
}
