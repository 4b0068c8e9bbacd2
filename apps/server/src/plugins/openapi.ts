import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, webhooksOpenApi } from '@klub/contracts';

/**
 * A request body the route reads itself (a multipart upload, a CSV file as the body), so Fastify
 * must not validate it: documented in the OpenAPI document only, as `config.docBody`.
 */
export interface DocumentedBody {
  /** `multipart/form-data`, `text/csv`. */
  mediaType: string;
  /** Its JSON schema (with a `description` of what it must hold). */
  schema: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request body as the OpenAPI document shows it, for a route that parses its body itself. */
    docBody?: DocumentedBody;
  }
}

/** A multipart body of one file in the field `file` (plus `fields`, form fields sent before it). */
export const multipartFileBody = ({
  description,
  fields = {},
}: {
  description: string;
  fields?: Record<string, Record<string, unknown>>;
}): DocumentedBody => ({
  mediaType: 'multipart/form-data',
  schema: {
    type: 'object',
    description,
    required: ['file'],
    properties: { ...fields, file: { type: 'string', format: 'binary', description } },
  },
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod schemas as JSON schemas, and a route's `config.docBody` as its request body. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const docBody = (input.route.config as { docBody?: DocumentedBody } | undefined)?.docBody;
  if (!docBody) return out;
  return { ...out, schema: { ...out.schema, body: docBody.schema, consumes: [docBody.mediaType] } };
}

/** OpenAPI 3.1 generated from the zod route schemas: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Klub API',
        version: APP_VERSION,
        description: 'API klubu lojalnościowego Klub',
        license: { name: 'Proprietary', url: `${publicUrl}/regulamin` },
      },
      servers: [{ url: publicUrl, description: 'This instance (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          customerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token strefy klienta' },
          adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token strefy administratora' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'Klucz API aplikacji mobilnej lub systemu partnera (Ustawienia → Klucze API); zawsze razem z tokenem uczestnika',
          },
        },
      },
      // The events a partner system receives (modules/webhooks), from the payloads' zod contracts.
      // (Plain JSON objects; the swagger types want openapi-types' PathItemObject, which they are.)
      webhooks: webhooksOpenApi() as never,
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
