import fs from 'node:fs';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  accountRoutes,
  AccountService,
  profileRoutes,
  ProfileService,
  SessionsService,
  tokenFromHeader,
} from './modules/account';
import { fiatJobs, fiatRoutes, FiatService } from './modules/fiat';
import { Ledger } from './modules/ledger';
import {
  conversionRoutes,
  ConversionService,
  CurrencyService,
  DepositsService,
  fundsRoutes,
  walletRoutes,
  WalletService,
  WithdrawalsService,
} from './modules/wallet';
import {
  attachMarketRealtime,
  createFeed,
  FavoritesService,
  marketRoutes,
  MarketService,
} from './modules/market';
import { kycRoutes, KycService } from './modules/kyc';
import {
  attachNotificationsRealtime,
  NotificationsService,
  notificationsRoutes,
} from './modules/notifications';
import {
  OperatorsService,
  OpsEventsService,
  opsJobsRoutes,
  OpsJobsService,
  opsMicrotradeRoutes,
  opsRoutes,
  OpsService,
} from './modules/ops';
import {
  AddressBookService,
  BankCardsService,
  settingsRoutes,
  SettingsService,
  userSettingsRoutes,
} from './modules/settings';
import { attachSpotRealtime, MarketMaker, spotPutCancelRoute, spotRoutes, SpotService } from './modules/spot';
import {
  attachFuturesRealtime,
  futuresJobs,
  futuresRoutes,
  FuturesService,
  FuturesTriggers,
} from './modules/futures';
import { attachOptionsRealtime, optionsRoutes, OptionsService, OptionsSettler } from './modules/options';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { EventBus } from './platform/events';
import { httpPlugin } from './platform/http/plugin';
import { createOutbox } from './platform/outbox';
import { attachSocket, type RealtimeServer } from './platform/socket';
import { uploadRoutes } from './platform/uploads';
import { UploadRegistry } from './platform/upload-registry';
import { UploadedImages } from './platform/uploaded-images';
import { loadUploadUrlKey, UploadUrlSigner } from './platform/upload-urls';
import { healthRoutes } from './platform/health';
import { Jobs } from './platform/jobs';
import { housekeepingJobs } from './platform/jobs/housekeeping';
import { DomainEventDelivery } from './platform/domain-events';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  redis?: Redis | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  io: RealtimeServer;
  services: {
    account: AccountService;
    settings: SettingsService;
    market: MarketService;
    fiat: FiatService;
    profile: ProfileService;
    addressBook: AddressBookService;
    bankCards: BankCardsService;
    kyc: KycService;
    ledger: Ledger;
    wallet: WalletService;
    deposits: DepositsService;
    withdrawals: WithdrawalsService;
    operators: OperatorsService;
    ops: OpsService;
    conversion: ConversionService;
    spot: SpotService;
    marketMaker: MarketMaker;
    futures: FuturesService;
    futuresTriggers: FuturesTriggers;
    options: OptionsService;
    optionsSettler: OptionsSettler;
    jobs: Jobs;
    domainEvents: DomainEventDelivery;
    notifications: NotificationsService;
  };
}

/** Wires platform and modules into one Fastify instance (used by main.ts and by tests via app.inject). */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database, logger } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    // Forwarded headers only from the proxies TRUST_PROXY lists (issue 11); by default from nobody.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 256 * 1024,
  });
  const events = new EventBus();
  const jobs = new Jobs({ pool: database.pool, log: logger, config: config.jobs });
  const notifications = new NotificationsService(database.db, events);
  const sessions = new SessionsService(database.db, events);
  const outbox = createOutbox({
    file: config.outboxFile,
    smtpUrl: config.smtpUrl,
    from: config.smtpFrom,
    log: logger,
  });
  const account = new AccountService(database.db, outbox, sessions);
  const feed = await createFeed(config.market.feed, config.market.seed, logger);
  const market = new MarketService(database.db, feed, config.market, logger);
  await market.init();
  const favorites = new FavoritesService(database.db, market);
  const fiat = new FiatService(database.db, config.fiatRatesUrl, logger);
  const ledger = new Ledger();
  const wallet = new WalletService(database.db, ledger, market, fiat);
  const conversion = new ConversionService(database.db, ledger, market);
  const spot = new SpotService(database.db, ledger, market, { events });
  await spot.init();
  const futures = new FuturesService(database.db, ledger, market, { events });
  const futuresTriggers = new FuturesTriggers({
    db: database.db,
    pool: database.pool,
    service: futures,
    market,
    log: logger,
  });
  app.addHook('onReady', (done) => {
    futuresTriggers.start();
    done();
  });
  app.addHook('onClose', async () => {
    await futuresTriggers.stop();
  });
  const marketMaker = new MarketMaker({
    db: database.db,
    pool: database.pool,
    ledger,
    market,
    spot,
    account,
    config: config.marketMaker,
    log: logger,
  });
  app.addHook('onReady', (done) => {
    marketMaker.start();
    done();
  });
  app.addHook('onClose', async () => {
    await marketMaker.stop();
  });
  const options = new OptionsService({ db: database.db, ledger, market, enabled: config.microtrade.enabled });
  await options.ensureDefaultTiers();
  const optionsSettler = new OptionsSettler({
    db: database.db,
    pool: database.pool,
    ledger,
    market,
    options,
    events,
    notifier: notifications,
    log: logger,
  });
  app.addHook('onReady', (done) => {
    if (config.microtrade.enabled) optionsSettler.start();
    done();
  });
  app.addHook('onClose', async () => {
    await optionsSettler.stop();
  });
  jobs.register(
    ...fiatJobs(fiat),
    ...futuresJobs({ db: database.db, futures }),
    ...housekeepingJobs(database.db),
  );
  // Durable domain events: each subscriber's deliveries are jobs; the subscriptions are stored at start.
  const domainEvents = new DomainEventDelivery({ db: database.db, jobs });
  app.addHook('onReady', () => domainEvents.sync());
  // The runner starts with the app (every module has registered its jobs by then) and stops with it.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const settings = new SettingsService(database.db, { demoMarket: feed.simulated });
  await settings.ensureDefaults();
  const uploadRegistry = new UploadRegistry(database.db);
  const uploadSigner = new UploadUrlSigner(
    await loadUploadUrlKey({ secret: config.uploadUrlSecret, keyFile: config.uploadUrlKeyFile }),
  );
  const images = new UploadedImages({
    registry: uploadRegistry,
    signer: uploadSigner,
    publicUrl: config.publicUrl,
  });
  const profile = new ProfileService(database.db, images);
  const currencies = new CurrencyService(database.db, ledger, market);
  const addressBook = new AddressBookService(database.db, images, currencies);
  const bankCards = new BankCardsService(database.db);
  const kyc = new KycService(database.db, profile, images, notifications);
  const deposits = new DepositsService(database.db, ledger, market, images, notifications);
  const withdrawals = new WithdrawalsService({
    db: database.db,
    ledger,
    market,
    kyc,
    profile,
    addressBook,
    bankCards,
    notifier: notifications,
  });

  const operators = new OperatorsService(database.db);
  const ops = new OpsService({ db: database.db, account, kyc, deposits, withdrawals });
  const opsJobs = new OpsJobsService(database.db);
  const opsEvents = new OpsEventsService(database.db, domainEvents);

  app.decorate('db', database.db);
  app.decorate('checkReplies', config.checkReplies);
  app.decorate('resolveSession', (req) => sessions.resolve(tokenFromHeader(req.headers.authorization)));
  app.decorate('resolveOperator', (req) => operators.resolve(tokenFromHeader(req.headers.authorization)));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(httpPlugin, { redis: deps.redis });

  await app.register(
    (api, _opts, done) => {
      healthRoutes(api, database);
      accountRoutes(api, account);
      settingsRoutes(api, settings, config.publicUrl);
      fiatRoutes(api, fiat);
      marketRoutes(api, market, favorites);
      walletRoutes(api, wallet);
      conversionRoutes(api, conversion);
      spotRoutes(api, spot);
      spotPutCancelRoute(api, spot);
      futuresRoutes(api, futures);
      fundsRoutes(api, deposits, withdrawals, currencies);
      profileRoutes(api, profile);
      userSettingsRoutes(api, addressBook, bankCards);
      kycRoutes(api, kyc);
      opsRoutes(api, operators, ops);
      opsJobsRoutes(api, opsJobs, opsEvents);
      optionsRoutes(api, options);
      opsMicrotradeRoutes(api, options);
      notificationsRoutes(api, notifications);
      done();
    },
    { prefix: '/api' },
  );
  await uploadRoutes(app, {
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    registry: uploadRegistry,
    signer: uploadSigner,
  });
  app.get('/', (_req, reply) => reply.redirect('/h5/'));
  await serveBuild(app, { dist: config.webDist, prefix: '/h5', logger });
  await serveBuild(app, { dist: config.consoleDist, prefix: '/console', logger });

  const io = attachSocket(app, {
    resolveToken: (raw) => sessions.resolve(tokenFromHeader(raw)),
    events,
    redis: deps.redis,
  });
  const detachMarket = attachMarketRealtime(io, market);
  const detachSpot = attachSpotRealtime(io, { events, spot, market });
  const detachFutures = attachFuturesRealtime(io, { events, futures, log: logger });
  app.addHook('onClose', () => {
    detachFutures();
    return Promise.resolve();
  });
  const detachOptions = attachOptionsRealtime(io, events);
  const detachNotifications = attachNotificationsRealtime(io, events);
  app.addHook('onClose', async () => {
    detachMarket();
    detachSpot();
    detachOptions();
    detachNotifications();
    await market.stop();
  });
  return {
    app,
    io,
    services: {
      operators,
      ops,
      account,
      settings,
      market,
      fiat,
      profile,
      addressBook,
      bankCards,
      kyc,
      ledger,
      wallet,
      deposits,
      withdrawals,
      conversion,
      spot,
      marketMaker,
      futures,
      futuresTriggers,
      options,
      optionsSettler,
      jobs,
      domainEvents,
      notifications,
    },
  };
}

/**
 * A built single-page app at `<prefix>/` (the H5 app at /h5/, the operator console at /console/; hash routes,
 * so index.html is the only page); `<prefix>` redirects there. A missing build logs a warning, nothing more.
 */
export async function serveBuild(
  app: FastifyInstance,
  opts: { dist: string; prefix: string; logger: FastifyBaseLogger },
): Promise<void> {
  const { dist, prefix, logger } = opts;
  if (!fs.existsSync(dist)) {
    logger.warn({ dist }, `app not built: run \`npm run build\` to serve ${prefix}/`);
    return;
  }
  await app.register(fastifyStatic, { root: dist, prefix: `${prefix}/`, decorateReply: false });
  app.get(prefix, (_req, reply) => reply.redirect(`${prefix}/`));
}
