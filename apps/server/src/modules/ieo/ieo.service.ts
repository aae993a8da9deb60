import { Decimal, type LangCode, type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { IEO_TOKEN_DECIMALS, ieoPhase } from '@meridian/contract/earn';
import {
  type IeoDetailResponse,
  type IeoOrder,
  type IeoOrderRequest,
  type IeoProjectItem,
} from '@meridian/contract/ieo';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { Services } from '../../platform/module';
import type { IeoAssets } from './assets';
import * as repo from './ieo.repo';
import { orderView, projectItemView, projectView } from './ieo.view';
import { balanceIn } from '../ledger';

/** Ledger reference type of a subscription's payment hold (statements label it). */
export const IEO_ORDER_REF = 'ieo_order';

export interface IeoServiceDeps {
  db: Db;
  ledger: Pick<Services['ledger'], 'hold' | 'balances'>;
  assets: IeoAssets;
  /** DEMO_CONTENT: demo projects are listed only when on. */
  demoContent: boolean;
  now?: () => Date;
}

/**
 * The app's IEO calls: projects with their phase and countdown, a project with the viewer's
 * subscription, subscribing (the payment held on the spot account until the allocation) and my subscriptions.
 * One subscription per user and project. Allocation and delivery are IeoSettlement's.
 */
export class IeoService {
  private readonly now: () => Date;

  constructor(private readonly d: IeoServiceDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** GET /project */
  async projects(lang: LangCode, q: { page: number; limit: number }): Promise<Paginated<IeoProjectItem>> {
    const now = this.now();
    const { rows, total } = await repo.listProjects(this.d.db, now, this.d.demoContent, q);
    const names = await this.d.assets.namesOf(rows);
    const data = rows.map((p) => projectItemView(p, names.get(p.id)!, lang, now));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** GET /project/detail — the viewer's balance of the pay currency and subscription (none for a visitor). */
  async detail(viewerId: number | undefined, lang: LangCode, projectId: number): Promise<IeoDetailResponse> {
    const p = await this.visible(projectId);
    const names = await this.d.assets.names(p);
    const [order, balance] = viewerId
      ? await Promise.all([repo.findOrderOf(this.d.db, p.id, viewerId), this.available(viewerId, p)])
      : [undefined, '0'];
    return {
      info: { ...projectView(p, names, lang, this.now()), user_balance: balance },
      order_info: order ? orderView(order, p, names, lang) : null,
    };
  }

  /**
   * POST /project/order — while the project is in progress and on: `amount` tokens (at least the minimum, at
   * most the supply, at most IEO_TOKEN_DECIMALS decimals) at the project's price. The payment (amount × price,
   * rounded up to the pay currency's decimals) is held on the spot account; insufficient_balance otherwise.
   * Locks: the user, then the project's row, then (the ledger's) balances.
   */
  async subscribe(userId: number, lang: LangCode, input: IeoOrderRequest): Promise<IeoOrder> {
    const amount = new Decimal(input.amount);
    if (amount.decimalPlaces() > IEO_TOKEN_DECIMALS) throw refuse('ieo_amount_invalid', {}, 'amount');
    try {
      return await this.d.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const p = await repo.lockProject(tx, input.project_id);
        if (!p || (p.isDemo && !this.d.demoContent) || p.status !== 'on')
          throw refuse('earn_product_unavailable', {}, 'project_id');
        if (ieoPhase(this.now(), p.startAt, p.endAt) !== 'live' || p.allocation !== 'pending')
          throw refuse('ieo_not_live', {}, 'project_id');
        if (input.pay_currency !== undefined && input.pay_currency !== p.payCurrencyId)
          throw refuse('ieo_price_changed', {}, 'pay_currency');
        if (input.price !== undefined && !new Decimal(input.price).eq(p.price))
          throw refuse('ieo_price_changed', {}, 'price');
        const names = await this.d.assets.names(p);
        if (amount.lt(p.minAmount))
          throw refuse(
            'ieo_amount_below_min',
            { min: new Decimal(p.minAmount).toFixed(), currency: names.currency },
            'amount',
          );
        if (amount.gt(p.supply))
          throw refuse(
            'ieo_amount_above_supply',
            { amount: new Decimal(p.supply).toFixed(), currency: names.currency },
            'amount',
          );
        if (await repo.findOrderOf(tx, p.id, userId))
          throw refuse('ieo_already_subscribed', {}, 'project_id');

        const payDecimals = await this.d.assets.decimals(p.payCurrencyId);
        const paid = amount.times(p.price).toDecimalPlaces(payDecimals, Decimal.ROUND_UP);
        const id = await repo.nextOrderId(tx);
        const holdId = await this.d.ledger.hold(
          tx,
          { userId, currencyId: p.payCurrencyId, type: ACCOUNT_TYPE.change },
          paid,
          { type: IEO_ORDER_REF, id: String(id) },
        );
        const order = await repo.insertOrder(tx, {
          id,
          projectId: p.id,
          userId,
          amount: amount.toFixed(),
          price: p.price,
          paid: paid.toFixed(),
          holdId,
        });
        const after = await repo.updateProject(tx, p.id, {
          requested: new Decimal(p.requested).plus(amount).toFixed(),
          applications: p.applications + 1,
        });
        return orderView(order, after, names, lang);
      });
    } catch (err) {
      // The unique index backs the rule up (the user lock serialises the same user's requests anyway).
      if (sqlState(err) === UNIQUE_VIOLATION) throw refuse('ieo_already_subscribed', {}, 'project_id');
      throw err;
    }
  }

  /** GET /user/project/order — newest first. */
  async myOrders(
    userId: number,
    lang: LangCode,
    q: { page: number; limit: number },
  ): Promise<Paginated<IeoOrder>> {
    const { rows, total } = await repo.ordersOfUser(this.d.db, userId, q);
    const projects = await repo.projectsByIds(
      this.d.db,
      rows.map((o) => o.projectId),
    );
    const names = await this.d.assets.namesOf([...projects.values()]);
    const data = rows.map((o) => {
      const p = projects.get(o.projectId)!;
      return orderView(o, p, names.get(p.id)!, lang);
    });
    return { data, page: q.page, limit: q.limit, total };
  }

  private async visible(projectId: number): Promise<repo.IeoProjectRow> {
    const p = await repo.findProject(this.d.db, projectId);
    if (!p || (p.isDemo && !this.d.demoContent)) throw refuse('earn_product_unavailable', {}, 'project_id');
    return p;
  }

  private async available(userId: number, p: repo.IeoProjectRow): Promise<string> {
    const rows = await this.d.ledger.balances(this.d.db, userId);
    const spot = balanceIn(rows, 'change', p.payCurrencyId);
    return new Decimal(spot?.available ?? 0).toFixed();
  }
}
