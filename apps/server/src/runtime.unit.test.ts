import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, unsupportedNodeMessage } from './runtime';

describe('supported Node.js runtime', () => {
  it('accepts 22.12+ and 24.11+, refuses Node 20, early 22, 23 and early 24', () => {
    for (const v of ['v22.12.0', 'v22.23.3', 'v24.11.0', 'v24.21.0', 'v26.1.0']) expect(unsupportedNodeMessage(v), v).toBeNull();
    for (const v of ['v20.20.2', 'v22.11.0', 'v23.11.1', 'v24.10.0', 'v18.20.8'])
      expect(unsupportedNodeMessage(v), v).toMatch(/not supported/);
  });

  it('matches the engines field of the root package.json', () => {
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(root.engines.node).toBe(SUPPORTED_NODE);
  });

  it('the test suite itself runs on a supported Node (npm scripts use the Node 24 from node_modules/.bin)', () => {
    expect(unsupportedNodeMessage(process.version)).toBeNull();
  });
});
