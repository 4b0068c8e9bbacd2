// A server process for the benchmarks: `hello` is a bare Fastify hello-world (the baseline),
// `app` is the real app on PostgreSQL (BENCH_DATABASE_URL) or in-memory PGlite, with demo data.
import Fastify from 'fastify';
import { migrateDatabase, openDatabase } from '@klub/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/seed';
import { seedDemoContent } from '../src/seed-content';

const [mode, portArg] = process.argv.slice(2);
const port = Number(portArg);

if (mode === 'hello') {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  // A canned answer (PUT once: the bytes an app route answers, headers and body) served as fast as
  // hello-world: what those bytes alone cost on the wire and in the load generator.
  let canned: { headers: Record<string, string>; body: string } = { headers: {}, body: '' };
  app.put('/canned', async (request) => {
    canned = request.body as typeof canned;
    return { ok: true };
  });
  app.get('/canned', async (_request, reply) => reply.headers(canned.headers).send(canned.body));
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const url = process.env.BENCH_DATABASE_URL;
  const db = await openDatabase({ url, poolMax: Number(process.env.BENCH_POOL ?? 20) });
  await migrateDatabase(db);
  await seedDemo(db.db);
  await seedDemoContent(db.db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', PORT: String(port) }),
    db,
    logger: !!process.env.BENCH_LOG_LEVEL,
  });
  await app.listen({ port, host: '127.0.0.1' });
}
process.send?.('ready');
