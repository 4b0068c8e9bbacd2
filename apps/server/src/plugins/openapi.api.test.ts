import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules (what client generators rely on): no error, and only the warnings public reads without input force', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      // Redocly's no-ambiguous-paths reads templates only, not what a parameter takes: it would flag the
      // spec's own `/api/users/gold/{id}` beside `/api/users/{id}/points`. Our check reads the id's
      // pattern and refuses any ambiguity left (system.api.test, testing/ambiguous-paths.ts).
      config: await createConfig({ extends: ['recommended'], rules: { 'no-ambiguous-paths': 'off' } }),
    });
    const shown = (list: typeof problems) =>
      list.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`).join('\n');
    expect(
      problems.filter((p) => p.severity === 'error'),
      shown(problems),
    ).toEqual([]);
    // Accepted warning, for a reason of the contract rather than of the document: a public read that
    // takes no input (health, config, regions) has no 4xx answer to document.
    const publicWithoutInput = (pointer: string) => {
      const [, path, method] = /^#\/paths\/(.+)\/(get|post|put|patch|delete)\/responses$/.exec(pointer) ?? [];
      const op = path && doc.paths[path.replace(/~1/g, '/')]?.[method!];
      return Boolean(op && op.security?.length === 0 && !op.parameters && !op.requestBody);
    };
    const unexpected = problems.filter((p) => !(p.ruleId === 'operation-4xx-response' && publicWithoutInput(p.location[0]?.pointer ?? '')));
    expect(unexpected, shown(unexpected)).toEqual([]);
  });

  it('names every operation once and states its security, a public one as none', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const ops = Object.values(doc.paths as Record<string, Record<string, { operationId: string; security?: unknown[] }>>).flatMap((p) =>
      Object.values(p),
    );
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.every((o) => Array.isArray(o.security))).toBe(true);
    expect(doc.paths['/api/users/{id}/points'].get.operationId).toBe('getUsersByIdPoints');
    expect(doc.paths['/api/regions'].get.security).toEqual([]);
    expect(doc.servers).toEqual([{ url: 'http://klub.test', description: expect.any(String) }]);
  });
});
