import { afterAll, afterEach, beforeAll } from 'vitest';
import './web-streams'; // before MSW loads
import { contractBreaks, server } from './network';

// The web project's setup (vitest.config.ts): the network of every test file is MSW's (testing/network.ts).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  server.resetHandlers();
  const breaks = contractBreaks.splice(0);
  if (breaks.length) throw new Error(`Atrapy niezgodne z kontraktami (@klub/contracts):\n${breaks.join('\n')}`);
});

afterAll(() => server.close());
