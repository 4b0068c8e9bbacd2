import { http } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { z } from 'zod';
import { RESPONSE_SCHEMAS } from './operation-schemas.gen';

/**
 * The web tests' network: one MSW server per test file (testing/setup.ts starts it, drops the
 * test's handlers after each test and fails a test whose fixtures broke a contract). The app's own
 * fetch runs unchanged; MSW answers it. A request no test handles gets a 404 `Brak atrapy dla …`.
 */

/** A JSON Response as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const unmatched = (key: string) => json({ message: `Brak atrapy dla ${key}` }, 404);

export const server = setupServer(http.all('*', ({ request }) => unmatched(`${request.method} ${new URL(request.url).pathname}`)));

/**
 * What a test's handler and its spy see of a request: the method, the headers as sent (names in
 * lower case, as on the wire), and the body — the text of a JSON body, FormData for a multipart
 * one, a Blob for anything else (a CSV upload).
 */
export interface SentRequest extends RequestInit {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
}

export type MockHandler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

async function sentOf(request: Request): Promise<SentRequest> {
  const headers = Object.fromEntries(request.headers);
  const sent: SentRequest = { method: request.method, headers };
  if (request.body === null) return sent;
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) sent.body = await request.formData();
  else if (type.includes('json') || type.startsWith('text/plain')) sent.body = await request.text();
  else sent.body = await request.blob();
  return sent;
}

/** The answers' template paths (`/api/faq/groups/:id`), static routes before parameter ones. */
const templates = Object.keys(RESPONSE_SCHEMAS)
  .map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    const parts = path.split('/');
    const pattern = new RegExp(`^${parts.map((p) => (p.startsWith(':') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
    return { key, method, pattern, statics: parts.filter((p) => !p.startsWith(':')).length };
  })
  .sort((a, b) => b.statics - a.statics);

/** The operation ("GET /api/faq/groups/:id") a request goes to, if the server has one. */
export function operationOf(method: string, pathname: string): string | undefined {
  return templates.find((t) => t.method === method && t.pattern.test(pathname))?.key;
}

/** Fixtures that broke their route's contract in the current test (testing/setup.ts fails the test on them). */
export const contractBreaks: string[] = [];

/** Parses a 2xx JSON answer with its operation's response schema; a mismatch is recorded, the answer goes out unchanged. */
async function checkAnswer(method: string, pathname: string, response: Response): Promise<void> {
  if (!response.ok || response.status === 204) return; // error answers are not parsed
  if (!(response.headers.get('content-type') ?? '').includes('json')) return; // nor files (CSV, PDF)
  const operation = operationOf(method, pathname);
  if (!operation) {
    if (pathname.startsWith('/api/')) contractBreaks.push(`${method} ${pathname}: the server has no such operation`);
    return;
  }
  const schema: z.ZodType | null | undefined = RESPONSE_SCHEMAS[operation];
  // no contract name, or a text answer (a CSV, a PDF): a test may answer one with JSON to see it refused
  if (!schema || schema.def.type === 'string') return;
  let answer: unknown;
  try {
    answer = await response.clone().json();
  } catch {
    contractBreaks.push(`${method} ${pathname} (${operation}): the fixture says JSON but is not`);
    return;
  }
  const result = schema.safeParse(answer);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 8).map((i) => `  ${i.path.join('.') || '(answer)'}: ${i.message}`);
  if (result.error.issues.length > 8) issues.push(`  … ${result.error.issues.length - 8} more`);
  contractBreaks.push(`${method} ${pathname} (${operation}): the fixture does not match the contract\n${issues.join('\n')}`);
}

/**
 * Answers the app's requests with handlers keyed by "METHOD /path" (for this test); a handler keyed
 * '*' takes the requests no other one does (the API client's own tests). Returns a spy
 * of every request, `[url, init]`: the URL as the app asked it (path and query), and the request
 * as sent (SentRequest). Each 2xx JSON answer is parsed with its route's contract.
 */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const spy = vi.fn<(url: string, init: SentRequest) => void>();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const sent = await sentOf(request);
      const asked = url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
      spy(asked, sent);
      const key = `${request.method} ${url.pathname}`;
      const handler = handlers[key] ?? handlers['*'];
      if (!handler) return unmatched(key);
      const response = await handler(sent, url);
      await checkAnswer(request.method, url.pathname, response);
      return response;
    }),
  );
  return spy;
}
