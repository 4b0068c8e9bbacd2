import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@klub/contracts';

/**
 * Serves the built React app: hashed assets cached for a year and sent pre-compressed (brotli or
 * gzip, as the browser accepts), index.html never cached, and every
 * non-API GET falls back to index.html (client-side routing). Unknown /api paths answer 404 JSON, and
 * so does /metrics: the metrics are served on their own port only (plugins/metrics.ts), and a page
 * there would tell a misconfigured scraper or probe "200" on the public port.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent when accepted
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api') || request.method !== 'GET' || !hasWeb || url === '/metrics' || url.startsWith('/metrics/')) {
      return reply.status(404).send({ message: ERROR_CODES.ROUTE_NOT_FOUND.message });
    }
    const file = url.slice(1);
    if (file && !file.includes('..') && /\.[a-z0-9]{2,5}$/i.test(file)) {
      return reply.status(404).send({ message: ERROR_CODES.NOT_FOUND.message });
    }
    void reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
