import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { IEO_TOKEN_DECIMALS, allocateIeo, ieoSettlement } from '@meridian/contract/earn';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db';
import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { Services } from '../../platform/module';
import type { Notifier } from '../notifications';
import type { EntryInput } from '../ledger';
import type { IeoAssets } from './assets';
import * as repo from './ieo.repo';
import { IEO_ORDER_REF } from './ieo.service';
import { dec, textsIn } from './ieo.view';

/** The house account payments go to and tokens come from (per currency). */
export const IEO_POOL = 'pool:ieo' as const;
export const IEO_ALLOCATE_JOB = 'ieo.allocate';
export const IEO_DELIVER_JOB = 'ieo.deliver';

export interface IeoSettlementDeps {
  db: Db;
  ledger: Pick<Services['ledger'], 'postHolds' | 'releaseHold' | 'post'>;
  notifier: Notifier;
  assets: IeoAssets;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The end of a project, each step once whatever runs it how often: a state guard read under
 * the project's row lock, and the step's money, orders and state written in that one transaction.
 *
 * Allocation (window ended, allocation 'pending' → 'allocated'): allocateIeo over the subscriptions (pro rata,
 * per-user cap, excess redistributed); each hold is posted (kind ieo_payment) as its cost — allocated × price,
 * rounded up to the pay currency's decimals — to the house `pool:ieo` and the rest back to the user's spot
 * available, so cost + refund is exactly what was held; a subscription allocated nothing has its hold released
 * ('refunded'). Delivery (time to market, 'allocated' → 'delivered'): the tokens are credited from `pool:ieo` in
 * the token currency to each allocated user's spot account (kind ieo_delivery). Both notify the users.
 */
export class IeoSettlement {
  private readonly now: () => Date;

  constructor(private readonly d: IeoSettlementDeps) {
    this.now = d.now ?? (() => new Date());
  }

  get jobDefinitions(): CronDefinition[] {
    return [
      defineCron({
        name: IEO_ALLOCATE_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.allocateDue(ctx.signal);
          if (n > 0) ctx.log.info({ projects: n }, 'ieo: projects allocated');
        },
      }),
      defineCron({
        name: IEO_DELIVER_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.deliverDue(ctx.signal);
          if (n > 0) ctx.log.info({ projects: n }, 'ieo: tokens delivered');
        },
      }),
    ];
  }

  /** Allocates every project whose window ended; returns how many this call allocated. */
  allocateDue(signal?: AbortSignal): Promise<number> {
    return this.each(repo.dueForAllocation, (id) => this.allocate(id), signal);
  }

  /** Delivers every allocated project whose time to market came; returns how many this call delivered. */
  deliverDue(signal?: AbortSignal): Promise<number> {
    return this.each(repo.dueForDelivery, (id) => this.deliver(id), signal);
  }

  /** Allocates one project if it is due and not allocated yet; returns whether this call did. */
  async allocate(projectId: number): Promise<boolean> {
    return this.d.db.transaction(async (tx) => {
      const p = await repo.lockProject(tx, projectId);
      const now = this.now();
      if (p?.allocation !== 'pending' || p.endAt > now) return false;
      const orders = await repo.ordersIn(tx, p.id, 'subscribed');
      const result = allocateIeo(
        orders.map((o) => ({ id: o.id, amount: o.amount })),
        p.supply,
        p.userLimit,
        IEO_TOKEN_DECIMALS,
      );
      const byId = new Map(result.allocations.map((a) => [a.id, a]));
      const payDecimals = await this.d.assets.decimals(p.payCurrencyId);
      const pool = { house: IEO_POOL, currencyId: p.payCurrencyId };

      const rows: Parameters<typeof repo.writeAllocations>[2][number][] = [];
      const posts: Parameters<Services['ledger']['postHolds']>[1][number][] = [];
      const releases: number[] = [];
      let allocated = new Decimal(0);
      let raised = new Decimal(0);
      for (const o of orders) {
        const a = byId.get(o.id)!;
        const paid = new Decimal(o.paid);
        const cost = Decimal.min(
          paid,
          ieoSettlement(paid, a.amount, o.price).cost.toDecimalPlaces(payDecimals, Decimal.ROUND_UP),
        );
        const refund = paid.minus(cost);
        if (a.amount.isZero()) releases.push(o.holdId);
        else
          posts.push({
            holdId: o.holdId,
            kind: 'ieo_payment',
            to: [
              { account: pool, amount: cost },
              {
                account: { userId: o.userId, currencyId: p.payCurrencyId, type: ACCOUNT_TYPE.change },
                amount: refund,
              },
            ],
          });
        rows.push({
          id: o.id,
          status: a.amount.isZero() ? 'refunded' : 'allocated',
          coinAmount: a.amount.toFixed(),
          cost: cost.toFixed(),
          refund: refund.toFixed(),
          capped: a.capped,
        });
        allocated = allocated.plus(a.amount);
        raised = raised.plus(cost);
      }
      await this.d.ledger.postHolds(tx, posts);
      for (const holdId of releases) await this.d.ledger.releaseHold(tx, holdId);
      await repo.writeAllocations(tx, now, rows);
      await repo.updateProject(tx, p.id, {
        allocation: 'allocated',
        allocated: allocated.toFixed(),
        ratio: result.ratio.toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed(),
        raised: raised.toFixed(),
        passes: rows.filter((r) => r.status === 'allocated').length,
        allocatedAt: now,
      });
      await this.notifyAllocated(tx, p, orders, rows);
      return true;
    });
  }

  /** Delivers one project's tokens if its time to market came and they are not delivered yet. */
  async deliver(projectId: number): Promise<boolean> {
    return this.d.db.transaction(async (tx) => {
      const p = await repo.lockProject(tx, projectId);
      const now = this.now();
      if (p?.allocation !== 'allocated' || p.marketAt > now) return false;
      const orders = (await repo.ordersIn(tx, p.id, 'allocated')).filter((o) =>
        new Decimal(o.coinAmount).gt(0),
      );
      const entries: EntryInput[] = orders.map((o) => ({
        kind: 'ieo_delivery',
        refType: IEO_ORDER_REF,
        refId: String(o.id),
        lines: [
          { account: { house: IEO_POOL, currencyId: p.currencyId }, amount: new Decimal(o.coinAmount).neg() },
          {
            account: { userId: o.userId, currencyId: p.currencyId, type: ACCOUNT_TYPE.change },
            amount: o.coinAmount,
          },
        ],
      }));
      if (entries.length > 0) await this.d.ledger.post(tx, entries);
      await repo.markDelivered(tx, p.id, now);
      const delivered = orders.reduce((s, o) => s.plus(o.coinAmount), new Decimal(0));
      await repo.updateProject(tx, p.id, {
        allocation: 'delivered',
        delivered: delivered.toFixed(),
        deliveredAt: now,
      });
      const names = await this.d.assets.names(p);
      const project = textsIn(p.texts, 'en').title;
      await this.d.notifier.notifyMany(
        tx,
        orders.map((o) => ({
          userId: o.userId,
          key: 'ieo_delivered' as const,
          params: { project, currency: names.currency, amount: dec(o.coinAmount) },
          link: NOTIFICATION_LINKS.ieoOrders,
          ref: `${IEO_ORDER_REF}:${o.id}`,
        })),
      );
      return true;
    });
  }

  private async notifyAllocated(
    tx: Tx,
    p: repo.IeoProjectRow,
    orders: repo.IeoOrderRow[],
    rows: { id: number; coinAmount: string; cost: string; refund: string }[],
  ): Promise<void> {
    const names = await this.d.assets.names(p);
    const project = textsIn(p.texts, 'en').title;
    const byId = new Map(rows.map((r) => [r.id, r]));
    await this.d.notifier.notifyMany(
      tx,
      orders.map((o) => {
        const r = byId.get(o.id)!;
        return {
          userId: o.userId,
          key: 'ieo_allocated' as const,
          params: {
            project,
            currency: names.currency,
            pay_currency: names.payCurrency,
            allocated: dec(r.coinAmount),
            cost: dec(r.cost),
            refund: dec(r.refund),
          },
          link: NOTIFICATION_LINKS.ieoOrders,
          ref: `${IEO_ORDER_REF}:${o.id}`,
        };
      }),
    );
  }

  /** Runs `step` on each due project; one failing does not stop the others (the job fails after them). */
  private async each(
    due: (db: Db, now: Date) => Promise<number[]>,
    step: (id: number) => Promise<boolean>,
    signal?: AbortSignal,
  ): Promise<number> {
    let done = 0;
    let failed: Error | undefined;
    for (const id of await due(this.d.db, this.now())) {
      if (signal?.aborted) break;
      try {
        if (await step(id)) done++;
      } catch (err) {
        this.d.log.error({ err, projectId: id }, 'ieo: a project step failed');
        failed ??= err instanceof Error ? err : new Error(String(err));
      }
    }
    if (failed) throw failed;
    return done;
  }
}
