import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@klub/contracts';
import { created, ok, spec, withMessage } from './route';

const Thing = z.object({ id: z.number(), name: z.string() });
const Params = z.object({ id: z.coerce.number() });
const Body = z.object({ name: z.string() });
const tags = ['Things'];
const admin = { access: 'public' as const };

function app() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('spec', () => {
  it('builds the options a route would spell out', () => {
    expect(spec(admin, tags, ok(Thing, 404, 409), { summary: 'Jedna rzecz', params: Params, body: Body })).toEqual({
      config: admin,
      schema: {
        tags,
        summary: 'Jedna rzecz',
        params: Params,
        body: Body,
        response: { 200: Thing, 404: ErrorResponse, 409: ErrorResponse },
      },
    });
    expect(Object.keys(spec(admin, tags, ok(Thing), { summary: 's', description: 'd', querystring: Params }).schema)).toEqual([
      'tags',
      'summary',
      'description',
      'querystring',
      'response',
    ]);
    expect(ok(Thing)).toEqual({ 200: Thing });
    expect(created(Thing, 409)).toEqual({ 201: Thing, 409: ErrorResponse });
  });

  it('keeps the types of params, body and the answer', async () => {
    const server = app();
    server.patch('/things/:id', spec(admin, tags, ok(Thing, 404), { summary: 'Zmienia', params: Params, body: Body }), (req) => {
      const id: number = req.params.id;
      const name: string = req.body.name;
      // @ts-expect-error the body has no such field
      void req.body.other;
      return { id, name };
    });
    server.get('/wrong/:id', spec(admin, tags, ok(Thing, 404), { summary: 'Zła odpowiedź', params: Params }), (req) =>
      // @ts-expect-error the answer must have the 200 schema's shape
      ({ id: String(req.params.id) }),
    );
    server.post('/things', spec(admin, tags, created(Thing, 409), { summary: 'Dodaje', body: Body }), async (req, reply) =>
      // @ts-expect-error the 201 answer must have the schema's shape too
      reply.status(201).send({ name: req.body.name }),
    );
    const res = await server.inject({ method: 'PATCH', url: '/things/7', payload: { name: 'a' } });
    expect(res.json()).toEqual({ id: 7, name: 'a' });
    await server.close();
  });

  it('answers the message once the work is done', async () => {
    const order: string[] = [];
    const work = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('work')), 5));
    expect(await withMessage(work, 'Usunięto').then((answer) => (order.push('answer'), answer))).toEqual({ message: 'Usunięto' });
    expect(order).toEqual(['work', 'answer']);
    await expect(withMessage(Promise.reject(new Error('nie')), 'x')).rejects.toThrow('nie');
  });
});
