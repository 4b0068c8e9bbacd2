// A server as a separate process, for what needs real processes: the HTTP benchmarks
// (bench/serve.ts) and the fault-injection suite (src/main.ts, the production entry point).
// The child runs TypeScript through tsx and sends an IPC message once it listens.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcessOptions {
  args?: string[];
  /** The child's whole environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shows the child's output here; 'pipe' keeps its tail (see `output`). */
  stdio?: 'inherit' | 'pipe';
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves when the child has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 256 KB of its stdout and stderr (stdio 'pipe' only). */
  output(): string;
}

const KEEP = 256 * 1024;

/** Forks `script` with tsx; resolves once the child reports it listens (its first IPC message). */
export function startServerProcess(script: string, opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const stdio = opts.stdio ?? 'inherit';
  const child = fork(script, opts.args ?? [], {
    execArgv: ['--import', 'tsx'],
    // Several instances run side by side in tests: none takes the metrics port unless a test asks.
    env: { METRICS_PORT: '0', ...(opts.env ?? process.env) },
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child, exited, output: () => tail }));
    void exited.then(({ code, signal }) => reject(new Error(`server ${script} exited before listening (${code ?? signal})\n${tail}`)));
  });
}

/**
 * The environment of a server instance a test starts (src/main.ts): loopback on `port`, its
 * PUBLIC_URL there, NODE_ENV=test, no demo data, no built web app, no metrics port, warnings only
 * in the log; `env` adds to it or overrides it (the database, the mail server, faster job periods).
 */
export function instanceEnv(port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-klub-web-dist',
    METRICS_PORT: '0',
    ...env,
  };
}

/**
 * A TCP port free on 127.0.0.1 right now, for a server whose address must be known before it listens
 * (PUBLIC_URL). Not a port the kernel picked (listen(0)): those come from the ephemeral range
 * (/proc/sys/net/ipv4/ip_local_port_range, 32768–60999), which every outgoing connection draws
 * from too — with two test workers, a database or browser connection took such a port between the
 * check and the listen (EADDRINUSE, once). A random port below that range, checked free, is only
 * ever taken by another such check (1 in ~12 000).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
    if (attempt === 50) throw new Error('no free TCP port in 20000–31999 on 127.0.0.1');
  }
}
