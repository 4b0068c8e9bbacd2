import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_ROLES, IdParam } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
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
    const getUsersMeExport = spec({ access: ACCESS.customer(CUSTOMER_ROLES) }, ['Users'], ok(ZipFile, 409, 429), {
      summary: 'Pobierz moje dane (RODO art. 15 i 20): ZIP z JSON i CSV; 5 razy na godzinę',
    });
    app.get('/api/users/me/export', getUsersMeExport, async (req, reply) => sendZip(reply, await ownDataExport(deps, authOf(req).userId)));

    const getUsersByIdExport = spec({ access: ACCESS.admin('members') }, ['Club members'], ok(ZipFile, 404, 409), {
      summary: 'Dane uczestnika (RODO art. 15 i 20): ten sam ZIP co „Pobierz moje dane”; zapisywane w dzienniku zmian',
      params: IdParam,
    });
    app.get('/api/users/:id/export', getUsersByIdExport, async (req, reply) =>
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
