import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@klub/db';
import type { Config } from './config';
import type { Mailer } from './lib/mailer';
import type { TokenService } from './plugins/access';

/** What services need from the outside world; built once in buildApp. */
export interface Deps {
  db: Database;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
