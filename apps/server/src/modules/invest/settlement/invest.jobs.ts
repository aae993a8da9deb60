import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import {
  INVEST_FAIL_AFTER_MS,
  INVEST_SAMPLE_MINUTES,
  INVEST_SAMPLES_MIN,
  settlementMean,
} from '@meridian/contract/earn';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../../platform/db';
import { defineCron, defineJob, type AnyJobDefinition, type Jobs } from '../../../platform/jobs';
import type { EntryInput, Ledger } from '../../ledger';
import type { NotificationInput, Notifier } from '../../notifications';
import type { InvestMarket } from '../market';
import * as repo from '../invest.repo';
import { INVEST_POOL } from '../invest.service';
import { payoutOf, type Payout } from './payout';
import * as settle from './settle.repo';

/** Orders paid in one job (one transaction). */
export const INVEST_BATCH = 500;
/** Products looked at per cron run (the rest come next minute). */
const PRODUCTS_PER_RUN = 200;
/** Orders of one product enqueued per pass (a product with more gets the rest on a later pass). */
const ORDERS_PER_PASS = 200_000;
/**
 * The settlement is computed this long after the settlement time, once the last minute of the window (the one
 * ending at the settlement time) has been closed and stored by the feed.
 */
export const INVEST_SETTLE_GRACE_MS = 60_000;
/** A settlement whose orders are still settling this long after it was made has its batches enqueued again. */
const STALE_MS = 5 * 60_000;

const payPayload = z.object({
  settlementId: z.number().int().positive(),
  ids: z.array(z.number().int().positive()).min(1).max(INVEST_BATCH),
});

export interface InvestSettlerDeps {
  db: Db;
  ledger: Ledger;
  market: InvestMarket;
  notifier: Notifier;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

/** Test seam: runs in a payout batch's transaction just before it commits (a throw rolls the batch back). */
export type BeforeCommit = (tx: Tx, paid: readonly Payout[]) => Promise<void> | void;

/**
 * Settlement of invest orders, as durable jobs. Every minute (`dual.settle`, for its slot):
 * a product whose settlement time (08:00 UTC on its maturity date) has come has its orders moved purchased →
 * settling under the product's row lock; a minute later its one settlement row is written — the mean of the
 * coin's USDT pair's recorded one-minute closes of the 30 minutes before, with the samples, when there are at
 * least INVEST_SAMPLES_MIN of them; with fewer it waits, and an hour after the settlement time it is `failed` —
 * and, in the same transaction, one payout job per DUAL_BATCH orders. A payout job locks its orders still
 * settling (a second run of it finds none), pays each by dualPayout from the house pool (or refunds the
 * deposit after a failed settlement), moves it to success | failed and notifies — one transaction.
 */
export class InvestSettler {
  readonly settleCron;
  readonly payJob;
  beforeCommit: BeforeCommit | undefined;
  private readonly observers = new Set<(run: { ms: number; paid: number }) => void>();

  constructor(private readonly d: InvestSettlerDeps) {
    this.settleCron = defineCron({
      name: 'dual.settle',
      cron: '* * * * *',
      backfillMs: 10 * 60_000,
      handler: (ctx) => this.settleDue(ctx.slot),
    });
    this.payJob = defineJob({
      name: 'dual.pay_orders',
      payload: payPayload,
      handler: async (p) => {
        await this.payBatch(p.settlementId, p.ids);
      },
    });
  }

  get jobDefinitions(): AnyJobDefinition[] {
    return [this.settleCron, this.payJob];
  }

  /** One pass at `now`: every due product is moved on (marked, settled, its batches enqueued). */
  async settleDue(now: Date): Promise<void> {
    for (const productId of await settle.dueProducts(this.d.db, now, PRODUCTS_PER_RUN)) {
      try {
        await this.settleProduct(productId, now);
      } catch (err) {
        this.d.log.error({ err, productId }, 'dual settlement of a product failed');
      }
    }
  }

  /** Marks, settles and enqueues one product's orders; returns its settlement once there is one. */
  async settleProduct(productId: number, now: Date) {
    return this.d.db.transaction(async (tx) => {
      const product = await repo.lockProduct(tx, productId);
      if (!product) return undefined;
      await settle.markSettling(tx, productId, now);
      const existing = await settle.findSettlement(tx, productId);
      if (existing) {
        if (now.getTime() - existing.createdAt.getTime() >= STALE_MS)
          await this.enqueue(tx, existing.id, productId);
        return existing;
      }
      const late = now.getTime() - product.settleAt.getTime();
      if (late < INVEST_SETTLE_GRACE_MS) return undefined;
      const settleSec = Math.floor(product.settleAt.getTime() / 1000);
      const pair = this.d.market.usdtPairOf(product.currencyId);
      const samples = pair
        ? await this.d.market.recordedCloses(pair.id, settleSec - INVEST_SAMPLE_MINUTES * 60, settleSec)
        : [];
      const enough = samples.length >= INVEST_SAMPLES_MIN;
      if (!enough && late < INVEST_FAIL_AFTER_MS) return undefined;
      const settlement = await settle.insertSettlement(tx, {
        productId,
        pairId: pair?.id ?? 0,
        settleAt: product.settleAt,
        status: enough ? 'settled' : 'failed',
        price: enough
          ? settlementMean(
              samples.map((s) => s.price),
              pair!.pricePrecision,
            ).toFixed()
          : null,
        samples,
        createdAt: now,
      });
      await this.enqueue(tx, settlement.id, productId);
      return settlement;
    });
  }

  /** Calls `fn` after each payout batch's commit with its time and orders paid (benchmarks); returns the off. */
  observe(fn: (run: { ms: number; paid: number }) => void): () => void {
    this.observers.add(fn);
    return () => this.observers.delete(fn);
  }

  /** Pays (or refunds) these orders once: only those still settling, under their locks. */
  async payBatch(settlementId: number, ids: readonly number[]): Promise<number> {
    const started = performance.now();
    const paid = await this.payBatchIn(settlementId, ids);
    const ms = performance.now() - started;
    for (const fn of this.observers) fn({ ms, paid });
    return paid;
  }

  private async payBatchIn(settlementId: number, ids: readonly number[]): Promise<number> {
    const settlement = await settle.settlementById(this.d.db, settlementId);
    if (!settlement) throw new Error(`dual settlement ${settlementId} not found`);
    const product = await repo.findProduct(this.d.db, settlement.productId);
    if (!product) throw new Error(`dual product ${settlement.productId} not found`);
    return this.d.db.transaction(async (tx) => {
      const orders = await settle.lockSettling(tx, settlement.productId, ids);
      if (orders.length === 0) return 0;
      const paid = orders.map((o) => payoutOf(o, settlement, this.d.market));
      const at = new Date();
      const moved = await settle.markPaid(tx, settlementId, paid, at);
      if (moved !== paid.length)
        throw new Error(`dual payout: ${moved} of ${paid.length} orders were settling`);
      await this.d.notifier.notifyMany(
        tx,
        paid.map((p) => this.notificationOf(p, product.name, settlement.price)),
      );
      await this.d.ledger.post(tx, paid.filter((p) => new Decimal(p.amount).gt(0)).map(entryOf));
      await this.beforeCommit?.(tx, paid);
      return paid.length;
    });
  }

  private async enqueue(tx: Tx, settlementId: number, productId: number): Promise<void> {
    const ids = await settle.settlingIds(tx, productId, ORDERS_PER_PASS);
    for (let i = 0; i < ids.length; i += INVEST_BATCH) {
      const batch = ids.slice(i, i + INVEST_BATCH);
      await this.d.jobs.enqueue(
        tx,
        this.payJob,
        { settlementId, ids: batch },
        { key: `dual.pay:${settlementId}:${batch[0]}` },
      );
    }
  }

  private notificationOf(p: Payout, name: string, price: string | null): NotificationInput {
    const common = { userId: p.userId, link: NOTIFICATION_LINKS.investOrders, ref: `dual_order:${p.id}` };
    const currency = this.d.market.nameOf(p.currencyId);
    if (p.status === 'success')
      return {
        ...common,
        key: 'dual_settled',
        params: {
          name,
          price: price === null ? '' : new Decimal(price).toFixed(),
          amount: p.amount,
          currency,
        },
      };
    return { ...common, key: 'dual_failed', params: { name, amount: p.amount, currency } };
  }
}

/** Out of the house pool into the user's spot account: the payout, or the deposit back (refund). */
function entryOf(p: Payout): EntryInput {
  return {
    kind: p.status === 'success' ? 'dual_payout' : 'dual_refund',
    refType: 'dual_order',
    refId: String(p.id),
    memo: p.memo,
    lines: [
      { account: { house: INVEST_POOL, currencyId: p.currencyId }, amount: new Decimal(p.amount).neg() },
      {
        account: { userId: p.userId, currencyId: p.currencyId, type: ACCOUNT_TYPE.change },
        amount: p.amount,
      },
    ],
  };
}
