import { z } from 'zod';
import type { QueueSettings } from './jobs/queue';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const seconds = z.coerce
  .number()
  .int()
  .min(60)
  .max(60 * 60 * 24 * 90);

const DEV_CUSTOMER_SECRET = 'dev-only-customer-token-secret-change-me-0001';
const DEV_ADMIN_SECRET = 'dev-only-admin-token-secret-change-me-00000001';

/** Every setting the server reads; parsed once at start. A wrong value stops the start naming the variable. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** postgres://… — PostgreSQL server. Absent: embedded PGlite in DATA_DIR. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    PUBLIC_URL: z.url().optional(),
    CUSTOMER_TOKEN_SECRET: z.string().min(32).optional(),
    ADMIN_TOKEN_SECRET: z.string().min(32).optional(),
    /** Customer token lifetime in seconds (cookie expiry equals it). */
    CUSTOMER_TOKEN_TTL: seconds.default(60 * 60 * 24 * 7),
    ADMIN_TOKEN_TTL: seconds.default(60 * 60 * 8),
    /** smtp://user:pass@host:port or smtps://… Absent: mails are written to the log (development only). */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Klub <klub@localhost>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(10).optional(),
    SEED_DEMO: bool.optional(),
    /**
     * Which proxies may tell the client address (X-Forwarded-For): `false` (none), a number of hops
     * (`1` = the load balancer in front; `true` means 1), or a comma-separated list of proxy
     * addresses/CIDRs. Never "every hop": the left-most X-Forwarded-For entry is the client's to write.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): false | number | string[] => {
        const t = v.trim().toLowerCase();
        if (t === 'false' || t === '0' || t === '') return false;
        if (t === 'true') return 1;
        if (/^\d+$/.test(t) && Number(t) <= 10) return Number(t);
        const list = t
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        if (list.length && list.every((x) => /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/.test(x) && /[.:]/.test(x))) return list;
        ctx.addIssue({ code: 'custom', message: 'false, a number of proxy hops (1–10), or proxy addresses/CIDRs separated by commas' });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The app's pages in the stores until an admin sets them; unset: no store button (a store's home page helps no one).
    APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
    GOOGLE_PLAY_URL: z.url({ protocol: /^https$/ }).optional(),
    WEB_DIST_DIR: z.string().optional(),
    /**
     * How old the ranking's score distribution may be before an instance reads it again (seconds;
     * others' new points show within it, a member's own at once). 0: read on every request.
     */
    RANKING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How often an idle job worker looks for work when no notification woke it (seconds). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * How often the queue looks for jobs whose instance died (heartbeat lapsed) and retries them
     * (seconds): a mailing is taken over within 20 s at 5 (jobs/queue.ts). Each instance tries this
     * often, one pass per period runs in the cluster.
     */
    JOB_MONITOR_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** A failed e-mail is tried again after this many seconds, then after twice as long each time (up to an hour). */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Attempts after the first before an e-mail counts as failed (settings/logs, "Nieudane e-maile"). */
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
    /** The SMS gateway's REST API (SMSAPI.pl); tests point it at a local stand-in. */
    SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.smsapi.pl'),
    /** The gateway's OAuth token (SMSAPI.pl panel: "Tokeny API"); needed once an admin chooses the gateway in the settings. */
    SMS_API_TOKEN: z.string().min(8).max(200).optional(),
    /** The live-chat vendor's loader script (LiveChat); tests point it at a local stand-in. */
    LIVECHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://cdn.livechatinc.com/tracking.js'),
    /**
     * The vendor's origins the customer pages' CSP allows (scripts, connections, frames, images),
     * space-separated. Default: LiveChat's. Only these are added; admin pages and the API never get them.
     */
    LIVECHAT_ORIGINS: z
      .string()
      .default('https://cdn.livechatinc.com https://*.livechatinc.com wss://*.livechatinc.com')
      .transform((v) => v.split(/\s+/).filter(Boolean)),
    /**
     * Apply pending migrations when the instance starts. Default: on outside production (the embedded
     * database, demos, tests); off in production, where `npm run db:migrate` is the release step and an
     * instance whose database is behind its code waits, answering /api/health/ready 503 with the reason.
     */
    MIGRATE_ON_START: bool.optional(),
    /** After SIGTERM: seconds the instance keeps answering (ready 503, `Connection: close`) before it stops accepting. */
    DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /** After the drain: seconds for in-flight requests, job workers and the database to close before a hard exit (code 1). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Prometheus metrics (`GET /metrics`) on their own port, never on the public one; 0 turns them off. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** The metrics port's address: loopback unless the scraper is elsewhere (then a private address). */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Let webhooks reach loopback, private and link-local addresses (modules/webhooks/webhooks.target.ts).
     * Off by default: a partner's URL must not reach the club's own network. On for tests and for
     * on-premises installs whose ERP sits in the same network.
     */
    WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // The embedded database is for development, demos and tests: a production instance without
    // DATABASE_URL would be a second, empty club in a local folder that members could register into.
    if (!env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'required when NODE_ENV=production (postgres://…); the embedded database is for development, demos and tests only',
      });
    for (const key of ['CUSTOMER_TOKEN_SECRET', 'ADMIN_TOKEN_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when NODE_ENV=production' });
    }
    if (env.CUSTOMER_TOKEN_SECRET && env.CUSTOMER_TOKEN_SECRET === env.ADMIN_TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOKEN_SECRET'], message: 'must differ from CUSTOMER_TOKEN_SECRET' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolMax: number;
  dataDir: string;
  publicUrl: string;
  tokens: {
    customer: { secret: string; ttl: number };
    admin: { secret: string; ttl: number };
  };
  smtpUrl?: string;
  mailFrom: string;
  initialAdmin?: { email: string; password: string };
  seedDemo: boolean;
  /**
   * Fastify's trustProxy: never `true` (that would trust a client-written X-Forwarded-For). A hop
   * count becomes proxy-addr's trust function (Fastify's types take no number): hop i is trusted while i < n.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  webDistDir?: string;
  liveChat: { scriptUrl: string; origins: string[] };
  /** The SMS gateway (lib/sms-gateway.ts); which one, and the sender, are settings. */
  sms: { apiUrl: string; token?: string };
  rankingRefreshSeconds: number;
  /** The job queue (jobs/queue.ts). */
  jobs: QueueSettings;
  /** Apply pending migrations at start (main.ts); otherwise wait for `npm run db:migrate`. */
  migrateOnStart: boolean;
  /** SIGTERM: drain period, then the time allowed to close before a hard exit (seconds; main.ts). */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** The Prometheus endpoint's own listener (plugins/metrics.ts); port 0: none. */
  metrics: { port: number; host: string };
  /** Outbound webhooks: may they reach loopback, private and link-local addresses (WEBHOOKS_ALLOW_PRIVATE)? */
  webhooks: { allowPrivate: boolean };
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    tokens: {
      customer: { secret: e.CUSTOMER_TOKEN_SECRET ?? DEV_CUSTOMER_SECRET, ttl: e.CUSTOMER_TOKEN_TTL },
      admin: { secret: e.ADMIN_TOKEN_SECRET ?? DEV_ADMIN_SECRET, ttl: e.ADMIN_TOKEN_TTL },
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    trustProxy: typeof e.TRUST_PROXY === 'number' ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    appStoreUrl: e.APP_STORE_URL ?? '',
    googlePlayUrl: e.GOOGLE_PLAY_URL ?? '',
    webDistDir: e.WEB_DIST_DIR,
    rankingRefreshSeconds: e.RANKING_REFRESH_SECONDS,
    jobs: {
      pollSeconds: e.JOB_POLL_SECONDS,
      monitorSeconds: e.JOB_MONITOR_SECONDS,
      mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      mailRetryLimit: e.MAIL_RETRY_LIMIT,
    },
    liveChat: { scriptUrl: e.LIVECHAT_SCRIPT_URL, origins: e.LIVECHAT_ORIGINS },
    sms: { apiUrl: e.SMS_API_URL.replace(/\/$/, ''), token: e.SMS_API_TOKEN },
    migrateOnStart: e.MIGRATE_ON_START ?? e.NODE_ENV !== 'production',
    shutdown: { drainSeconds: e.DRAIN_SECONDS, timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
  };
}

function trustHops(n: number) {
  return (_address: string, hop: number) => hop < n;
}
