import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { District, DistrictBody, IdParam, idNumber, MessageResponse, Region, RegionBody, SERVER_MESSAGES, REGION_MESSAGES } from '@klub/contracts';
import { districts, queryRows, regions, type Database } from '@klub/db';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { notFound, unknownReference, conflict } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import type { Deps } from '../../deps';

const tags = ['Regions'];
const admin = { access: ACCESS.admin };

const listRegions = (db: Database) => db.select().from(regions).orderBy(asc(regions.name));

/** Unique-name clashes answer 409 in Polish instead of a database error. */
const uniquely = <T>(work: () => Promise<T>, message: string): Promise<T> => guardPg(work, { unique: message });

async function listDistricts(db: Database, regionId?: number) {
  const rows = await queryRows<{ id: number; name: string; region_id: number; region_name: string }>(db, sql`
    select d.id, d.name, d.region_id, r.name as region_name from districts d join regions r on r.id = d.region_id
    where ${regionId ? sql`d.region_id = ${regionId}` : sql`true`} order by r.name, d.name`);
  return rows.map((r) => ({ id: r.id, name: r.name, regionId: r.region_id, regionName: r.region_name }));
}

/**
 * Regions (województwa) and districts (powiaty). Deleting a region removes only that region, and
 * only when no person, district or distributor refers to it (409 otherwise); a district only when no person does — the spec's original kept
 * only the deleted item in the list, which we treat as the bug it looks like (docs/domain.md).
 */
export function regionsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/regions', {
      config: { access: ACCESS.public },
      schema: { tags, summary: 'Regiony (województwa)', response: { 200: z.array(Region) } },
    }, () => listRegions(deps.db));

    app.get('/users/regions', {
      config: { access: ACCESS.public },
      schema: { tags, summary: 'Regiony (jak /api/regions)', response: { 200: z.array(Region) } },
    }, () => listRegions(deps.db));

    app.post('/regions', {
      config: admin,
      schema: { tags, summary: 'Dodaje region', body: RegionBody, response: { 200: Region, ...errorResponses(400, 401, 403, 409) } },
    }, (req) => uniquely(async () => (await deps.db.insert(regions).values(req.body).returning())[0]!, REGION_MESSAGES.regionTaken));

    app.patch('/regions/:id', {
      config: admin,
      schema: { tags, summary: 'Zmienia nazwę regionu', params: IdParam, body: RegionBody, response: { 200: Region, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (req) => {
      const [row] = await uniquely(() => deps.db.update(regions).set(req.body).where(eq(regions.id, req.params.id)).returning(), REGION_MESSAGES.regionTaken);
      if (!row) throw notFound('region');
      return row;
    });

    app.delete('/regions/:id', {
      config: admin,
      schema: { tags, summary: 'Usuwa region bez przypisanych osób i powiatów', params: IdParam, response: { 200: MessageResponse, ...errorResponses(401, 403, 404, 409) } },
    }, async (req) => {
      const [use] = await queryRows<{ people: number; districts: number; distributors: number }>(deps.db, sql`
        select (select count(*) from users where region_id = ${req.params.id})::int as people,
               (select count(*) from districts where region_id = ${req.params.id})::int as districts,
               (select count(*) from distributors where region_id = ${req.params.id})::int as distributors`);
      if (use!.people > 0 || use!.districts > 0 || use!.distributors > 0) {
        throw conflict(REGION_MESSAGES.regionInUse(use!.people, use!.districts, use!.distributors));
      }
      const deleted = await deps.db.delete(regions).where(eq(regions.id, req.params.id)).returning({ id: regions.id });
      if (deleted.length === 0) throw notFound('region');
      return { message: SERVER_MESSAGES.deleted };
    });

    app.get('/districts', {
      config: { access: ACCESS.signedIn },
      schema: { tags, summary: 'Powiaty (opcjonalnie jednego regionu)', querystring: z.strictObject({ regionId: idNumber.optional() }), response: { 200: z.array(District), ...errorResponses(400, 401, 403) } },
    }, (req) => listDistricts(deps.db, req.query.regionId));

    app.post('/districts', {
      config: admin,
      schema: { tags, summary: 'Dodaje powiat', body: DistrictBody, response: { 200: District, ...errorResponses(400, 401, 403, 409) } },
    }, async (req) => {
      await regionOr400(deps.db, req.body.regionId);
      const [row] = await uniquely(() => deps.db.insert(districts).values(req.body).returning(), REGION_MESSAGES.districtTaken);
      return (await listDistricts(deps.db, row!.regionId)).find((d) => d.id === row!.id)!;
    });

    app.patch('/districts/:id', {
      config: admin,
      schema: { tags, summary: 'Zmienia powiat', params: IdParam, body: DistrictBody, response: { 200: District, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (req) => {
      await regionOr400(deps.db, req.body.regionId);
      const [row] = await uniquely(() => deps.db.update(districts).set(req.body).where(eq(districts.id, req.params.id)).returning(), REGION_MESSAGES.districtTaken);
      if (!row) throw notFound('district');
      return (await listDistricts(deps.db, row.regionId)).find((d) => d.id === row.id)!;
    });

    app.delete('/districts/:id', {
      config: admin,
      schema: { tags, summary: 'Usuwa powiat, do którego nikt nie jest przypisany', params: IdParam, response: { 200: MessageResponse, ...errorResponses(401, 403, 404, 409) } },
    }, async (req) => {
      const [use] = await queryRows<{ people: number }>(deps.db, sql`select count(*)::int as people from users where district_id = ${req.params.id}`);
      if (use!.people > 0) throw conflict(REGION_MESSAGES.districtInUse(use!.people));
      const deleted = await deps.db.delete(districts).where(eq(districts.id, req.params.id)).returning({ id: districts.id });
      if (deleted.length === 0) throw notFound('district');
      return { message: SERVER_MESSAGES.deleted };
    });
  };
}

async function regionOr400(db: Database, id: number) {
  const [r] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  if (!r) throw unknownReference('region');
}
