import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IdMessageResponse, IdParam, MessageResponse } from '@klub/contracts';
import { crudRoutes, untypedRoute, type Id, type Step } from '../../lib/crud-routes';
import { ok, spec, withMessage } from '../../lib/route';
import { errorResponses } from '../../lib/route-schema';

/**
 * A sending channel's (mailings, SMS) count, create, list, read and cancel routes at `path`, in that
 * order: the one sending flow's routes (docs/architecture.md), the channel's schemas and service calls.
 */
export function sendingRoutes<
  CountBody extends z.ZodType,
  Count extends z.ZodType,
  Create extends z.ZodType<{ scheduledAt?: unknown }>,
  Page extends z.ZodType,
  Query extends z.ZodType,
  One extends z.ZodType,
>(
  app: FastifyInstance,
  path: string,
  kind: {
    tags: readonly string[];
    config: FastifyContextConfig;
    /** Its Polish answers: a sending ordered now or for later, a sending cancelled. */
    messages: { created: string; scheduled: string; cancelled: string };
    /** POST `path/count`: whom the sending would reach, before it is ordered. */
    count: Step & { body: CountBody; answer: Count; run: (body: z.output<CountBody>) => Promise<z.input<Count>> };
    /** POST `path`: 201 with the new sending's id, 200 with the same one when its request key was sent before. */
    create: Step & { body: Create; run: (body: z.output<Create>, req: FastifyRequest) => Promise<{ id: number; created: boolean }> };
    /** GET `path`: the sendings with their progress. */
    list: Step & { answer: Page; query: Query; run: (query: z.output<Query>) => Promise<z.input<Page>> };
    /** GET `path/:id`. */
    read: Step & { answer: One; run: (id: Id) => Promise<z.input<One>> };
    /** POST `path/:id/cancel`: what is not handed over yet does not go out. */
    cancel: Step & { run: (id: Id) => Promise<unknown> };
  },
): void {
  const { tags, config, messages, count, create, list, read, cancel } = kind;
  const route = untypedRoute(app);

  route('POST', `${path}/count`, spec(config, tags, ok(count.answer), { summary: count.summary, body: count.body }), (req) =>
    count.run(req.body as z.output<CountBody>),
  );

  const answers = { 201: IdMessageResponse, 200: IdMessageResponse, ...errorResponses(...(create.errors ?? [])) };
  route('POST', path, spec(config, tags, answers, { summary: create.summary, body: create.body }), async (req, reply) => {
    const body = req.body as z.output<Create>;
    const { id, created } = await create.run(body, req);
    return reply.status(created ? 201 : 200).send({ id, message: body.scheduledAt ? messages.scheduled : messages.created });
  });

  crudRoutes(app, path, { tags, config, item: read.answer, list, read });

  const cancelOptions = spec(config, tags, ok(MessageResponse, 404, 409), { summary: cancel.summary, params: IdParam });
  route('POST', `${path}/:id/cancel`, cancelOptions, async (req) =>
    withMessage(cancel.run((req.params as { id: Id }).id), messages.cancelled),
  );
}
