/**
 * The web app's API: every operation of the server (operations.gen.ts, named by operationId and
 * typed by the route's contracts), and how to call them. Import the operations by name, so the
 * bundle keeps only those a screen uses.
 */
export * from './operations.gen';
export { call, callFile, downloadOf, keyOf, narrowed, pathOf, type Answer, type Input, type CallOptions } from './call';
export { resourceOf } from './resource';
export type { Operation } from './operation';
