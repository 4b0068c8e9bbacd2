import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { UNSUBSCRIBE_TEXTS } from '@klub/contracts';
import { users } from '@klub/db';
import { z } from 'zod';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';

/**
 * The unsubscribe link of mailing e-mails (`/unsubscribe`, a server page beside the web app) (and their List-Unsubscribe header): signed with the
 * customer token secret, so it needs no sign-in and cannot be made for somebody else. GET shows a
 * page asking to confirm (mail scanners open links; opening must not unsubscribe), POST does it —
 * the page's button, or a mail program's one-click (RFC 8058: `List-Unsubscribe=One-Click`).
 */
const sign = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url').slice(0, 32);

export function unsubscribeUrl(deps: Pick<Deps, 'config'>, userId: number): string {
  return `${deps.config.publicUrl}/unsubscribe?u=${userId}&t=${sign(deps.config.tokens.customer.secret, userId)}`;
}

const Query = z.object({ u: z.coerce.number().int().min(1).max(2_147_483_647), t: z.string().max(64) });

function valid(secret: string, q: unknown): number | null {
  const parsed = Query.safeParse(q);
  if (!parsed.success) return null;
  const expected = Buffer.from(sign(secret, parsed.data.u));
  const given = Buffer.from(parsed.data.t);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.data.u : null;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escape(UNSUBSCRIBE_TEXTS.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}` +
        `button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1b4a7a;color:#fff;cursor:pointer}</style></head>` +
        `<body><main><h1>${escape(UNSUBSCRIBE_TEXTS.title)}</h1>${body}</main></body></html>`,
    );
}

export function unsubscribeRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    // The page's form and the one-click POST send a form body; its content does not matter here.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );
    const secret = deps.config.tokens.customer.secret;
    const emailOf = async (id: number) =>
      (
        await deps.db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, id), eq(users.isDeleted, false)))
      )[0]?.email;

    // A page of the site, not of the API (no JSON, no OpenAPI operation): the query is checked by
    // the handler, and an invalid link gets the Polish page.
    const schema = { hide: true };
    app.get('/unsubscribe', { config: { access: ACCESS.public }, schema }, async (req, reply) => {
      const id = valid(secret, req.query);
      const email = id && (await emailOf(id));
      if (!id || !email) return page(reply, 400, `<p>${escape(UNSUBSCRIBE_TEXTS.invalid)}</p>`);
      const q = req.query as { u: string; t: string };
      return page(
        reply,
        200,
        `<p>${escape(UNSUBSCRIBE_TEXTS.question(email))}</p><form method="post" action="/unsubscribe?u=${encodeURIComponent(q.u)}&amp;t=${encodeURIComponent(q.t)}">` +
          `<button type="submit">${escape(UNSUBSCRIBE_TEXTS.confirm)}</button></form>`,
      );
    });

    app.post('/unsubscribe', { config: { access: ACCESS.public }, schema }, async (req, reply) => {
      const id = valid(secret, req.query);
      const email = id && (await emailOf(id));
      if (!id || !email) return page(reply, 400, `<p>${escape(UNSUBSCRIBE_TEXTS.invalid)}</p>`);
      await deps.db.update(users).set({ marketingConsent: false, marketingConsentAt: null }).where(eq(users.id, id));
      return page(reply, 200, `<p>${escape(UNSUBSCRIBE_TEXTS.done(email))}</p>`);
    });
  };
}
