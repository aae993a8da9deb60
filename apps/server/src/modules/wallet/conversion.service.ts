import { Decimal, type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  CONVERSION_FEE_PERCENT,
  CONVERSION_PRICE_MAX_AGE_MS,
  conversionRate,
  convertAmount,
  type ConversionCurrency,
  type ConversionRecord,
  type ConversionRequest,
  type ConversionResponse,
  type ConversionWallet,
  type GetTransferFeeResponse,
  type GetTransferListResponse,
} from '@meridian/contract/wallet';
import type { Db } from '../../platform/db';
import { type Ledger, balanceIn } from '../ledger';
import { type AssetInfo, DEMO_MARKET, type MarketService, precisionOf } from '../market';
import * as repo from './conversion.repo';

const USDT = 'USDT';

/** The price of one unit of a currency in USDT, when it ticked, and where it came from. */
interface UnitPrice {
  price: Decimal;
  timeMs: number;
  source: string;
}

interface Quote {
  from: AssetInfo;
  to: AssetInfo;
  fromPrice: UnitPrice;
  toPrice: UnitPrice;
  /** The older of the two price times. */
  priceTimeMs: number;
}

/**
 * Coin conversion (user/getTransferList, getTransferFee, Transfer): spot balance of one currency to
 * spot balance of another at the market feed's current USDT prices (USDT = 1), never at a stored or operator
 * price. result = number × from.price ÷ to.price rounded down to the target's precision; the fee
 * (CONVERSION_FEE_PERCENT of number, rounded up) is an extra debit of the source currency. One ledger entry
 * per conversion; the conversion row keeps both prices, their time and source.
 */
export class ConversionService {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    opts: { now?: () => number } = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** POST /user/getTransferList */
  async list(userId: number): Promise<GetTransferListResponse> {
    const assets = this.convertible();
    const wallet = await this.spotBalances(
      userId,
      assets.map((a) => a.id),
    );
    return {
      transfer: assets.map((a): ConversionCurrency => ({
        id: a.id,
        name: a.symbol,
        full_name: a.name,
        precision: precisionOf(a),
      })),
      wallet,
      fee: CONVERSION_FEE_PERCENT,
      demo_market: this.market.feed.simulated,
    };
  }

  /** POST /user/getTransferFee */
  quote(fromId: number, toId: number): GetTransferFeeResponse {
    const q = this.currentQuote(fromId, toId);
    return {
      from_currency_id: q.from.id,
      to_currency_id: q.to.id,
      form_price: q.fromPrice.price.toFixed(),
      to_price: q.toPrice.price.toFixed(),
      fee: CONVERSION_FEE_PERCENT,
      rate: conversionRate(q.fromPrice.price, q.toPrice.price).toFixed(),
      from_precision: precisionOf(q.from),
      to_precision: precisionOf(q.to),
      price_time: new Date(q.priceTimeMs).toISOString(),
      demo_market: isDemo(q),
    };
  }

  /** POST /user/Transfer — one ledger entry; refusals change nothing. */
  async convert(userId: number, input: ConversionRequest): Promise<ConversionResponse> {
    const q = this.currentQuote(input.from_currency_id, input.to_currency_id);
    const number = new Decimal(input.number);
    const fromPrecision = precisionOf(q.from);
    if (number.decimalPlaces() > fromPrecision)
      throw refuse('amount_too_many_decimals', { precision: fromPrecision }, 'number');
    const math = convertAmount({
      number,
      fromPrice: q.fromPrice.price,
      toPrice: q.toPrice.price,
      feePercent: CONVERSION_FEE_PERCENT,
      fromPrecision,
      toPrecision: precisionOf(q.to),
    });
    if (math.result.lte(0)) throw refuse('conversion_amount_too_small', {}, 'number');

    const row = await this.db.transaction(async (tx) => {
      const created = await repo.insertConversion(tx, {
        userId,
        fromCurrencyId: q.from.id,
        toCurrencyId: q.to.id,
        amount: number.toFixed(),
        fee: math.fee.toFixed(),
        feePercent: CONVERSION_FEE_PERCENT,
        result: math.result.toFixed(),
        fromPrice: q.fromPrice.price.toFixed(),
        toPrice: q.toPrice.price.toFixed(),
        priceTime: new Date(q.priceTimeMs),
        priceSource: isDemo(q) ? DEMO_MARKET : q.fromPrice.source || q.toPrice.source,
      });
      const [entryId] = await this.ledger.post(tx, [
        {
          kind: 'conversion',
          refType: 'conversion',
          refId: String(created.id),
          memo: `${q.from.symbol}->${q.to.symbol}`,
          lines: [
            {
              account: { userId, currencyId: q.from.id, type: ACCOUNT_TYPE.change },
              amount: math.debit.neg(),
            },
            { account: { house: 'conversion', currencyId: q.from.id }, amount: number },
            ...(math.fee.isZero()
              ? []
              : [{ account: { house: 'fees' as const, currencyId: q.from.id }, amount: math.fee }]),
            { account: { house: 'conversion', currencyId: q.to.id }, amount: math.result.neg() },
            { account: { userId, currencyId: q.to.id, type: ACCOUNT_TYPE.change }, amount: math.result },
          ],
        },
      ]);
      return repo.setEntry(tx, created.id, entryId!);
    });
    return {
      ...this.record(row),
      wallet: await this.spotBalances(userId, [q.from.id, q.to.id]),
    };
  }

  /** POST /user/transfer_log — the user's own conversions only. */
  async history(userId: number, page: number, limit: number): Promise<Paginated<ConversionRecord>> {
    const { rows, total } = await repo.conversionsOfUser(this.db, userId, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.record(r)), page, limit, total };
  }

  /** Crypto and stablecoins with a USDT market (stock shares trade, they do not convert). */
  private convertible(): AssetInfo[] {
    const usdt = this.usdtAsset();
    const quoted = new Set(
      this.market
        .listPairs()
        .filter((p) => p.quoteId === usdt?.id)
        .map((p) => p.baseId),
    );
    return this.market
      .listAssets()
      .filter((a) => a.kind !== 'stock' && (a.id === usdt?.id || quoted.has(a.id)));
  }

  private currentQuote(fromId: number, toId: number): Quote {
    if (fromId === toId) throw refuse('conversion_same_currency', {}, 'to_currency_id');
    const assets = this.convertible();
    const from = assets.find((a) => a.id === fromId);
    if (!from) throw refuse('currency_not_available', {}, 'from_currency_id');
    const to = assets.find((a) => a.id === toId);
    if (!to) throw refuse('currency_not_available', {}, 'to_currency_id');
    const fromPrice = this.unitPrice(from);
    const toPrice = this.unitPrice(to);
    return { from, to, fromPrice, toPrice, priceTimeMs: Math.min(fromPrice.timeMs, toPrice.timeMs) };
  }

  /** USDT is 1 by definition; anything else is its X/USDT pair's last price if fresh, else a refusal. */
  private unitPrice(asset: AssetInfo): UnitPrice {
    const nowMs = this.now();
    if (asset.symbol === USDT) return { price: new Decimal(1), timeMs: nowMs, source: '' };
    const usdt = this.usdtAsset();
    const quote = this.market.allQuotes().find((q) => q.currency_id === asset.id && q.legal_id === usdt?.id);
    const price = new Decimal(quote?.now_price ?? 0);
    if (
      !quote ||
      !price.isFinite() ||
      price.lte(0) ||
      quote.time <= 0 ||
      nowMs - quote.time > CONVERSION_PRICE_MAX_AGE_MS
    )
      throw refuse('conversion_price_unavailable', {}, 'currency');
    return { price, timeMs: quote.time, source: quote.market_from_name };
  }

  private usdtAsset(): AssetInfo | undefined {
    return this.market.listAssets().find((a) => a.symbol === USDT);
  }

  private async spotBalances(userId: number, currencyIds: number[]): Promise<ConversionWallet[]> {
    const rows = await this.ledger.balances(this.db, userId);
    const assets = this.market.listAssets();
    return currencyIds.flatMap((id) => {
      const asset = assets.find((a) => a.id === id);
      if (!asset) return [];
      const row = balanceIn(rows, 'change', id);
      return [
        {
          currency: id,
          currency_name: asset.symbol,
          change_balance: new Decimal(row?.available ?? 0).toFixed(precisionOf(asset)),
          precision: precisionOf(asset),
        },
      ];
    });
  }

  private record(r: repo.ConversionRow): ConversionRecord {
    const assets = this.market.listAssets();
    const from = assets.find((a) => a.id === r.fromCurrencyId);
    const to = assets.find((a) => a.id === r.toCurrencyId);
    const fixed = (v: string, asset: AssetInfo | undefined) =>
      asset ? new Decimal(v).toFixed(precisionOf(asset)) : new Decimal(v).toFixed();
    return {
      id: r.id,
      from_currency_id: r.fromCurrencyId,
      from_currency_name: from?.symbol ?? String(r.fromCurrencyId),
      to_currency_id: r.toCurrencyId,
      to_currency_name: to?.symbol ?? String(r.toCurrencyId),
      number: fixed(r.amount, from),
      fee: fixed(r.fee, from),
      fee_percent: new Decimal(r.feePercent).toFixed(),
      result: fixed(r.result, to),
      form_price: new Decimal(r.fromPrice).toFixed(),
      to_price: new Decimal(r.toPrice).toFixed(),
      price_time: r.priceTime.toISOString(),
      price_source: r.priceSource,
      created_time: r.createdAt.toISOString(),
    };
  }
}

function isDemo(q: Quote): boolean {
  return q.fromPrice.source === DEMO_MARKET || q.toPrice.source === DEMO_MARKET;
}
