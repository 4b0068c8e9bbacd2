import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once at start and set on every reply. The headers do not
 * depend on the request (no CSP nonces), while @fastify/helmet rebuilt the helmet middleware —
 * CSP directives parsed again — on every request: about 14 % of a cached read's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * `customerPages`: the options of the customer area's documents (every path but /admin and /api),
 * whose CSP also allows the live-chat vendor's origins; the back office and the API keep `options`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions, customerPages: HelmetOptions = options) {
  const headers = securityHeaders(options);
  const customer = securityHeaders(customerPages);
  app.addHook('onRequest', (request, reply, done) => {
    const strict = request.url.startsWith('/api/') || request.url === '/admin' || request.url.startsWith('/admin/');
    void reply.headers(strict ? headers : customer);
    done();
  });
}
