import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { accountModule, tokenFromHeader } from './modules/account';
import { alertsModule } from './modules/alerts';
import { investModule } from './modules/invest';
import { ieoModule } from './modules/ieo';
import { lockmingModule } from './modules/lockming';
import { nftModule } from './modules/nft';
import { otcModule } from './modules/otc';
import { supportModule } from './modules/support';
import { loansModule } from './modules/loans';
import { contentModule } from './modules/content';
import { couponsModule } from './modules/coupons';
import { inviteModule } from './modules/invite';
import { gameModule } from './modules/game';
import { copytradeModule } from './modules/copytrade';
import { demoModule } from './modules/demo';
import { fiatModule } from './modules/fiat';
import { futuresModule } from './modules/futures';
import { kycModule } from './modules/kyc';
import { ledgerModule } from './modules/ledger';
import { marketModule, symbolPrecision } from './modules/market';
import { notificationsModule } from './modules/notifications';
import { opsModule } from './modules/ops';
import { optionsModule } from './modules/options';
import { pushModule } from './modules/push';
import { settingsModule } from './modules/settings';
import { securityModule } from './modules/security';
import { spotModule } from './modules/spot';
import { vitalsModule } from './modules/vitals';
import { walletModule } from './modules/wallet';
import { OperatorAudit } from './platform/audit';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { APP_SECURITY } from './platform/http/security-headers';
import { DomainEventDelivery } from './platform/domain-events';
import { EventBus } from './platform/events';
import { healthRoutes } from './platform/health';
import { apiDocs } from './platform/http/api-docs';
import { httpPlugin } from './platform/http/plugin';
import { serveBuild } from './platform/http/static-assets';
import { Jobs } from './platform/jobs';
import { housekeepingJobs } from './platform/jobs/housekeeping';
import { MediaStore } from './platform/media-store';
import { installModules, type Platform, type ServerModule, type Services } from './platform/module';
import { createOutbox } from './platform/outbox';
import { attachSocket, type RealtimeServer } from './platform/socket';
import { UploadedImages } from './platform/uploaded-images';
import { UploadRegistry } from './platform/upload-registry';
import { loadUploadUrlKey, UploadUrlSigner } from './platform/upload-urls';
import { uploadRoutes } from './platform/uploads';

/**
 * The modules of the server, in set-up order: each may use the services of those before it (and, through
 * `later`, of those after). A new product is one more line here.
 */
export const MODULES: readonly ServerModule[] = [
  notificationsModule,
  accountModule,
  marketModule,
  fiatModule,
  ledgerModule,
  settingsModule,
  contentModule,
  kycModule,
  walletModule,
  securityModule,
  spotModule,
  futuresModule,
  optionsModule,
  couponsModule,
  opsModule,
  demoModule,
  copytradeModule,
  ieoModule,
  lockmingModule,
  investModule,
  nftModule,
  supportModule,
  otcModule,
  loansModule,
  alertsModule,
  inviteModule,
  gameModule,
  vitalsModule,
  pushModule,
];

export interface AppDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  redis?: Redis | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  io: RealtimeServer;
  services: Services & { jobs: Jobs; domainEvents: DomainEventDelivery };
}

/** Wires the platform and the modules into one Fastify instance (main.ts, and tests via app.inject). */
export async function buildApp(deps: AppDeps, modules: readonly ServerModule[] = MODULES): Promise<BuiltApp> {
  const { config, database, logger } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    // Forwarded headers only from the proxies TRUST_PROXY lists; by default from nobody.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 256 * 1024,
    // No access log line per request (two JSON lines and writes each at `info`) unless LOG_LEVEL is
    // debug or trace; errors are logged by the error handler and slow requests by the http plugin.
    logController: new LogController({
      disableRequestLogging: logger.level !== 'debug' && logger.level !== 'trace',
    }),
    // The modules' start (onReady: history catch-up, book rebuilds, the starting content) may take longer than
    // Fastify's 10 s default on a loaded machine; a node that gives up there exits instead of serving late.
    pluginTimeout: 120_000,
  });
  const jobs = new Jobs({ pool: database.pool, log: logger, config: config.jobs });
  const uploadRegistry = new UploadRegistry(database.db);
  const uploadSigner = new UploadUrlSigner(
    await loadUploadUrlKey({ secret: config.uploadUrlSecret, keyFile: config.uploadUrlKeyFile }),
  );
  const platform: Platform = {
    config,
    database,
    logger,
    redis: deps.redis,
    events: new EventBus(),
    jobs,
    // Durable domain events: each subscriber's deliveries are jobs; the subscriptions are stored at start.
    domainEvents: new DomainEventDelivery({ db: database.db, jobs }),
    images: new UploadedImages({
      registry: uploadRegistry,
      signer: uploadSigner,
      publicUrl: config.publicUrl,
    }),
    media: new MediaStore({
      uploadsDir: config.uploadsDir,
      registry: uploadRegistry,
      publicUrl: config.publicUrl,
    }),
    outbox: createOutbox({
      file: config.outboxFile,
      smtpUrl: config.smtpUrl,
      from: config.smtpFrom,
      log: logger,
    }),
    audit: new OperatorAudit(),
  };
  const { services, parts } = await installModules(platform, modules);
  jobs.register(...housekeepingJobs(database.db), ...parts.flatMap(({ parts: p }) => p.jobs ?? []));
  platform.domainEvents.register(...parts.flatMap(({ parts: p }) => p.subscribers ?? []));

  app.decorate('db', database.db);
  app.decorate('checkReplies', config.checkReplies);
  app.decorate('resolveSession', (req) =>
    services.sessions.resolve(tokenFromHeader(req.headers.authorization)),
  );
  // the route, because an operator's enrolment-only session serves only the enrolment calls
  app.decorate('resolveOperator', (req) =>
    services.operators.resolve(tokenFromHeader(req.headers.authorization), req.routeOptions.url),
  );
  await app.register(httpPlugin, {
    redis: deps.redis,
    // helmet's options; the headers are computed once (platform/http/security-headers.ts)
    security: APP_SECURITY,
    // a refusal prints its amounts at each asset's precision, from the same asset list as notifications
    precisionOf: symbolPrecision(() => services.market.listAssets()),
  });
  // Before the modules' routes: the multipart parser it registers is then inherited by them (POST /ops/nft/media).
  await uploadRoutes(app, {
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    registry: uploadRegistry,
    signer: uploadSigner,
  });
  await app.register(
    (api, _opts, done) => {
      healthRoutes(api, database);
      for (const { parts: p } of parts) p.routes?.(api);
      done();
    },
    { prefix: '/api' },
  );
  await apiDocs(app);
  app.get('/', (_req, reply) => reply.redirect('/h5/'));
  // the deployment's demo flag and home's first replies in the H5 shell: its first screen need not wait for
  // GET /demo/status, the site's name or the banners
  const demoFlag = { 'data-demo': config.demo.enabled ? 'on' : 'off' };
  await serveBuild(app, {
    dist: config.webDist,
    prefix: '/h5',
    logger,
    documentParts: async () => {
      const home = await services.homeFirstScreen.parts();
      return { ...home, attributes: { ...home.attributes, ...demoFlag } };
    },
  });
  await serveBuild(app, { dist: config.consoleDist, prefix: '/console', logger });

  const io = attachSocket(app, {
    resolveToken: (raw) => services.sessions.resolve(tokenFromHeader(raw)),
    // support chat: the console's inbox (operator token) and visitors before login (support visitor token)
    resolveOperator: (raw) => services.operators.resolve(tokenFromHeader(raw)),
    resolveVisitor: (raw) => services.supportVisitors.resolve(raw),
    liveOperatorSessions: (ids) => services.operators.liveSessions(ids),
    events: platform.events,
    redis: deps.redis,
  });
  const detachers = parts.flatMap(({ parts: p }) => (p.realtime ? [p.realtime(io)] : []));

  // Start: the modules' engines in list order, then the event subscriptions, then the job runner (every
  // module has registered its jobs by then). Close: the runner, the sockets' handlers, then the modules in
  // reverse order (the market, listed early, stops after everything that reads it).
  app.addHook('onReady', async () => {
    for (const { parts: p } of parts) await p.start?.();
    await platform.domainEvents.sync();
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const detach of detachers) detach();
    for (const { parts: p } of [...parts].reverse()) await p.stop?.();
  });
  return { app, io, services: { ...services, jobs, domainEvents: platform.domainEvents } };
}
