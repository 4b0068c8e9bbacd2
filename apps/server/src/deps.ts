import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@klub/db';
import type { Config } from './config';
import type { Mailer } from './lib/mailer';
import type { JobQueue } from './jobs/queue';
import type { TokenService } from './plugins/access';
import type { NotifyBus } from './lib/notify-bus';
import type { SettingsCache } from './lib/settings-cache';
import type { ContentCache } from './lib/content-cache';
import type { RankingScores } from './modules/ranking/ranking-scores';
import type { CurrentRegulationCache } from './modules/regulations/current-regulation';

/** What services need from the outside world; built once in buildApp. */
export interface Deps {
  db: Database;
  config: Config;
  tokens: TokenService;
  /** Queues e-mails (jobs/queue.ts, queue `mail`): `send` returns once the mail is queued, not sent. */
  mailer: Mailer;
  /** The durable job queue. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Cross-instance invalidation (lib/notify-bus.ts): every cache listens here. */
  bus: NotifyBus;
  /** The `settings` table, cached and invalidated in every instance. */
  settings: SettingsCache;
  /** The ranking's score distribution, kept per instance (RANKING_REFRESH_SECONDS). */
  ranking: RankingScores;
  /** The current regulations version, cached and invalidated in every instance. */
  regulations: CurrentRegulationCache;
  /** Published content (news, articles, banners, texts, registration photos), cached and invalidated in every instance. */
  content: ContentCache;
}
