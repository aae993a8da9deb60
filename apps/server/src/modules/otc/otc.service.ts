import { Decimal, type Paginated, refuse } from '@meridian/contract';
import {
  OTC_QUOTE_TTL_MS,
  otcAmounts,
  otcCheckLimits,
  otcDeadline,
  otcPassed,
  otcPrice,
  otcUsdtValue,
  type OtcCardSnapshot,
  type OtcOrder,
  type OtcOrderRequest,
  type OtcOrdersRequest,
  type OtcQuote,
  type OtcQuoteRequest,
} from '@meridian/contract/otc';
import { type Db, sqlState, UNIQUE_VIOLATION, type Tx } from '../../platform/db';
import { identityRequired } from '../../platform/http/app-error';
import type { AuthedContext } from '../../platform/http/route';
import type { Services } from '../../platform/module';
import type { UploadedImages } from '../../platform/uploaded-images';
import { precisionOf } from '../market';
import type { DeskSettings, OtcDesk } from './desk';
import type { OtcMoney } from './money';
import * as repo from './otc.repo';
import type { OtcTransitions } from './transitions';
import { orderView, quoteView } from './otc.view';

export interface OtcServiceDeps {
  db: Db;
  desk: OtcDesk;
  money: OtcMoney;
  transitions: OtcTransitions;
  kyc: Pick<Services['kyc'], 'level'>;
  bankCards: Pick<Services['bankCards'], 'domestic' | 'international'>;
  images: Pick<UploadedImages, 'use'>;
  now?: () => Date;
}

/**
 * The app's OTC calls: the desk's config, quotes (feed × fiat rate ± spread, locked 60 s,
 * limits by desk and identity level), orders placed from an unexpired quote of the caller (a buy awaits the
 * transfer with the desk's bank details; a sell holds the coins at once), my orders, the voucher, cancelling an
 * unpaid buy. Only the owner sees or changes an order: someone else's is not found.
 */
export class OtcService {
  private readonly now: () => Date;

  constructor(private readonly d: OtcServiceDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** POST /otc/quote */
  async quote(userId: number, input: OtcQuoteRequest): Promise<OtcQuote> {
    const s = await this.d.desk.settings();
    if (!s.open) throw refuse('otc_closed');
    if (!s.coins.includes(input.currency_id)) throw refuse('otc_coin_unavailable', {}, 'currency_id');
    const coin = await this.d.desk.coin(input.currency_id);
    if (!coin) throw refuse('otc_coin_unavailable', {}, 'currency_id');
    const rate = await this.d.desk.fiatRate(input.fiat);
    if (!rate) throw refuse('otc_fiat_unavailable', {}, 'fiat');
    const feed = this.d.desk.feed(coin.id);
    if (!new Decimal(feed).gt(0)) throw refuse('otc_price_unavailable', {}, 'currency_id');

    const price = otcPrice(input.side, feed, rate, s.spreadBps);
    const typed = input.amount !== undefined ? { amount: input.amount } : { total: input.total ?? '0' };
    const { amount, total } = otcAmounts(input.side, price, precisionOf(coin), typed);
    const usdtValue = otcUsdtValue(amount, feed);
    await this.checkLimits(this.d.db, userId, usdtValue, s);
    const now = this.now();
    const row = await repo.insertQuote(this.d.db, {
      userId,
      side: input.side,
      currencyId: coin.id,
      fiat: input.fiat,
      price: price.toFixed(),
      amount: amount.toFixed(),
      total: total.toFixed(),
      spreadBps: s.spreadBps,
      feedPrice: feed,
      fiatRate: rate,
      usdtValue: usdtValue.toFixed(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTC_QUOTE_TTL_MS),
    });
    return quoteView(row, coin.symbol);
  }

  /**
   * POST /otc/order — from the caller's quote while it is unexpired and unused, the desk open and the limits (the
   * caller's level now) still met. Locks: the quote's row, then (the ledger's) balances for a sell.
   */
  async order(userId: number, input: OtcOrderRequest): Promise<OtcOrder> {
    try {
      const row = await this.d.db.transaction(async (tx) => {
        const q = await repo.lockQuote(tx, input.quote_id);
        if (!q || q.userId !== userId) throw refuse('otc_quote_not_found', {}, 'quote_id');
        if (await repo.findOrderByQuote(tx, q.id)) throw refuse('otc_quote_used', {}, 'quote_id');
        const now = this.now();
        if (otcPassed(now, q.expiresAt)) throw refuse('otc_quote_expired', {}, 'quote_id');
        const s = await this.d.desk.settings(tx);
        if (!s.open) throw refuse('otc_closed');
        await this.checkLimits(tx, userId, q.usdtValue, s);
        const id = await repo.nextOrderId(tx);
        const orderNo = orderNumber(id, now);
        const base = {
          id,
          orderNo,
          quoteId: q.id,
          userId,
          side: q.side,
          currencyId: q.currencyId,
          fiat: q.fiat,
          price: q.price,
          amount: q.amount,
          total: q.total,
          spreadBps: q.spreadBps,
          feedPrice: q.feedPrice,
          fiatRate: q.fiatRate,
          usdtValue: q.usdtValue,
          createdAt: now,
        };
        if (q.side === 'buy') {
          const deadlineAt = otcDeadline(now, s.payWindowMinutes);
          return repo.insertOrder(tx, { ...base, bank: { ...s.bank, reference: orderNo }, deadlineAt });
        }
        const card = await this.card(tx, userId, input.card);
        const holdId = await this.d.money.holdSell(tx, {
          id,
          userId,
          currencyId: q.currencyId,
          amount: q.amount,
        });
        return repo.insertOrder(tx, { ...base, card, holdId });
      });
      return orderView(row, await this.symbol(row.currencyId));
    } catch (err) {
      // one order per quote: the unique index backs up the check made under the quote's lock
      if (sqlState(err) === UNIQUE_VIOLATION) throw refuse('otc_quote_used', {}, 'quote_id');
      throw err;
    }
  }

  /** GET /otc/orders */
  async orders(userId: number, q: OtcOrdersRequest): Promise<Paginated<OtcOrder>> {
    const { rows, total } = await repo.listOrders(this.d.db, { userId, status: q.status, side: q.side }, q);
    const data = [];
    for (const row of rows) data.push(orderView(row, await this.symbol(row.currencyId)));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** GET /otc/order/detail */
  async detail(userId: number, id: number): Promise<OtcOrder> {
    const row = await repo.findOrder(this.d.db, id);
    if (!row || row.userId !== userId) throw refuse('otc_order_not_found', {}, 'id');
    return orderView(row, await this.symbol(row.currencyId));
  }

  /** POST /otc/order/voucher — the upload must be the caller's own (upload_not_yours otherwise). */
  async voucher(
    userId: number,
    input: { id: number; voucher: string },
    ctx: AuthedContext,
  ): Promise<OtcOrder> {
    // someone else's order is not found before the upload is claimed
    await this.detail(userId, input.id);
    const url = await this.d.images.use(input.voucher, ctx, 'voucher');
    const row = await this.d.db.transaction((tx) =>
      this.d.transitions.voucher(tx, input.id, userId, url, this.now()),
    );
    return orderView(row, await this.symbol(row.currencyId));
  }

  /** POST /otc/order/cancel */
  async cancel(userId: number, id: number): Promise<OtcOrder> {
    const row = await this.d.db.transaction((tx) => this.d.transitions.cancel(tx, id, userId, this.now()));
    return orderView(row, await this.symbol(row.currencyId));
  }

  private async checkLimits(db: Db | Tx, userId: number, usdtValue: Decimal | string, s: DeskSettings) {
    const level = await this.d.kyc.level(userId, db);
    const check = otcCheckLimits(usdtValue, { minUsdt: s.minUsdt, maxUsdt: s.maxUsdt }, level);
    if (check.ok) return;
    if (check.identity) throw identityRequired();
    throw refuse(check.key, check.params, 'amount');
  }

  /** The chosen saved card as it is now (otc_card_required when none is chosen or saved). */
  private async card(tx: Tx, userId: number, type: OtcOrderRequest['card']): Promise<OtcCardSnapshot> {
    if (type === 'domestic') {
      const c = await this.d.bankCards.domestic(userId, tx);
      if (c)
        return {
          type,
          real_name: c.real_name,
          bank_name: c.bank_name,
          account: c.bank_account,
          branch: c.branch,
          swift: '',
        };
    } else if (type === 'international') {
      const c = await this.d.bankCards.international(userId, tx);
      if (c)
        return {
          type,
          real_name: c.real_name,
          bank_name: c.bank_name,
          account: c.card_number,
          branch: c.bank_address,
          swift: c.swift_code,
        };
    }
    throw refuse('otc_card_required', {}, 'card');
  }

  private async symbol(currencyId: number): Promise<string> {
    return (await this.d.desk.coin(currencyId))?.symbol ?? '';
  }
}

/** `OTC` + the UTC day (yymmdd) + the id, 8 digits: OTC26112800000042. */
export function orderNumber(id: number, now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `OTC${day}${String(id).padStart(8, '0')}`;
}
