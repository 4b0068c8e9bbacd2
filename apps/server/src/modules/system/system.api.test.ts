import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MARK, ID_PATTERN } from '@klub/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ambiguousPaths } from '../../testing/ambiguous-paths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('system', () => {
  it('health reports the database and version 1.1.6', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: true, version: '1.1.6' });
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/nie-ma']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('OpenAPI 3.1 lists every API route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.1.6');
    for (const r of t.app.routeAccess) {
      const path = r.url.replace(/:([a-zA-Z]+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path} in OpenAPI`).toBeTruthy();
      expect(op.responses['200'] ?? op.responses['201'] ?? op.responses['202'], `${r.method} ${path} response schema`).toBeTruthy();
    }
    expect(doc.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('every route documents the 400/401/403 its input and access imply, and its bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const r of t.app.routeAccess) {
      const path = r.url.replace(/:([a-zA-Z]+)/g, '{$1}');
      const op = doc.paths[path][r.method.toLowerCase()];
      const name = `${r.method} ${path}`;
      if (op.parameters?.length || op.requestBody) expect(op.responses, name).toHaveProperty('400');
      if (r.access === 'public') continue;
      expect(op.responses, name).toHaveProperty('401');
      expect(op.responses, name).toHaveProperty('403');
      // Each alternative holds the space's bearer token; a route that takes an API key on top of it
      // (config.apiKeyScope) lists the token with the key as one more alternative.
      const alternatives: string[][] = op.security.map((s: Record<string, unknown>) => Object.keys(s));
      const tokens = [...new Set(alternatives.flatMap((a) => a.filter((k) => k !== 'apiKey')))];
      expect(tokens, name).toEqual(r.access.space === 'any' ? ['customerToken', 'adminToken'] : [`${r.access.space}Token`]);
      expect(
        alternatives.every((a) => a.some((k) => k !== 'apiKey')),
        `${name}: a key never stands alone`,
      ).toBe(true);
    }
  });

  it('no two path templates match one concrete path: every literal segment facing a parameter is text the parameter refuses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(ambiguousPaths(doc)).toEqual([]);
    // Resolved by what an id is (digits, stated as its pattern), never by renaming the spec's paths.
    for (const path of ['/api/users/gold/{id}', '/api/users/{id}/points', '/api/orders/basket/{id}', '/api/orders/{id}/pdf'])
      expect(doc.paths, path).toHaveProperty([path]);
    const idParams = Object.values(doc.paths as Record<string, Record<string, { parameters?: { in: string; schema: object }[] }>>)
      .flatMap((ops) => Object.values(ops).flatMap((op) => op.parameters ?? []))
      .filter((p) => p.in === 'path' && (p.schema as Record<string, unknown>)[ID_MARK]);
    expect(idParams.length).toBeGreaterThan(100);
    for (const p of idParams) expect(p.schema).toMatchObject({ type: 'integer', pattern: ID_PATTERN });
  });

  it('public config and registration photos answer without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ version: '1.1.6' });
    expect((await t.app.inject({ method: 'GET', url: '/api/page/photos' })).statusCode).toBe(200);
  });
});
