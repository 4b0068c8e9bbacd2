import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@klub/contracts';

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
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
