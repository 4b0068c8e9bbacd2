import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './plugins/security-headers';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@klub/db';
import { VIDEO_PLAYER_ORIGINS } from '@klub/contracts';
import type { Config } from './config';
import { Lifecycle } from './lifecycle';
import type { Deps } from './deps';
import { createMailer, withSender, type Mailer } from './lib/mailer';
import { queuedMailer, startJobQueue } from './jobs/queue';
import { mailSender } from './modules/settings/settings.service';
import { createTokenService, registerAccessControl } from './plugins/access';
import { SessionCache } from './plugins/session-cache';
import { NotifyBus } from './lib/notify-bus';
import { SettingsCache } from './lib/settings-cache';
import { RankingScores } from './modules/ranking/ranking-scores';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { logSerializers } from './lib/safe-log';
import { registerOpenApi } from './plugins/openapi';
import { registerRouteDefaults } from './lib/route-schema';
import compress from '@fastify/compress';
import { registerWeb } from './plugins/web';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { systemRoutes } from './modules/system/system.routes';
import { pointsTableRoutes } from './modules/points-table/points-table.routes';
import { codesRoutes } from './modules/codes/codes.routes';
import { memberPointsRoutes } from './modules/codes/member-points.routes';
import { rankingRoutes } from './modules/ranking/ranking.routes';
import { startScheduler } from './jobs/scheduler';
import { PERIODIC_WORK } from './periodic-jobs';
import { registerAdminWriteTransactions, requestScopedDb } from './lib/request-transaction';
import { withDeliveryLog } from './lib/job-log';
import { statsRoutes } from './modules/stats/stats.routes';
import { reportsRoutes } from './modules/stats/reports.routes';
import { prizeStatementRoutes } from './modules/stats/prize-statement.routes';
import { campaignReportRoutes } from './modules/stats/campaign-report.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { registerTwoFactorGate } from './modules/two-factor/two-factor.gate';
import { auditRoutes } from './modules/audit/audit.routes';
import { startImportWorker } from './modules/imports/imports.worker';
import { IMPORT_KIND_HANDLERS } from './import-kinds';
import { importsRoutes } from './modules/imports/imports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { apiKeyCheck } from './modules/api-keys/api-keys.service';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { startWebhookDelivery } from './modules/webhooks/webhooks.delivery';
import { membersRoutes } from './modules/members/members.routes';
import { regionsRoutes } from './modules/regions/regions.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { distributorsRoutes } from './modules/distributors/distributors.routes';
import { contractorWebsitesRoutes, myWebsiteRoutes } from './modules/contractor-websites/contractor-websites.routes';
import { filesRoutes } from './modules/files/files.routes';
import { goldRoutes } from './modules/groups/gold.routes';
import { premiumRoutes } from './modules/groups/premium.routes';
import { prizesRoutes } from './modules/prizes/prizes.routes';
import { listsRoutes } from './modules/lists/lists.routes';
import { memberGroupsRoutes } from './modules/member-groups/member-groups.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { postRoutes } from './modules/posts/posts.routes';
import { trainingRoutes } from './modules/trainings/trainings.routes';
import { contestRoutes } from './modules/contests/contests.routes';
import { trainingMovieRoutes } from './modules/training-movies/training-movies.routes';
import { mailingRoutes } from './modules/mailings/mailings.routes';
import { runMailing } from './modules/mailings/mailing-sending';
import { unsubscribeRoutes } from './modules/mailings/unsubscribe';
import { smsRoutes } from './modules/sms/sms.routes';
import { createSmsGateway } from './lib/sms-gateway';
import { registerMetrics } from './plugins/metrics';
import { createMailLayout, withLayout } from './lib/mail-layout';
import { messageRoutes } from './modules/messages/messages.routes';
import { trainingContactRoutes } from './modules/training-contact/training-contact.routes';
import { trainingGalleryRoutes } from './modules/training-gallery/training-gallery.routes';
import { textRoutes } from './modules/texts/texts.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { codeGuardRoutes } from './modules/code-guard/code-guard.routes';
import { memberCampaignRoutes } from './modules/campaigns/campaigns.member-routes';
import { pagePhotoRoutes } from './modules/page-photos/page-photos.routes';
import { ContentCache } from './lib/content-cache';
import { failedMailRoutes } from './modules/failed-mails/failed-mails.routes';
import { bannerRoutes } from './modules/banners/banners.routes';
import { regulationRoutes } from './modules/regulations/regulations.routes';
import { CurrentRegulationCache } from './modules/regulations/current-regulation';

export interface BuildOptions {
  config: Config;
  db: DbHandle;
  /** Defaults to SMTP (config.smtpUrl) or the log. */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log lines go (default stdout): tests read them. */
  logStream?: { write(line: string): void };
  /** Run the periodic jobs (points expiry, ranking snapshots) in this process. main.ts turns it on. */
  jobs?: boolean;
  /** The process's lifecycle (drain, stop, schema state: lifecycle.ts); main.ts passes its own. */
  lifecycle?: Lifecycle;
}

/** The one app factory: used by main.ts and by every test (inject or listen). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const lifecycle = opts.lifecycle ?? new Lifecycle();
  const app = Fastify({
    // Errors and requests are logged through safe-log: no query parameters, e-mails or hashes.
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // A request that reaches a closing instance (after the drain, on a connection still open) is
    // answered, not refused with 503: the database closes only after the last one (main.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Stopping (after the drain): no connection is kept open for a next request (main.ts).
    if (lifecycle.closing) void reply.header('connection', 'close');
    // API answers are personal (balances, orders, tokens) or may become so: no browser or proxy
    // keeps them, unless a route says otherwise (public files are immutable and cached for a year).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  const directives = {
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  };
  // The customer pages also load the live-chat widget: its vendor's origins, and no others.
  const chat = config.liveChat.origins;
  const headers = (d: Record<string, string[] | null>) => ({
    contentSecurityPolicy: { useDefaults: true, directives: d },
    frameguard: { action: 'deny' as const },
    hsts: config.env === 'production',
  });
  registerSecurityHeaders(
    app,
    headers(directives),
    headers({
      ...directives,
      'script-src': ["'self'", ...chat],
      'connect-src': ["'self'", ...chat],
      // The training films' players (youtube-nocookie, Vimeo), loaded after the member's click.
      'frame-src': [...chat, ...VIDEO_PLAYER_ORIGINS],
      'img-src': [...directives['img-src'], ...chat],
    }),
  );

  // Every query goes through the request's transaction when one is open (lib/request-transaction.ts).
  const db = requestScopedDb(opts.db.db);
  // The one LISTEN connection of this instance: every cache is invalidated through it (lib/cache.ts).
  const bus = new NotifyBus(opts.db, app.log, db);
  app.addHook('onClose', async () => bus.close());
  // Prometheus metrics (plugins/metrics.ts): this app's own registry, served on its own port by main.ts.
  const metrics = registerMetrics(app, { db: opts.db, bus });
  const sessionCache = new SessionCache(bus);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.close());
  const tokens = createTokenService(db, config, sessionCache);
  const settings = new SettingsCache(db, bus);
  app.addHook('onClose', async () => settings.close());
  // The durable job queue (jobs/queue.ts): every instance works its queues; the one with `jobs`
  // on (main.ts) also runs the schedules.
  const jobs = await startJobQueue(opts.db, db, { settings: config.jobs, log: app.log, schedule: opts.jobs ?? false });
  app.addHook('onClose', async () => jobs.stop());
  metrics.observeJobs(jobs.boss);
  // Every e-mail is a job: queued (with the request's transaction when one is open), then sent over
  // SMTP by a worker, from the sender in the settings (or MAIL_FROM), noted in the delivery log, and
  // retried with backoff when the server refuses it or is away.
  const smtp = metrics.countMails(opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  // One layout (MJML, compiled once here) gives every e-mail its responsive HTML part (lib/mail-layout.ts).
  const layout = await createMailLayout();
  const sender = withSender(withLayout(smtp, layout), () => mailSender(settings, config));
  const delivery = withDeliveryLog(sender, db);
  await jobs.work('mail', (job) => delivery.send(job.data), 10);
  const mailer = queuedMailer(jobs);
  // Mailings are sent by their own job, straight over SMTP on pooled connections (5, as many as
  // a run sends at once): mailing_recipients is their delivery log.
  const bulk = metrics.countMails(opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, pool: 5 }));
  const bulkSender = withSender(withLayout(bulk, layout), () => mailSender(settings, config));
  // SMS sendings are mailings of channel SMS: the same job hands each to the gateway (lib/sms-gateway.ts).
  const sms = metrics.countSms(createSmsGateway(config, app.log));
  await jobs.work('mailing', async (job) => {
    await runMailing({ db, log: app.log, config, settings, smtp: bulkSender, sms, jobs }, job.data.mailingId, lifecycle.stopSignal);
  });
  const ranking = new RankingScores(db, config.rankingRefreshSeconds);
  const regulationsCache = new CurrentRegulationCache(db, bus);
  app.addHook('onClose', async () => regulationsCache.close());
  const content = new ContentCache(db, bus);
  app.addHook('onClose', async () => content.close());
  const deps: Deps = { db, config, tokens, mailer, jobs, log: app.log, bus, settings, ranking, regulations: regulationsCache, content };
  // Outbound webhooks (modules/webhooks): the outbox's dispatcher and the delivery workers, on the raw
  // database (woken from inside a writing request, whose transaction they must not join).
  const stopWebhooks = await startWebhookDelivery(deps, opts.db.db);
  app.addHook('onClose', async () => stopWebhooks());

  // Answers of 1 kB and more (JSON, CSV) go out gzip- or deflate-compressed when the client accepts
  // it; registered before every route (it sets itself up on each route as it is added). Brotli only
  // for the built files, compressed once at build time (plugins/web.ts): per request it costs too much CPU.
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
  registerErrorHandling(app);
  registerAccessControl(app, tokens, apiKeyCheck(db), async () => (await regulationsCache.get())?.id ?? null);
  registerTwoFactorGate(app, deps);
  registerRouteDefaults(app);
  registerAdminWriteTransactions(app, opts.db.db);
  await registerOpenApi(app, config.publicUrl);

  // Each module registers its full paths (grep a URL to find its handler): no prefixes here.
  await app.register(systemRoutes(deps, opts.db, lifecycle));
  await app.register(authRoutes(deps));
  await app.register(usersRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(adminDashboardRoutes(deps));
  await app.register(memberPointsRoutes(deps));
  await app.register(pointsTableRoutes(deps));
  await app.register(codesRoutes(deps));
  await app.register(rankingRoutes(deps));
  await app.register(membersRoutes(deps));
  await app.register(regionsRoutes(deps));
  await app.register(distributorsRoutes(deps));
  await app.register(myWebsiteRoutes(deps));
  await app.register(contractorWebsitesRoutes(deps));
  await app.register(filesRoutes(deps));
  await app.register(goldRoutes(deps));
  await app.register(premiumRoutes(deps));
  await app.register(ordersRoutes(deps));
  await app.register(prizesRoutes(deps));
  await app.register(listsRoutes(deps));
  await app.register(memberGroupsRoutes(deps));
  await app.register(faqRoutes(deps));
  await app.register(postRoutes(deps, 'NEWS'));
  await app.register(postRoutes(deps, 'ARTICLE'));
  await app.register(postRoutes(deps, 'TRAINING'));
  await app.register(trainingRoutes(deps));
  await app.register(trainingContactRoutes(deps));
  await app.register(contestRoutes(deps));
  await app.register(trainingMovieRoutes(deps));
  await app.register(messageRoutes(deps));
  await app.register(mailingRoutes(deps));
  await app.register(unsubscribeRoutes(deps));
  await app.register(smsRoutes(deps));
  await app.register(trainingGalleryRoutes(deps));
  await app.register(textRoutes(deps));
  await app.register(campaignRoutes(deps));
  await app.register(codeGuardRoutes(deps));
  await app.register(memberCampaignRoutes(deps));
  await app.register(pagePhotoRoutes(deps));
  await app.register(bannerRoutes(deps));
  await app.register(regulationRoutes(deps));
  await app.register(importsRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(apiKeysRoutes(deps));
  await app.register(webhookRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(failedMailRoutes(deps));
  await app.register(statsRoutes(deps));
  await app.register(reportsRoutes(deps));
  await app.register(prizeStatementRoutes(deps));
  await app.register(campaignReportRoutes(deps));
  await app.register(dataExportRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(staffRoutes(deps));

  await registerWeb(app, config.webDistDir);
  if (!opts.mailer)
    app.addHook('onClose', async () => {
      smtp.close();
      bulk.close();
    });
  if (opts.jobs) {
    const stop = await startScheduler(deps, opts.db, PERIODIC_WORK);
    app.addHook('onClose', async () => stop());
    await startImportWorker(deps, IMPORT_KIND_HANDLERS);
  }
  return app;
}
