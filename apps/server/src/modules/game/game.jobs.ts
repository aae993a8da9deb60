import { Decimal } from '@meridian/contract';
import { gameOutcome, gamePayout, type GameResult } from '@meridian/contract/game';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineCron, defineJob, type AnyJobDefinition, type Jobs } from '../../platform/jobs';
import type { Tx } from '../../platform/db';
import type { MarketService, TickBatch } from '../market';
import * as repo from './game.repo';

export const GAME_SETTLE_JOB = 'game.settle';
export const GAME_SWEEP_JOB = 'game.sweep';
/**
 * A prediction settles this long after its end second: the end second's tick has been recorded by then (as
 * options' sweep grace). Its settlement job is due then; the sweeper takes anything older still open.
 */
export const GAME_SETTLE_DELAY_MS = 3_000;
/** The sweeper leaves a prediction to its own job for this long past its settle time. */
const SWEEP_AFTER_MS = 30_000;
const SWEEP_LIMIT = 500;
/** How often a node that saw no open prediction looks again (another node may have taken one). */
const OPEN_CHECK_MS = 10_000;

export type SettleOutcome = 'settled' | 'already' | 'not_due' | 'missing';

const compare = (a: string, b: string) => new Decimal(a).comparedTo(b);

/**
 * Settlement of predictions, exactly once: the prediction row is locked and must still be open (result null);
 * the result comes from its start price and the recorded end price (none: void) and the payout goes back to
 * the day row it was staked from, in the same transaction. POINTS ONLY: no ledger, no balance.
 */
export class GameSettler {
  private queue: Promise<void> = Promise.resolve();
  private open = true;
  private lastCheck = 0;

  constructor(
    private readonly d: {
      db: Db;
      market: MarketService;
      log: FastifyBaseLogger;
      clock: () => number;
      jobs: Jobs;
    },
  ) {}

  readonly settleJob = defineJob({
    name: GAME_SETTLE_JOB,
    payload: z.object({ id: z.number().int().positive() }),
    handler: async ({ id }) => {
      const r = await this.settle(id);
      // the job ran before the settle time (clock skew): fail this attempt, it runs again
      if (r === 'not_due') throw new Error(`game prediction ${id} is not due yet`);
    },
  });

  get definitions(): AnyJobDefinition[] {
    return [
      this.settleJob,
      defineCron({
        name: GAME_SWEEP_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.sweep();
          if (n > 0) ctx.log.info({ predictions: n }, 'game: overdue predictions settled');
        },
      }),
    ];
  }

  /** Enqueues the settlement job of a prediction in the placing transaction. */
  async schedule(tx: Tx, id: number, endAt: Date): Promise<void> {
    await this.d.jobs.enqueue(
      tx,
      this.settleJob,
      { id },
      {
        runAt: new Date(endAt.getTime() + GAME_SETTLE_DELAY_MS),
        key: `${GAME_SETTLE_JOB}:${id}`,
      },
    );
  }

  /** Settles one prediction if it is due and still open. */
  async settle(id: number, nowMs = this.d.clock()): Promise<SettleOutcome> {
    return this.d.db.transaction(async (tx) => {
      const p = await repo.lockPrediction(tx, id);
      if (!p) return 'missing';
      if (p.result !== null) return 'already';
      if (nowMs < p.endAt.getTime() + GAME_SETTLE_DELAY_MS) return 'not_due';
      const result: GameResult = gameOutcome(p.direction, p.startPrice, p.endPrice, compare);
      const payout = gamePayout(result, p.points);
      await repo.payBack(tx, p.userId, p.day, payout, p.points);
      if (!(await repo.markSettled(tx, id, { result, payout, at: new Date(nowMs) })))
        throw new Error(`game prediction ${id} was settled under its lock`);
      return 'settled';
    });
  }

  /** Settles every open prediction well past its settle time (a lost or failed job). Returns how many. */
  async sweep(nowMs = this.d.clock()): Promise<number> {
    const before = new Date(nowMs - GAME_SETTLE_DELAY_MS - SWEEP_AFTER_MS);
    let done = 0;
    for (const id of await repo.overdue(this.d.db, before, SWEEP_LIMIT)) {
      try {
        if ((await this.settle(id, nowMs)) === 'settled') done++;
      } catch (err) {
        this.d.log.error({ err, predictionId: id }, 'game: a prediction could not be settled');
      }
    }
    return done;
  }

  /** A prediction was placed: the recorder writes end prices again. */
  wake(): void {
    this.open = true;
  }

  /**
   * Each tick batch of second T: the price in effect during T of each played pair becomes the end price of
   * the open predictions ending at T (every node does it; the first write wins). Idle while nothing is open.
   */
  onTicks(batch: TickBatch, pairIds: readonly number[]): void {
    if (batch.ticks.length === 0) return;
    const now = this.d.clock();
    if (!this.open && now - this.lastCheck < OPEN_CHECK_MS) return;
    const second = Math.floor(Math.max(...batch.ticks.map((t) => t.time)) / 1000);
    const prices = pairIds.flatMap((id) => {
      const price = this.d.market.lastPrice(id);
      return price ? [{ id, price }] : [];
    });
    this.queue = this.queue
      .then(async () => {
        if (!this.open) {
          this.lastCheck = now;
          this.open = await repo.anyOpen(this.d.db);
          if (!this.open) return;
        }
        for (const p of prices) await repo.recordEndPrice(this.d.db, p.id, second, p.price);
        if (now - this.lastCheck >= OPEN_CHECK_MS) {
          this.lastCheck = now;
          this.open = await repo.anyOpen(this.d.db);
        }
      })
      .catch((err: unknown) => this.d.log.error({ err }, 'game: end prices not recorded'));
  }

  /** Waits until the recorded end prices of the ticks so far are written (tests). */
  idle(): Promise<void> {
    return this.queue;
  }
}
