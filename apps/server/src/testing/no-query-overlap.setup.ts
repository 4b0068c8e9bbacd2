// Vitest setup of the API projects: a query sent on a pg client while another runs on it (e.g. a
// Promise.all inside the request's transaction, which is one connection) is a deprecation in pg 8
// and an error in pg 9. Here it fails the test file instead of printing a warning nobody reads.
// Setup files run before every test file, and the API projects share one process per worker
// (isolate: false, vitest.config.ts): the listener is added once per process.
const KEY = Symbol.for('klub.noQueryOverlap');
const proc = process as NodeJS.Process & { [KEY]?: true };
if (!proc[KEY]) {
  proc[KEY] = true;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) {
      throw new Error(`two queries at once on one pg client (a Promise.all inside a transaction?): ${warning.message}`);
    }
  });
}
