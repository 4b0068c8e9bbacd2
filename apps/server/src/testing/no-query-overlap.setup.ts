// Vitest setup of the API projects: a query sent on a pg client while another runs on it (e.g. a
// Promise.all inside the request's transaction, which is one connection) is a deprecation in pg 8
// and an error in pg 9. Here it fails the test file instead of printing a warning nobody reads.
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) {
    throw new Error(`two queries at once on one pg client (a Promise.all inside a transaction?): ${warning.message}`);
  }
});
