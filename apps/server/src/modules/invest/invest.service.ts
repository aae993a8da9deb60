import { type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  investHoldingDays,
  investOutcomes,
  investStake,
  type InvestType,
  type InvestOrderState,
} from '@meridian/contract/earn';
import { type InvestBuyRequest, type InvestOrder, type InvestProduct } from '@meridian/contract/invest';
import type { Db } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { Ledger } from '../ledger';
import type { InvestMarket } from './market';
import * as repo from './invest.repo';
import { orderView, productView, purchaseCloseAt } from './invest.view';

/** House account holding the deposits of open invest orders; payouts come out of it. */
export const INVEST_POOL = 'pool:dual' as const;

export interface InvestDeps {
  db: Db;
  ledger: Ledger;
  market: InvestMarket;
  now?: () => Date;
}

/**
 * Invest and dual-currency products for users (contract `API.invest`): the products of a coin and type, one
 * product, buying whole shares, and the user's orders with their settlement. A purchase locks the user, then
 * the product row, checks it is open, what is left and the user's limit, stores the order with its terms and
 * both outcomes, and moves the deposit from the spot account to the house pool — one transaction.
 */
export class InvestService {
  constructor(private readonly d: InvestDeps) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** GET /dual/index */
  async index(
    viewerId: number | undefined,
    q: { currency_id: number; type: InvestType; section?: string | undefined; page: number; limit: number },
  ): Promise<Paginated<InvestProduct> & { sections: string[] }> {
    const now = this.now();
    const filter = { currencyId: q.currency_id, type: q.type, after: now };
    const [{ rows, total }, sections] = await Promise.all([
      repo.listProducts(this.d.db, { ...filter, section: q.section }, pageOf(q)),
      repo.sectionsOf(this.d.db, filter),
    ]);
    const held =
      viewerId === undefined
        ? new Map<number, number>()
        : await repo.sharesOfUserIn(
            this.d.db,
            viewerId,
            rows.map((r) => r.id),
          );
    const data = rows.map((r) => productView(r, this.d.market, now, held.get(r.id) ?? 0));
    return { data, page: q.page, limit: q.limit, total, sections };
  }

  /** GET /dual/detail */
  async detail(viewerId: number | undefined, id: number): Promise<InvestProduct> {
    const p = await repo.findProduct(this.d.db, id);
    if (!p) throw refuse('earn_product_unavailable', {}, 'id');
    const held = viewerId === undefined ? 0 : await repo.sharesOfUser(this.d.db, id, viewerId);
    return productView(p, this.d.market, this.now(), held);
  }

  /** POST /dual/buyDual — whole shares; the deposit (num × price per share) leaves the spot account. */
  async buy(userId: number, input: InvestBuyRequest): Promise<InvestOrder> {
    const { order, name } = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const p = await repo.lockProduct(tx, input.id);
      if (!p || p.status !== 'on') throw refuse('earn_product_unavailable', {}, 'id');
      const now = this.now();
      if (now >= purchaseCloseAt(p)) throw refuse('dual_closed', {}, 'id');
      if (p.remainingNumber < input.num)
        throw refuse('dual_sold_out', { remaining: p.remainingNumber }, 'num');
      const held = await repo.sharesOfUser(tx, p.id, userId);
      if (held + input.num > p.userLimit) throw refuse('dual_user_limit', { limit: p.userLimit }, 'num');

      const amount = investStake(input.num, p.perPrice);
      const days = investHoldingDays(now, p.endDate);
      const terms = {
        type: p.type as InvestType,
        amount,
        linkedPrice: p.linkedPrice,
        aprPct: p.apr,
        days,
      };
      const outcome = investOutcomes(terms, this.d.market.decimalsOf(p.currencyId));
      const currencyOf = (c: 'coin' | 'usdt') => (c === 'coin' ? p.currencyId : this.d.market.usdtId());
      const order = await repo.insertOrder(tx, {
        productId: p.id,
        userId,
        type: p.type,
        currencyId: p.currencyId,
        payCurrencyId: p.payCurrencyId,
        num: input.num,
        amount: amount.toFixed(),
        apr: p.apr,
        days,
        linkedPrice: p.linkedPrice,
        endDate: p.endDate,
        settleAt: p.settleAt,
        belowCurrencyId: currencyOf(outcome.below.currency),
        belowAmount: outcome.below.amount.toFixed(),
        aboveCurrencyId: currencyOf(outcome.above.currency),
        aboveAmount: outcome.above.amount.toFixed(),
        createdAt: now,
      });
      await repo.takeShares(tx, p.id, input.num);
      await this.d.ledger.post(tx, [
        {
          kind: 'dual_stake',
          refType: 'dual_order',
          refId: String(order.id),
          lines: [
            {
              account: { userId, currencyId: p.payCurrencyId, type: ACCOUNT_TYPE.change },
              amount: amount.neg(),
            },
            { account: { house: INVEST_POOL, currencyId: p.payCurrencyId }, amount },
          ],
        },
      ]);
      return { order, name: p.name };
    });
    return orderView(order, this.d.market, name, undefined);
  }

  /** GET /dual/dual_list — the user's orders, newest first, with the settlement and its samples. */
  async list(
    userId: number,
    q: {
      currency_id?: number | undefined;
      type?: InvestType | undefined;
      status?: InvestOrderState | undefined;
      page: number;
      limit: number;
    },
  ): Promise<Paginated<InvestOrder>> {
    const { rows, total } = await repo.listOrders(
      this.d.db,
      userId,
      { currencyId: q.currency_id, type: q.type, status: q.status },
      pageOf(q),
    );
    const [products, settlements] = await Promise.all([
      repo.productsByIds(
        this.d.db,
        rows.map((r) => r.productId),
      ),
      repo.settlementsByIds(
        this.d.db,
        rows.flatMap((r) => (r.settlementId === null ? [] : [r.settlementId])),
      ),
    ]);
    const names = new Map(products.map((p) => [p.id, p.name]));
    const bySettlement = new Map(settlements.map((s) => [s.id, s]));
    const data = rows.map((r) =>
      orderView(
        r,
        this.d.market,
        names.get(r.productId) ?? '',
        r.settlementId === null ? undefined : bySettlement.get(r.settlementId),
      ),
    );
    return { data, page: q.page, limit: q.limit, total };
  }
}

export const pageOf = (q: { page: number; limit: number }) => ({
  limit: q.limit,
  offset: (q.page - 1) * q.limit,
});
