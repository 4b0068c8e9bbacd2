import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@klub/contracts';

/** OpenAPI 3.1 generated from the zod route schemas: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Klub API', version: APP_VERSION, description: 'API klubu lojalnościowego Klub' },
      components: {
        securitySchemes: {
          customerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token strefy klienta' },
          adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token strefy administratora' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
