import * as streams from 'node:stream/web';

// jsdom's window has no web streams, and vitest's VM context for a test file (pool vmThreads) is that
// window: MSW needs them (its server-sent events module builds a WritableStream when loaded). They are
// Node's, as the fetch, Request and Response the tests already use (vitest puts Node's in the window).
const scope = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(streams)) if (scope[name] === undefined) scope[name] = value;
