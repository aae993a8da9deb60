import { Decimal, type Paginated, refuse } from '@meridian/contract';
import {
  investSettleAt,
  EARN_PRICE_DECIMALS,
  utcDay,
  type EarnProductState,
  type OpsInvestProduct,
  type OpsInvestSaveRequest,
} from '@meridian/contract/earn';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, Tx } from '../../platform/db';
import type { InvestMarket } from './market';
import * as repo from './invest.repo';
import { pageOf } from './invest.service';
import { productView } from './invest.view';

export interface InvestOpsDeps {
  db: Db;
  market: InvestMarket;
  now?: () => Date;
}

/** An audit hook for the product saved (its id is known only once a new one is inserted). */
export type InvestAuditOf = (id: number) => AuditHook<OpsInvestProduct | null>;

/** The terms of a product: fixed once it has a purchase (name and section may still change). */
const TERMS = [
  'type',
  'currencyId',
  'perPrice',
  'apr',
  'linkedPrice',
  'endDate',
  'totalNumber',
  'userLimit',
] as const;

/**
 * The console's invest products (contract `API.opsEarn.dual*`): list with open and settled orders, create or
 * edit (terms only before any purchase), pause and resume purchases. Each change writes its audit row in its
 * own transaction. Nothing here moves a balance or touches an order.
 */
export class InvestOpsService {
  constructor(private readonly d: InvestOpsDeps) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** GET /ops/dual/products */
  async list(q: {
    status?: EarnProductState | undefined;
    page: number;
    limit: number;
  }): Promise<Paginated<OpsInvestProduct>> {
    const { rows, total } = await repo.listAllProducts(this.d.db, q.status, pageOf(q));
    const counts = await repo.orderCountsOf(
      this.d.db,
      rows.map((r) => r.id),
    );
    const now = this.now();
    const data = rows.map((r) => this.opsView(r, now, counts.get(r.id)));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** POST /ops/dual/save — creates a product (no id) or edits one; `isDemo` only for the demo content. */
  async save(
    input: OpsInvestSaveRequest,
    auditOf?: InvestAuditOf,
    isDemo = false,
  ): Promise<OpsInvestProduct> {
    return this.d.db.transaction(async (tx) => {
      const values = this.termsOf(input);
      if (input.id === undefined) {
        this.checkTerms(input);
        const row = await repo.insertProduct(tx, {
          ...values,
          name: input.name,
          section: input.section,
          remainingNumber: input.total_number,
          purchasedNumber: 0,
          status: 'on',
          isDemo,
        });
        const after = await this.viewIn(tx, row);
        await auditOf?.(row.id)(tx, null, after);
        return after;
      }
      const before = await repo.lockProduct(tx, input.id);
      if (!before) throw refuse('earn_product_unavailable', {}, 'id');
      const changed = TERMS.some((k) => !same(k, before[k], values[k]));
      const hasOrders = before.purchasedNumber > 0 || (await this.countsIn(tx, before.id)).open > 0;
      if (changed && hasOrders) throw refuse('earn_terms_locked');
      if (changed) this.checkTerms(input);
      const row = await repo.updateProduct(tx, before.id, {
        name: input.name,
        section: input.section,
        ...(changed ? { ...values, remainingNumber: input.total_number, purchasedNumber: 0 } : {}),
      });
      const after = await this.viewIn(tx, row);
      await auditOf?.(row.id)(tx, await this.viewIn(tx, before), after);
      return after;
    });
  }

  /** POST /ops/dual/pause — purchases stop (paused) or resume; orders settle on their date either way. */
  async pause(
    input: { id: number; paused: boolean },
    audit?: AuditHook<OpsInvestProduct | null>,
  ): Promise<OpsInvestProduct> {
    return this.d.db.transaction(async (tx) => {
      const before = await repo.lockProduct(tx, input.id);
      if (!before) throw refuse('earn_product_unavailable', {}, 'id');
      const row = await repo.updateProduct(tx, before.id, { status: input.paused ? 'paused' : 'on' });
      const after = await this.viewIn(tx, row);
      await audit?.(tx, await this.viewIn(tx, before), after);
      return after;
    });
  }

  // -------------------------------------------------------------------------------------------- private

  private termsOf(input: OpsInvestSaveRequest) {
    const settleAt = investSettleAt(input.end_time);
    return {
      type: input.type,
      currencyId: input.currency_id,
      payCurrencyId: input.type === 'call' ? input.currency_id : this.d.market.usdtId(),
      perPrice: new Decimal(input.per_price).toFixed(),
      apr: new Decimal(input.apr).toFixed(),
      linkedPrice: new Decimal(input.linked_price).toFixed(),
      endDate: input.end_time,
      settleAt,
      totalNumber: input.total_number,
      userLimit: input.user_limit,
    };
  }

  /** A coin with a USDT market, a maturity from tomorrow (UTC), a limit within the total, sane decimals. */
  private checkTerms(input: OpsInvestSaveRequest): void {
    const pair = this.d.market.usdtPairOf(input.currency_id);
    if (!pair) throw refuse('earn_terms_invalid', {}, 'currency_id');
    if (input.end_time <= utcDay(this.now())) throw refuse('earn_terms_invalid', {}, 'end_time');
    if (input.user_limit > input.total_number) throw refuse('earn_terms_invalid', {}, 'user_limit');
    const payId = input.type === 'call' ? input.currency_id : this.d.market.usdtId();
    if (new Decimal(input.per_price).decimalPlaces() > this.d.market.precisionOf(payId))
      throw refuse('earn_terms_invalid', {}, 'per_price');
    if (new Decimal(input.linked_price).decimalPlaces() > EARN_PRICE_DECIMALS)
      throw refuse('earn_terms_invalid', {}, 'linked_price');
  }

  private async countsIn(tx: Tx | Db, id: number) {
    return (await repo.orderCountsOf(tx, [id])).get(id) ?? { open: 0, settled: 0 };
  }

  private async viewIn(tx: Tx | Db, row: repo.InvestProductRow): Promise<OpsInvestProduct> {
    return this.opsView(row, this.now(), await this.countsIn(tx, row.id));
  }

  private opsView(
    row: repo.InvestProductRow,
    now: Date,
    counts: { open: number; settled: number } | undefined,
  ): OpsInvestProduct {
    return {
      ...productView(row, this.d.market, now),
      open_orders: counts?.open ?? 0,
      settled_orders: counts?.settled ?? 0,
    };
  }
}

/** Whether a term is unchanged (decimal terms by value: "1.50" is "1.5"). */
function same(key: (typeof TERMS)[number], a: string | number, b: string | number): boolean {
  if (key === 'perPrice' || key === 'apr' || key === 'linkedPrice') return new Decimal(a).eq(b);
  return a === b;
}
