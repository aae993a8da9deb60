import {
  Decimal,
  type LangCode,
  type Paginated,
  type ParsedRequestOf,
  refuse,
  ACCOUNT_TYPE,
} from '@meridian/contract';
import { type API } from '@meridian/contract/api';
import { addDays, lockRedemption, lockRemainingDays, lockTerm, utcDay } from '@meridian/contract/earn';
import {
  LOCK_DIVIDENDS_SHOWN,
  type LockCancelRequest,
  type LockDepositRequest,
  type LockOrder,
  type LockProduct,
} from '@meridian/contract/lockming';
import type { Db } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { Ledger } from '../ledger';
import { LOCK_REF, matureOrder, payDividends, redeemOrder, type SettleDeps } from './engine/dividends';
import * as repo from './lockming.repo';
import { orderView, productView, textsIn, type Currencies } from './lockming.view';

type Req<K extends keyof typeof API.lockming> = ParsedRequestOf<(typeof API.lockming)[K]>;

export interface LockmingDeps extends SettleDeps {
  db: Db;
  ledger: SettleDeps['ledger'] & Pick<Ledger, 'hold'>;
  currencies: Currencies;
  /** DEMO_CONTENT: off → demo products are neither listed nor sold. */
  demoContent: boolean;
  now?: () => Date;
}

/**
 * Locked mining for users: products on sale with today's and tomorrow's published rate; a
 * lock (the amount held on the spot account for the term, from the next midnight UTC); my locks with their
 * dividends by day and the redemption preview; early redemption — the completed days' dividends first, then
 * the hold split into the penalty (rate × remaining days × amount, rounded up) and the refund. Every write
 * takes the user's lock first, then the product or order row, then the ledger's accounts.
 */
export class LockmingService {
  private readonly now: () => Date;

  constructor(private readonly d: LockmingDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** GET /lh/deposit/config — products on sale, newest first. */
  async products(input: Req<'products'>, lang: LangCode): Promise<Paginated<LockProduct>> {
    const page = { limit: input.limit, offset: (input.page - 1) * input.limit };
    const { rows, total } = await repo.productsPage(
      this.d.db,
      { status: 'on', includeDemo: this.d.demoContent, category: input.category },
      page,
    );
    const today = utcDay(this.now());
    const tomorrow = addDays(today, 1);
    const rates = await repo.ratesOn(
      this.d.db,
      rows.map((r) => r.id),
      [today, tomorrow],
    );
    return {
      data: rows.map((p) =>
        productView(p, this.d.currencies(p.currencyId), lang, {
          today: rates.get(`${p.id}:${today}`)?.rate ?? p.rateMin,
          tomorrow: rates.get(`${p.id}:${tomorrow}`)?.rate,
        }),
      ),
      page: input.page,
      limit: input.limit,
      total,
    };
  }

  /** POST /lh/deposit — holds the amount on the spot account and opens the lock. */
  async deposit(userId: number, input: LockDepositRequest, lang: LangCode = 'en'): Promise<LockOrder> {
    const amount = new Decimal(input.amount);
    const row = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const p = await repo.lockProduct(tx, input.config_id, 'share');
      if (!p || p.status !== 'on' || (p.isDemo && !this.d.demoContent))
        throw refuse('earn_product_unavailable', {}, 'config_id');
      const c = this.d.currencies(p.currencyId);
      if (amount.decimalPlaces() > c.decimals) throw refuse('lockming_amount_invalid', {}, 'amount');
      if (amount.lt(p.saveMin))
        throw refuse(
          'lockming_amount_below_min',
          { min: new Decimal(p.saveMin).toFixed(), currency: c.symbol },
          'amount',
        );
      const id = await repo.nextOrderId(tx);
      const holdId = await this.d.ledger.hold(
        tx,
        { userId, currencyId: p.currencyId, type: ACCOUNT_TYPE.change },
        amount,
        {
          type: LOCK_REF,
          id: String(id),
        },
      );
      const term = lockTerm(this.now(), p.days);
      return repo.insertOrder(tx, {
        id,
        productId: p.id,
        userId,
        currencyId: p.currencyId,
        amount: amount.toFixed(),
        holdId,
        days: p.days,
        rateMin: p.rateMin,
        rateMax: p.rateMax,
        cancelRate: p.cancelRate,
        startAt: term.startAt,
        endAt: term.endAt,
      });
    });
    const [view] = await this.views([row], lang);
    return view!;
  }

  /** GET /lh/deposit/order — my locks, newest first. */
  async orders(userId: number, input: Req<'orders'>, lang: LangCode): Promise<Paginated<LockOrder>> {
    const page = { limit: input.limit, offset: (input.page - 1) * input.limit };
    const { rows, total } = await repo.ordersPage(this.d.db, userId, input.status, page);
    return { data: await this.views(rows, lang), page: input.page, limit: input.limit, total };
  }

  /**
   * POST /lh/deposit/order/cancel — early redemption. The penalty sent with the confirmation must still be the
   * penalty (`lockming_penalty_changed` otherwise). At or after the term's end it is the maturity instead.
   */
  async cancel(userId: number, input: LockCancelRequest, lang: LangCode = 'en'): Promise<LockOrder> {
    const row = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [o] = await repo.lockRunning(tx, [input.id]);
      if (!o || o.userId !== userId) throw refuse('lockming_order_not_running', {}, 'id');
      const now = this.now();
      if (o.endAt <= now) return matureOrder(tx, this.d, o);
      const c = this.d.currencies(o.currencyId);
      const split = lockRedemption(
        o.amount,
        o.cancelRate,
        lockRemainingDays(o.startAt, o.days, now),
        c.decimals,
      );
      if (input.penalty !== undefined && !split.penalty.eq(input.penalty))
        throw refuse(
          'lockming_penalty_changed',
          { penalty: split.penalty.toFixed(c.decimals), currency: c.symbol },
          'penalty',
        );
      // the days completed before now are owed (their dividend may not have run yet): paid first
      await payDividends(tx, this.d, [o], addDays(utcDay(now), -1), Number.MAX_SAFE_INTEGER);
      return redeemOrder(tx, this.d, o, split);
    });
    const [view] = await this.views([row], lang);
    return view!;
  }

  private async views(rows: repo.LockOrderRow[], lang: LangCode): Promise<LockOrder[]> {
    const [products, dividends] = await Promise.all([
      repo.productsByIds(
        this.d.db,
        rows.map((r) => r.productId),
      ),
      repo.latestDividends(
        this.d.db,
        rows.map((r) => r.id),
        LOCK_DIVIDENDS_SHOWN,
      ),
    ]);
    const now = this.now();
    return rows.map((o) => {
      const p = products.get(o.productId);
      const title = p ? textsIn(p.texts, lang).title : '';
      return orderView(o, { title }, this.d.currencies(o.currencyId), dividends.get(o.id) ?? [], now);
    });
  }
}
