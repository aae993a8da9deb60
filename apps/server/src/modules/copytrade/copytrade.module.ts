import { defineModule } from '../../platform/module';
import { copytradeOpsRoutes } from './copytrade.ops-routes';
import type { CopyEnginePort, PositionViews } from './copytrade.deps';
import { copytradeRoutes } from './copytrade.routes';
import { CopyEngine } from './engine/copy-engine';
import { CopyPositions } from './engine/copy-positions';
import { FollowsService } from './follows.service';
import { DemoTraders } from './demo/demo-traders';
import { LeaderboardService } from './stats/leaderboard.service';
import { TraderStatsService } from './stats/stats.service';
import { TradersService } from './traders.service';

declare module '../../platform/module' {
  interface Services {
    // API: traders (application, review, demo enrolment) and follows.
    copyTraders: TradersService;
    copyFollows: FollowsService;
    // ENGINE: the copy engine (selfHold, detachFollow, closeFollow, afterCommit, liveOf).
    copyEngine: CopyEngine;
    // STATS:
    copyLeaderboard: LeaderboardService;
    copyStats: TraderStatsService;
    copyDemoTraders: DemoTraders;
  }
}

/**
 * Copy trading. Traders apply and are reviewed (traders.*), followers follow them (follows.*), the
 * engine mirrors every change of a trader's futures position onto the followers' copies through durable
 * jobs enqueued in the transaction of the change (engine/), and the statistics are computed from closed
 * positions by an hourly job and after each trader close (stats/). Demo traders (demo/) trade the simulated
 * market through the same futures service when demo content is on.
 *
 * Sections are filled by their owners (ENGINE, STATS, API): services, routes, jobs, subscribers, start/stop.
 */
export const copytradeModule = defineModule({
  name: 'copytrade',
  setup: ({ audit, config, database, jobs, logger, use }) => {
    const db = database.db;
    const account = use('account');
    const futuresReads = use('futuresReads');
    // copies are futures positions, made and changed through futures' batch commands and hooks
    const copies = new CopyPositions({ futures: use('futures'), commands: use('futuresCommands') });

    // ── ENGINE: the copy engine (engine/) ─────────────────────────────────────────────────────────────
    const copyEngine = new CopyEngine({
      db,
      pool: database.pool,
      jobs,
      log: logger,
      copies,
      ledger: use('ledger'),
      notifications: use('notifications'),
      account,
    });
    const engine: CopyEnginePort = copyEngine;

    // ── STATS: statistics and the leaderboard (stats/) ────────────────────────────────────────────────
    const leaderboard = new LeaderboardService({
      db,
      reads: futuresReads,
      account,
      demoContent: config.demo.content,
      liveOf: (ids) => engine.liveOf(ids),
    });

    const copyStats = new TraderStatsService({
      db,
      reads: futuresReads,
      demoContent: config.demo.content,
      log: logger,
    });

    // ── API: traders and follows ──────────────────────────────────────────────────────────────────────
    const positionViews: PositionViews = async (ids) => {
      const rows = ids.length === 0 ? [] : await copies.rows(db, ids);
      return new Map(rows.map((r) => [r.id, copies.view(r)]));
    };
    const traders = new TradersService({
      db,
      account,
      notifier: use('notifications'),
      futuresReads,
      engine,
      stats: leaderboard,
      recomputeStats: (traderId, tx) => copyStats.recompute(traderId, tx),
    });
    const follows = new FollowsService({
      db,
      account,
      engine,
      positionViews,
      demoContent: config.demo.content,
    });

    // ── STATS: demo traders (demo/) ───────────────────────────────────────────────────────────────────
    const copyDemoTraders = new DemoTraders({
      db,
      pool: database.pool,
      log: logger,
      enabled: config.demo.content,
      account,
      ledger: use('ledger'),
      market: use('market'),
      futures: use('futures'),
      reads: futuresReads,
      enrol: (userId, terms) => traders.enrolDemo(userId, terms),
    });

    return {
      services: {
        copyTraders: traders,
        copyFollows: follows,
        copyLeaderboard: leaderboard,
        copyEngine,
        copyStats,
        copyDemoTraders,
      },
      routes: (api) => {
        copytradeRoutes(api, { traders, follows, leaderboard });
        copytradeOpsRoutes(api, { traders, ops: audit });
      },
      jobs: [...copyEngine.jobDefinitions, copyStats.cron()],
      subscribers: [...copyEngine.subscribers, copyStats.subscriber()],
      start: () => {
        copyEngine.start();
        copyDemoTraders.start();
      },
      stop: async () => {
        await copyDemoTraders.stop();
        await copyEngine.stop();
      },
    };
  },
});
