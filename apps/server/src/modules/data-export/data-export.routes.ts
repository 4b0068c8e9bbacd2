import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_ROLES, IdParam } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { memberDataExport, ownDataExport, type DataExportFile } from './data-export.service';

/** The answer in OpenAPI: a ZIP's bytes (application/zip), not JSON. */
const ZipFile = {
  description: 'ZIP: dane.json (wszystko), jeden plik CSV na tabelę (separator ;, BOM) i CZYTAJ-MNIE.txt',
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};

function sendZip(reply: FastifyReply, file: DataExportFile) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.zip);
}

/** A person's own data export (RODO art. 15 and 20): theirs, or a member's for an admin (audited). */
export function dataExportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/export',
      {
        // Any customer-space account, employees too; reads stay open before the regulations are accepted.
        config: { access: ACCESS.customer(CUSTOMER_ROLES) },
        schema: {
          tags: ['Users'],
          summary: 'Pobierz moje dane (RODO art. 15 i 20): ZIP z JSON i CSV; 5 razy na godzinę',
          response: { 200: ZipFile, ...errorResponses(409, 429) },
        },
      },
      async (req, reply) => sendZip(reply, await ownDataExport(deps, authOf(req).userId)),
    );

    app.get(
      '/api/users/:id/export',
      {
        config: { access: ACCESS.admin('members') },
        schema: {
          tags: ['Club members'],
          summary: 'Dane uczestnika (RODO art. 15 i 20): ten sam ZIP co „Pobierz moje dane”; zapisywane w dzienniku zmian',
          params: IdParam,
          response: { 200: ZipFile, ...errorResponses(404, 409) },
        },
      },
      async (req, reply) =>
        sendZip(
          reply,
          await memberDataExport(deps, req.params.id, {
            actorId: authOf(req).userId,
            ip: req.ip,
            route: 'GET /api/users/:id/export',
            role: authOf(req).staffRole,
          }),
        ),
    );
  };
}
