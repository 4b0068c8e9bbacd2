import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import type { Database } from '@klub/db';

/**
 * Every write an admin makes runs in ONE transaction that also says who is acting, so the audit
 * trigger (`klub_audit`, migration 0010) records each changed row in that same transaction: no
 * change goes unrecorded, and no record describes a change that rolled back. The same idea as
 * Django's ATOMIC_REQUESTS, for admin writes only.
 *
 * Services keep taking `deps.db`: it is `requestScopedDb(base)`, which sends every call to the
 * request's transaction while one is open (found through AsyncLocalStorage) and to the pool
 * otherwise. A service's own `db.transaction(…)` becomes a savepoint inside it. Anything that
 * queries the database must use `deps.db`, never the raw handle: on the embedded database a raw
 * query inside an open transaction would wait for it for ever (one connection).
 */
const current = new AsyncLocalStorage<Database>();

/** True inside an admin write's transaction, where `deps.db` stands for that transaction. */
export const insideRequestTransaction = () => current.getStore() !== undefined;

export function requestScopedDb(base: Database): Database {
  return new Proxy(base, {
    get(target, prop) {
      const db = current.getStore() ?? target;
      const value = Reflect.get(db, prop, db) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
    },
  });
}

export interface Actor {
  /** The admin's user id. */
  actorId: number;
  ip: string;
  /** `METHOD /route/:pattern` */
  route: string;
  /** The staff role the admin acts in (the audit trail names it beside them). */
  role?: string | null;
}

/** Runs `work` in a transaction whose rows the audit trigger attributes to `actor`. `base` is the raw database, not the scoped one. */
export function inAuditedTransaction<T>(base: Database, actor: Actor, work: () => Promise<T>): Promise<T> {
  return base.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('klub.audit_actor', ${String(actor.actorId)}, true), set_config('klub.audit_ip', ${actor.ip}, true), set_config('klub.audit_route', ${actor.route}, true), set_config('klub.audit_role', ${actor.role ?? ''}, true)`,
    );
    return current.run(tx as unknown as Database, work);
  });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Wraps the handler of every /api write route: a request made with an admin-space token runs in
 * an audited transaction (whatever the route's access rule, so an admin's password change counts
 * too); any other request runs as before. Registered before the modules (onRoute sees each route).
 */
export function registerAdminWriteTransactions(app: FastifyInstance, base: Database) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || !methods.some((m) => WRITES.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function auditedHandler(req, reply) {
      if (req.auth?.space !== 'admin') return handler.call(this, req, reply);
      const actor = { actorId: req.auth.userId, ip: req.ip, route: `${req.method} ${route.url}`, role: req.auth.staffRole };
      return answerAfterCommit(base, actor, reply, () => handler.call(this, req, reply));
    };
  });
}

/**
 * Runs an admin write in its audited transaction and answers only after the COMMIT. A handler that
 * sends its answer itself (`return reply.status(201).send(x)`) would otherwise answer before it:
 * the client could read before the change is visible (on another connection), or be told of a
 * change that then fails to commit. Its answer is held and handed back to Fastify, which sends it
 * (with the status set meanwhile) once the transaction has committed. Meanwhile the reply is no
 * thenable either: Fastify's `reply.then` waits for the answer to be sent, which would now wait
 * for the very handler that returned it.
 */
async function answerAfterCommit(base: Database, actor: Actor, reply: FastifyReply, handle: () => unknown): Promise<unknown> {
  const own = reply as unknown as Record<'send' | 'then', unknown>;
  let held: { payload: unknown } | undefined;
  own.send = (payload?: unknown) => {
    held = { payload };
    return reply;
  };
  own.then = undefined;
  try {
    const result = await inAuditedTransaction(base, actor, async () => handle());
    if (held) return held.payload;
    return result === reply ? undefined : result;
  } finally {
    delete own.send; // the prototype's again
    delete own.then;
  }
}
