// The deployment files (deploy/, Dockerfile, compose.yaml) against the code they deploy: the example
// environment lists every variable config.ts reads and starts a production configuration; the
// container and compose run the commands the rolling-restart rehearsal runs; systemd waits longer
// than the instance's own drain and close; nginx accepts the site (when nginx is installed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const NGINX = '/usr/sbin/nginx';

describe('deployment files', () => {
  it('deploy/klub.env.example lists every variable of config.ts, and its values make a production configuration', () => {
    const schema = read('apps/server/src/config.ts').split('const EnvSchema = z')[1]!.split('.superRefine(')[0]!;
    const variables = [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(30);
    const example = read('deploy/klub.env.example');
    const listed = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect([...new Set(listed)].sort()).toEqual([...variables].sort());
    const env = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]),
    );
    const config = loadConfig(env);
    expect(config.env).toBe('production');
    expect(config.migrateOnStart).toBe(false);
    // systemd sets them per instance, and an EnvironmentFile= would win over its Environment=.
    expect(env.PORT).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
  });

  it('the image and compose run what the rehearsal runs: npm run db:migrate, then node apps/server/dist/main.js', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('CMD ["node", "apps/server/dist/main.js"]');
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev/);
    expect(dockerfile).toContain('COPY --from=build /app/packages/db/migrations packages/db/migrations');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(dockerfile).toContain('/api/health/live');
    const compose = read('compose.yaml');
    expect(compose).toContain("command: ['npm', 'run', 'db:migrate']");
    expect(compose).toContain('condition: service_completed_successfully');
    expect(compose).toContain('./deploy/nginx/klub.conf:');
    const rehearsal = read('apps/server/bench/rehearsal.ts');
    expect(rehearsal).toContain("'apps/server/dist/main.js'");
    expect(rehearsal).toContain("'db:migrate'");
    expect(JSON.parse(read('package.json')).scripts['db:migrate']).toBe('node apps/server/dist/migrate.js');
  });

  it('systemd gives an instance longer to stop than its drain and close take', () => {
    const unit = read('deploy/systemd/klub@.service');
    expect(unit).toContain('ExecStart=/usr/bin/node /opt/klub/apps/server/dist/main.js');
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    const { drainSeconds, timeoutSeconds } = loadConfig({}).shutdown;
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(drainSeconds + timeoutSeconds);
    expect(read('deploy/systemd/klub-migrate.service')).toMatch(/^ExecStart=\/usr\/bin\/npm run db:migrate$/m);
    expect(read('deploy/systemd/klub-migrate.service')).toMatch(/^Type=oneshot$/m);
  });

  it('nginx: keep-alive shorter than the drain, no repeated POST, and the site passes nginx -t', () => {
    const site = read('deploy/nginx/klub.conf');
    const keepalive = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(site)?.[1]);
    expect(keepalive).toBeLessThan(5); // the rehearsal's DRAIN_SECONDS; production's default is 10
    const nextUpstream = /^\s*proxy_next_upstream ([^;]+);/m.exec(site)?.[1];
    expect(nextUpstream).toBe('error timeout http_502 http_503');
    if (!existsSync(NGINX)) return; // CI installs nginx-light; a developer may not have it
    const dir = mkdtempSync(path.join(tmpdir(), 'klub-nginx-'));
    try {
      writeFileSync(path.join(dir, 'klub-upstream.conf'), read('deploy/nginx/klub-upstream.conf'));
      const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join(' ');
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; events {} http { ${temps} access_log off; include ${path.join(root, 'deploy/nginx/klub.conf')}; }`,
      );
      const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(test.status, test.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('take-out.sh marks one instance down in the upstream file, puts every one back, reloads each time, and refuses a port not listed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klub-take-out-'));
    try {
      const file = path.join(dir, 'klub-upstream.conf');
      const original = read('deploy/nginx/klub-upstream.conf');
      writeFileSync(file, original);
      const reloads = path.join(dir, 'reloads');
      const run = (...args: string[]) =>
        spawnSync('sh', [path.join(root, 'deploy/nginx/take-out.sh'), ...args], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, KLUB_UPSTREAM: file, KLUB_NGINX_RELOAD: `touch ${reloads}` },
        });
      const down = () => [...readFileSync(file, 'utf8').matchAll(/^server \S+:(\d+) .* down;$/gm)].map((m) => m[1]);
      expect(run('3002').status).toBe(0);
      expect(down()).toEqual(['3002']);
      expect(existsSync(reloads)).toBe(true);
      expect(run('3003').status).toBe(0);
      expect(down()).toEqual(['3003']);
      rmSync(reloads);
      const missing = run('3999');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('no server on port 3999');
      expect(existsSync(reloads)).toBe(false);
      expect(run().status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(original);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
