import { Decimal, type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  OPTIONS_CURRENCY_ID,
  OPTIONS_DEFAULT_TIERS,
  OPTIONS_FEE_PERCENT,
  OPTIONS_MAX_OPEN_ORDERS,
  OPTIONS_MAX_PRICE_AGE_MS,
  OPTIONS_QUICK_AMOUNTS,
  OPTIONS_STAKE_DECIMALS,
  OPTIONS_SUBMIT_INTERVAL_MS,
  OPTIONS_TIER_STATUS,
  type OptionsOrder,
  type OptionsListsRequest,
  type OptionsPayableCurrency,
  type OptionsSubmitRequest,
  type OptionsTier,
  type OpsOptionsTierSetRequest,
} from '@meridian/contract/options';
import { sql } from 'drizzle-orm';
import type { AuditHook } from '../../platform/audit-hook';
import { auditChange } from '../../platform/audit-hook';
import type { Db, DbOrTx } from '../../platform/db';
import { type Ledger, balanceIn } from '../ledger';
import { isSessionOpen, type MarketService } from '../market';
import { OptionsHooks } from './options.hooks';
import * as repo from './options.repo';
import { optionTiers } from './options.schema';
import { OPTIONS_POOL } from './settlement';
import { orderView, tierView } from './options.view';

export interface OptionsDeps {
  db: Db;
  ledger: Ledger;
  market: MarketService;
  /** MICROTRADE=on|off: off answers every microtrade/* call with `microtrade_unavailable`. */
  enabled: boolean;
  now?: () => number;
}

/**
 * Seconds options (contract options/options.ts): tiers, acceptance of orders (stake to the
 * house escrow through the ledger, entry price = the feed price now), the user's lists and results. Settlement
 * is the settler's (options.jobs.ts); operators only configure tiers.
 */
export class OptionsService {
  /** The clock of acceptance and of the settler (tests replace it). */
  clock: () => number;
  /** The lifecycle hooks and the stake-voucher port other modules plug into (options.hooks.ts). */
  readonly hooks = new OptionsHooks();
  private readonly submitted = new Set<() => void>();

  constructor(private readonly d: OptionsDeps) {
    this.clock = d.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.d.enabled;
  }

  /** Seeds the default tiers on a deployment that has none (OPTIONS_DEFAULT_TIERS). */
  async ensureDefaultTiers(): Promise<void> {
    if ((await repo.countTiers(this.d.db)) > 0) return;
    await this.d.db
      .insert(optionTiers)
      .values(
        OPTIONS_DEFAULT_TIERS.map((t, i) => ({
          seconds: t.seconds,
          profitRatio: t.profit_ratio,
          minAmount: t.min_amount,
          maxAmount: t.max_amount,
          status: 1,
          sort: i,
        })),
      )
      .onConflictDoNothing();
  }

  /** GET /microtrade/seconds */
  async seconds(): Promise<OptionsTier[]> {
    this.assertEnabled();
    const tiers = await repo.listTiers(this.d.db, true);
    if (tiers.length === 0) throw refuse('microtrade_unavailable');
    return tiers.map(tierView);
  }

  /** GET /microtrade/payable_currencies */
  async payableCurrencies(userId: number | undefined): Promise<OptionsPayableCurrency[]> {
    this.assertEnabled();
    const tiers = await repo.listTiers(this.d.db, true);
    const mins = tiers.map((t) => new Decimal(t.minAmount));
    const maxs = tiers.map((t) => new Decimal(t.maxAmount));
    let wallet: OptionsPayableCurrency['user_wallet'] = null;
    if (userId !== undefined) {
      const rows = await this.d.ledger.balances(this.d.db, userId);
      const micro = balanceIn(rows, 'micro', OPTIONS_CURRENCY_ID);
      const available = new Decimal(micro?.available ?? 0).toFixed();
      wallet = {
        micro_balance: available,
        micro_lock_balance: new Decimal(micro?.frozen ?? 0).toFixed(),
        micro_with_insurance: available,
      };
    }
    return [
      {
        id: OPTIONS_CURRENCY_ID,
        name: 'USDT',
        is_micro: 1,
        micro_trade_fee: OPTIONS_FEE_PERCENT,
        micro_min: mins.length ? Decimal.min(...mins).toFixed() : '0',
        micro_max: maxs.length ? Decimal.max(...maxs).toFixed() : '0',
        micro_numbers: OPTIONS_QUICK_AMOUNTS.map((n) => ({
          currency_id: OPTIONS_CURRENCY_ID,
          number: n,
        })),
        user_wallet: wallet,
      },
    ];
  }

  /** POST /microtrade/submit — one transaction: limits, stake to the escrow, order row. */
  async submit(userId: number, input: OptionsSubmitRequest): Promise<OptionsOrder> {
    this.assertEnabled();
    const nowMs = this.clock();
    const tier = await repo.tierBySeconds(this.d.db, input.seconds);
    if (!tier || tier.status !== OPTIONS_TIER_STATUS.on)
      throw refuse('microtrade_tier_unknown', {}, 'seconds');
    if (input.currency_id !== OPTIONS_CURRENCY_ID)
      throw refuse('microtrade_currency_invalid', {}, 'currency_id');
    const pair = this.d.market.findPair({ id: input.match_id });
    if (pair.openOptions !== 1) throw refuse('microtrade_pair_unavailable', {}, 'match_id');
    const stake = new Decimal(input.number);
    if (stake.decimalPlaces() > OPTIONS_STAKE_DECIMALS)
      throw refuse('microtrade_amount_decimals', { decimals: OPTIONS_STAKE_DECIMALS }, 'number');
    if (stake.lt(tier.minAmount) || stake.gt(tier.maxAmount))
      throw refuse(
        'microtrade_amount_range',
        { min: new Decimal(tier.minAmount).toFixed(), max: new Decimal(tier.maxAmount).toFixed() },
        'number',
      );
    if (!isSessionOpen(pair.category, nowMs)) throw refuse('microtrade_market_closed', {}, 'match_id');
    const entry = this.entryPrice(pair.id, nowMs);
    const vouchers = input.coupon_id === undefined ? undefined : this.hooks.vouchers.current;
    if (input.coupon_id !== undefined && !vouchers) throw refuse('coupon_not_found', {}, 'coupon_id');
    await vouchers?.check(userId, input.coupon_id!, stake);

    const row = await this.d.db.transaction(async (tx) => {
      const state = await repo.userOrderState(tx, userId);
      if (state.open >= OPTIONS_MAX_OPEN_ORDERS)
        throw refuse('microtrade_too_many_open', { max: OPTIONS_MAX_OPEN_ORDERS });
      if (state.lastOpenedMs !== null && nowMs - state.lastOpenedMs < OPTIONS_SUBMIT_INTERVAL_MS)
        throw refuse('microtrade_too_fast');
      const next = await tx.execute<{ id: string } & Record<string, unknown>>(
        sql`SELECT nextval(pg_get_serial_sequence('option_orders', 'id'))::text AS id`,
      );
      const id = Number(next.rows[0]!.id);
      // the pool and the user's account locked before the voucher's accounts: a settlement batch takes the
      // pool before its closed hooks too (a voucher's return), so the two never wait for each other in a circle
      if (vouchers)
        await this.d.ledger.lock(tx, [
          { userId, currencyId: OPTIONS_CURRENCY_ID, type: ACCOUNT_TYPE.micro },
          { house: OPTIONS_POOL, currencyId: OPTIONS_CURRENCY_ID },
        ]);
      // the voucher's value onto the options account first: the stake below takes it with the user's own part
      const voucherValue = await vouchers?.redeem(tx, {
        userId,
        voucherId: input.coupon_id!,
        orderId: id,
        stake,
      });
      const [stakeEntryId] = await this.d.ledger.post(tx, [
        {
          kind: 'option_stake',
          refType: 'option_order',
          refId: String(id),
          lines: [
            {
              account: { userId, currencyId: OPTIONS_CURRENCY_ID, type: ACCOUNT_TYPE.micro },
              amount: stake.neg(),
            },
            { account: { house: OPTIONS_POOL, currencyId: OPTIONS_CURRENCY_ID }, amount: stake },
          ],
        },
      ]);
      const settleAtMs = nowMs + tier.seconds * 1000;
      const inserted = await repo.insertOrder(tx, {
        id,
        userId,
        pairId: pair.id,
        currencyId: OPTIONS_CURRENCY_ID,
        type: input.type,
        seconds: tier.seconds,
        stake: stake.toFixed(),
        profitRatio: tier.profitRatio,
        fee: '0',
        openPrice: entry.price,
        openPriceAt: new Date(entry.timeMs),
        openedAt: new Date(nowMs),
        settleAt: new Date(settleAtMs),
        settleSecond: Math.floor(settleAtMs / 1000),
        stakeEntryId: stakeEntryId!,
        couponId: voucherValue ? input.coupon_id! : null,
        couponValue: voucherValue?.toFixed() ?? null,
      });
      await this.hooks.opened.run(tx, [
        {
          orderId: inserted.id,
          userId,
          currencyId: inserted.currencyId,
          stake: inserted.stake,
          voucherId: inserted.couponId,
          origin: 'user',
          reason: 'submit',
        },
      ]);
      return inserted;
    });
    for (const listener of this.submitted) listener();
    return this.view(row, nowMs);
  }

  /** GET /microtrade/lists — newest first, 5 per page by default. */
  /** The user's stakes on open options per currency: money of theirs that is in the pool, not in a balance. */
  openStakes(db: DbOrTx, userId: number): Promise<{ currencyId: number; stake: string }[]> {
    return repo.openStakesOfUser(db, userId);
  }

  async list(userId: number, q: OptionsListsRequest): Promise<Paginated<OptionsOrder>> {
    this.assertEnabled();
    const { rows, total } = await repo.listOrders(this.d.db, {
      userId,
      status: q.status,
      pairId: q.match_id,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const nowMs = this.clock();
    return { data: rows.map((r) => this.view(r, nowMs)), page: q.page, limit: q.limit, total };
  }

  /** GET /microtrade/get_result — the user's own order. */
  async result(userId: number, id: number): Promise<OptionsOrder> {
    this.assertEnabled();
    const row = await repo.orderOfUser(this.d.db, userId, id);
    if (!row) throw refuse('microtrade_order_not_found', {}, 'id');
    return this.view(row, this.clock());
  }

  /** Orders by id as the wire shows them (the settler's notifications and `closed_microorder` pushes). */
  async views(
    ids: readonly number[],
    db: DbOrTx = this.d.db,
  ): Promise<{ userId: number; order: OptionsOrder }[]> {
    const nowMs = this.clock();
    return (await repo.ordersByIds(db, ids)).map((r) => ({
      userId: r.userId,
      order: this.view(r, nowMs),
    }));
  }

  /** Tells the settler that an order was accepted on this node. */
  onSubmitted(listener: () => void): () => void {
    this.submitted.add(listener);
    return () => this.submitted.delete(listener);
  }

  // ---- operator API (audited; tiers only) ----

  async tiers(): Promise<OptionsTier[]> {
    return (await repo.listTiers(this.d.db, false)).map(tierView);
  }

  async setTier(
    input: OpsOptionsTierSetRequest,
    audit: AuditHook<OptionsTier | null>,
  ): Promise<OptionsTier[]> {
    await this.d.db.transaction(async (tx) => {
      const before = await repo.tierBySeconds(tx, input.seconds, true);
      const values = {
        profitRatio: input.profit_ratio,
        minAmount: input.min_amount,
        maxAmount: input.max_amount,
        status: input.status,
        sort: input.sort,
      };
      const after = before
        ? await repo.updateTier(tx, before.id, values)
        : await repo.insertTier(tx, { seconds: input.seconds, ...values });
      await auditChange(tx, audit, (r: repo.TierRow | null) => (r ? tierView(r) : null), {
        before: before ?? null,
        after,
      });
    });
    return this.tiers();
  }

  private entryPrice(pairId: number, nowMs: number): { price: string; timeMs: number } {
    const quote = this.d.market.allQuotes().find((q) => q.id === pairId);
    const price = this.d.market.lastPrice(pairId);
    if (
      !quote ||
      !price ||
      !new Decimal(price).gt(0) ||
      Math.abs(nowMs - quote.time) > OPTIONS_MAX_PRICE_AGE_MS
    )
      throw refuse('microtrade_price_stale', {}, 'match_id');
    return { price, timeMs: quote.time };
  }

  private view(row: repo.OrderRow, nowMs: number): OptionsOrder {
    const pair = this.d.market.findPair({ id: row.pairId });
    return orderView(
      row,
      { symbol: pair.symbol, currencyName: 'USDT', pricePrecision: pair.pricePrecision },
      nowMs,
    );
  }

  private assertEnabled(): void {
    if (!this.d.enabled) throw refuse('microtrade_unavailable');
  }
}
