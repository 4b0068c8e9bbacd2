import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MessageResponse, SERVER_MESSAGES, type Publication, type PublicationStatus } from '@klub/contracts';
import type { Database } from '@klub/db';
import { notFound } from '../../errors';
import { ACCESS, authOf, type Access } from '../../plugins/access';
import { paged, pageOf, type Page, type PageQuery } from '../../lib/paging';
import { publicationSelect, publicationValues, readableBy, withPublicationOf, type PublicationTable } from '../../lib/publication';
import { errorResponses } from '../../lib/route-schema';
import { containsPattern } from '../../lib/search';
import { isoTime } from '../../lib/time';

/**
 * The admin-content kit: what contests, trainings, training films and posts share — an admin's
 * paged list (search, status) and item, a member's paged list and item filtered by the audience
 * (`readableBy`: published, due, theirs), create, update and delete with the publication columns,
 * and the five routes on them. A content type declares its table, its contract and what its rows
 * show (`ContentType`); `adminContent` gives its reads and writes and `contentRoutes` its routes.
 * What only one type does (entries, sign-ups, a film's file) stays in its module, around these.
 * It sits among the modules, not in lib: its routes read the access rules (plugins), which lib is below.
 */

/** A content table: an id, the publication columns (`publicationColumns()`), the time of its last change. */
export type ContentTable = PgTable & PublicationTable & { id: PgColumn; updatedAt: PgColumn };

/** The publication columns as read: what `withPublicationOf` turns into the answer. */
interface PublicationRow {
  status: string;
  publishAt: Date;
  audienceRoles: number[];
  audienceGold: boolean;
  audiencePremium: boolean;
  audienceRegions: number[];
  audienceGroups: number[];
}

/** What the kit does with a select: filter, order, cut to a page, await. */
interface Selection {
  where(where: SQL | undefined): PromiseLike<unknown[]> & {
    orderBy(...by: SQL[]): PromiseLike<unknown[]> & { offset(skip: number): { limit(take: number): PromiseLike<unknown[]> } };
  };
}

/** The admin's row of fields `F`: with the publication and `updatedAt`, which the kit selects for every type. */
type AdminRow<F> = SelectResultFields<F> & PublicationRow & { updatedAt: Date };
/** An admin row with its publication and `updatedAt` as answered. */
export type AdminBase<F> = Omit<AdminRow<F>, keyof PublicationRow | 'updatedAt'> & Publication & { updatedAt: string };

/** The admin's list query: a page, a search, a status. A member's query has the same page and may add its own (`when`). */
export interface AdminQuery extends PageQuery {
  search?: string;
  status?: PublicationStatus;
}

export interface ContentType<
  T extends ContentTable,
  AF extends SelectedFields,
  DF extends SelectedFields,
  MF extends SelectedFields,
  MQ,
  Values,
  Body,
  A,
> {
  table: T;
  /** The not-found message of the type. */
  missing: Parameters<typeof notFound>[0];
  /** When the table holds several types (posts of one kind): the condition of this type's rows and the values it writes. */
  scope?: { where: SQL; values: Partial<T['$inferInsert']> };
  /** The select with its joins (training films join their file); `db.select(fields).from(table)` otherwise. */
  from?: (db: Database, fields: SelectedFields) => Selection;
  /** The columns a search reads: `lower(column) like pattern` for any of them. */
  searched: PgColumn[];
  /** The admin's list: its fields (the publication and `updatedAt` are added), its order, its answer per row. */
  admin: { fields: AF; order: SQL[]; answer?: (row: AdminBase<AF>) => A };
  /** What one item adds to a list row (its body), for admins and members alike. */
  detail: DF;
  /** A member's list: its fields, its order and condition from the query, and whether the search applies to it. */
  member: {
    fields: (userId: number, now: Date) => MF;
    order: (q: MQ) => SQL[];
    when?: (q: MQ, now: Date) => SQL | undefined;
    search?: boolean;
  };
  /** The type's own columns from a body (checks included); the kit adds the publication's. */
  values: (db: Database, body: Body) => Values | Promise<Values>;
}

/** The reads and writes of a content type. */
export function adminContent<
  T extends ContentTable,
  AF extends SelectedFields,
  DF extends SelectedFields,
  MF extends SelectedFields,
  MQ extends PageQuery,
  Values,
  Body extends Parameters<typeof publicationValues>[1],
  A = AdminBase<AF>,
>(type: ContentType<T, AF, DF, MF, MQ, Values, Body, A>) {
  const { table } = type;
  const missing = () => notFound(type.missing);
  const select = (db: Database, fields: SelectedFields): Selection =>
    type.from ? type.from(db, fields) : db.select(fields).from(table as PgTable);
  const counted = (db: Database, where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where);
  const search = (text: string | undefined) => {
    if (!text) return undefined;
    const pattern = containsPattern(text);
    const any = type.searched.map((c) => sql`lower(${c}) like ${pattern}`);
    return any.length === 1 ? any[0] : sql`(${sql.join(any, sql` or `)})`;
  };
  const adminFields = { ...type.admin.fields, ...publicationSelect(table), updatedAt: table.updatedAt };
  const one = (id: number) => and(type.scope?.where, eq(table.id, id));
  const answer = ({ updatedAt, ...row }: AdminRow<AF>): A => {
    const base = { ...withPublicationOf(row), updatedAt: isoTime(updatedAt) } as unknown as AdminBase<AF>;
    return type.admin.answer ? type.admin.answer(base) : (base as A);
  };
  const detailOf = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(type.detail).map((k) => [k, row[k]])) as SelectResultFields<DF>;

  async function getForAdmin(db: Database, id: number): Promise<A & SelectResultFields<DF>> {
    const [row] = (await select(db, { ...adminFields, ...type.detail }).where(one(id))) as (AdminRow<AF> & SelectResultFields<DF>)[];
    if (!row) throw missing();
    return { ...answer(row), ...detailOf(row) };
  }

  /** The publication's columns with the type's own, for an insert (`adding`) or an update. */
  const valuesOf = async (db: Database, body: Body, adding: boolean) => ({
    ...(await type.values(db, body)),
    ...(await publicationValues(db, body, adding)),
  });

  return {
    missing,
    valuesOf,
    getForAdmin,

    /** Admin: a page of every item (optionally of one status, or holding a search), in the type's order. */
    async listForAdmin(db: Database, q: AdminQuery): Promise<Page<A>> {
      const where = and(type.scope?.where, search(q.search), q.status ? eq(table.status, q.status) : undefined);
      const page = await paged(
        pageOf(
          select(db, adminFields)
            .where(where)
            .orderBy(...type.admin.order),
          q,
        ),
        counted(db, where),
      );
      return { total: page.total, data: (page.data as AdminRow<AF>[]).map(answer) };
    },

    /** A member: a page of the items they may read at `now` (the audience's rule), in the type's order. */
    async memberPage(db: Database, userId: number, now: Date, q: MQ & { search?: string }): Promise<Page<SelectResultFields<MF>>> {
      const where = and(
        type.scope?.where,
        readableBy(table, userId, now),
        type.member.when?.(q, now),
        type.member.search ? search(q.search) : undefined,
      );
      const rows = select(db, type.member.fields(userId, now))
        .where(where)
        .orderBy(...type.member.order(q));
      return (await paged(pageOf(rows, q), counted(db, where))) as Page<SelectResultFields<MF>>;
    },

    /** A member: one item they may read at `now`, with its detail; 404 otherwise. */
    async memberItem(db: Database, userId: number, now: Date, id: number): Promise<SelectResultFields<MF> & SelectResultFields<DF>> {
      const [row] = await select(db, { ...type.member.fields(userId, now), ...type.detail }).where(
        and(one(id), readableBy(table, userId, now)),
      );
      if (!row) throw missing();
      return row as SelectResultFields<MF> & SelectResultFields<DF>;
    },

    async create(db: Database, body: Body) {
      const [row] = await db
        .insert(table)
        .values({ ...type.scope?.values, ...(await valuesOf(db, body, true)) } as T['$inferInsert'])
        .returning({ id: table.id });
      return getForAdmin(db, row!.id as number);
    },

    async update(db: Database, id: number, body: Body) {
      const [row] = await db
        .update(table)
        .set({ ...(await valuesOf(db, body, false)), updatedAt: new Date() } as Partial<T['$inferInsert']>)
        .where(one(id))
        .returning({ id: table.id });
      if (!row) throw missing();
      return getForAdmin(db, id);
    },

    async remove(db: Database, id: number): Promise<void> {
      const deleted = await db.delete(table).where(one(id)).returning({ id: table.id });
      if (deleted.length === 0) throw missing();
    },
  };
}

export type AdminContent = ReturnType<typeof adminContent>;

/** A content type's five routes: what the API says of it and what answers each space. */
export interface ContentRoutes<Q extends z.ZodType, B extends z.ZodType> {
  path: string;
  tags: string[];
  /** A body larger than Fastify's default (rich text). */
  bodyLimit?: number;
  summary: { list: string; one: string; create: string; update: string; remove: string };
  /** The contract: the list's query, the answers (a list and an item for either space; the admin's item) and the body. */
  schemas: { query: Q; list: z.ZodType; one: z.ZodType; item: z.ZodType; body: B };
  /** The list for each space; the item for each (only admins read one item when `member.one` is absent). */
  admin: { list: (query: z.output<Q>) => Promise<unknown>; one: (id: number) => Promise<unknown> };
  member: {
    list: (userId: number, query: z.output<Q>, reply: FastifyReply) => Promise<unknown>;
    one?: (userId: number, id: number) => Promise<unknown>;
  };
  create: (body: z.output<B>) => Promise<unknown>;
  update: (id: number, body: z.output<B>) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** The statuses a delete answers besides 200 (404, and 409 when a rule may refuse it). */
  removeErrors?: number[];
}

const isAdmin = (req: FastifyRequest) => authOf(req).space === 'admin';
const idOf = (req: FastifyRequest) => (req.params as z.output<typeof IdParam>).id;

/**
 * Registers GET `path` and `path/:id` (the token's space decides which answer), POST `path`, PATCH
 * and DELETE `path/:id` (admins with the content right), in this order.
 */
export function contentRoutes<Q extends z.ZodType, B extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  r: ContentRoutes<Q, B>,
): void {
  const admin: { access: Access } = { access: ACCESS.admin('content') };
  const either: { access: Access } = { access: ACCESS.signedIn };
  const { tags, bodyLimit, summary, schemas } = r;
  const limit = bodyLimit === undefined ? {} : { bodyLimit };
  const memberOne = r.member.one;
  app.get(
    r.path,
    { config: either, schema: { tags, summary: summary.list, querystring: schemas.query, response: { 200: schemas.list } } },
    (req, reply) =>
      isAdmin(req) ? r.admin.list(req.query as z.output<Q>) : r.member.list(authOf(req).userId, req.query as z.output<Q>, reply),
  );
  app.get(
    `${r.path}/:id`,
    {
      config: memberOne ? either : admin,
      schema: { tags, summary: summary.one, params: IdParam, response: { 200: schemas.one, ...errorResponses(404) } },
    },
    (req) => (memberOne && !isAdmin(req) ? memberOne(authOf(req).userId, idOf(req)) : r.admin.one(idOf(req))),
  );
  app.post(
    r.path,
    { config: admin, ...limit, schema: { tags, summary: summary.create, body: schemas.body, response: { 201: schemas.item } } },
    async (req, reply) => reply.status(201).send(await r.create(req.body as z.output<B>)),
  );
  app.patch(
    `${r.path}/:id`,
    {
      config: admin,
      ...limit,
      schema: {
        tags,
        summary: summary.update,
        params: IdParam,
        body: schemas.body,
        response: { 200: schemas.item, ...errorResponses(404) },
      },
    },
    (req) => r.update(idOf(req), req.body as z.output<B>),
  );
  app.delete(
    `${r.path}/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: summary.remove,
        params: IdParam,
        response: { 200: MessageResponse, ...errorResponses(...(r.removeErrors ?? [404])) },
      },
    },
    async (req) => {
      await r.remove(idOf(req));
      return { message: SERVER_MESSAGES.deleted };
    },
  );
}
