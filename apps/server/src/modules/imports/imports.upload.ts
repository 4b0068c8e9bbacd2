import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IMPORT_MAX_BYTES, ImportAccepted, ImportQuery, type AdminArea, type ImportKind } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { acceptCsvBodies, csvBody, type CsvSpec } from '../../lib/csv-import';
import type { DocumentedBody } from '../../plugins/openapi';
import type { Deps } from '../../deps';
import { queueImport } from './imports.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const quoted = (name: string) => `„${name}”`;

/** The OpenAPI body of a CSV import: the file itself as `text/csv`, its columns named (and listed in `x-klub-csv-columns`). */
export function csvDocBody(spec: CsvSpec<string>): DocumentedBody {
  const columns = Object.values(spec.columns).map((c) => ({
    name: c.label,
    required: c.required === true,
    aliases: [...(c.aliases ?? [])],
  }));
  return {
    mediaType: 'text/csv',
    schema: {
      type: 'string',
      description: [
        `Treść pliku CSV (do ${IMPORT_MAX_BYTES / 1024 / 1024} MB; UTF-8 albo Windows-1250; separator średnik, przecinek lub tabulator; pierwszy wiersz to nagłówek).`,
        `Kolumny: ${columns
          .map(
            (c) =>
              `${quoted(c.name)}${c.required ? ' (wymagana)' : ''}${c.aliases.length ? ` — także ${c.aliases.map(quoted).join(', ')}` : ''}`,
          )
          .join('; ')}.`,
        ...(spec.ignored?.length ? [`Pomijane (np. z eksportu): ${spec.ignored.map(quoted).join(', ')}.`] : []),
        ...(spec.headerless ? [`Plik bez nagłówka: jedna wartość kolumny ${quoted(spec.columns[spec.headerless]!.label)} w wierszu.`] : []),
        spec.otherColumns === 'skip' ? 'Inne kolumny są pomijane.' : 'Inne kolumny są odrzucane (400).',
      ].join(' '),
      'x-klub-csv-columns': columns,
    },
  };
}

/**
 * The upload route of a CSV import (admin, `text/csv` up to 20 MB): the file's encoding and header
 * are checked at once (400 in Polish), then it is queued and the route answers 202 `{id, status}`;
 * GET /api/imports/{id} follows it. `params` turns the query into the kind's own input (and may
 * refuse it first, e.g. an unknown package → 404).
 */
export function csvUploadRoute<Q extends z.ZodType<z.output<typeof ImportQuery>>>(
  app: App,
  deps: Deps,
  route: {
    url: string;
    kind: ImportKind;
    /** The back-office area of the import (plugins/access.ts). */
    area: AdminArea;
    spec: CsvSpec<string>;
    tags: string[];
    summary: string;
    querystring?: Q;
    params?: (query: z.output<Q>) => Promise<Record<string, unknown>>;
    errors?: number[];
  },
) {
  acceptCsvBodies(app, IMPORT_MAX_BYTES);
  app.post(
    route.url,
    {
      config: { access: ACCESS.admin(route.area), docBody: csvDocBody(route.spec) },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.querystring ?? ImportQuery,
        response: { 202: ImportAccepted, ...errorResponses(413, 415, ...(route.errors ?? [])) },
      },
    },
    async (req, reply) => {
      const content = csvBody(req);
      const query = req.query as z.output<Q>;
      const job = await queueImport(deps.db, route.spec, {
        kind: route.kind,
        content,
        mode: query.mode,
        fileName: query.fileName,
        adminId: authOf(req).userId,
        params: route.params ? await route.params(query) : {},
      });
      // In the request's transaction: the import and its job exist together or not at all.
      await deps.jobs.send('csv-import', { importId: job.id });
      return reply.status(202).send(job);
    },
  );
}
