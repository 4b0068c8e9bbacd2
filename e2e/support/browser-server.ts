import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's one Chromium (each test file connects to it). */
    browserWs: string;
  }
}

/**
 * One Chromium for the whole e2e run, not one per file: launching and closing it was about 3.5 s of
 * every file's time on a loaded 2-core machine (43 files: ~150 s). Each file still gets its own
 * connection and its own browser contexts (cookies, storage and cache apart), closed with the file.
 */
export default async function setup(project: TestProject) {
  // No Chromium: each file's startStack says how to install it.
  if (!existsSync(CHROMIUM)) return;
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide('browserWs', server.wsEndpoint());
  return () => server.close();
}
