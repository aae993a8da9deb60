import { Decimal } from '@meridian/contract';
import { type PairQuote } from '@meridian/contract/market';
import { sessionInfo } from './feed/session';
import type { Ticker } from './pair-state';

/** A pair as the market module knows it: catalog row + asset names. */
export interface PairInfo {
  id: number;
  symbol: string;
  baseId: number;
  base: string;
  baseName: string;
  quoteId: number;
  quote: string;
  category: 'crypto' | 'stock';
  pricePrecision: number;
  amountPrecision: number;
  openTransaction: number;
  openCoinTrade: number;
  openFutures: number;
  openOptions: number;
  sort: number;
  logo: string;
  /**
   * Set on a pair an operator listed at run time (an IEO token): its simulation parameters and the
   * listing time (epoch ms). Its history starts at the listing: nothing before it is invented.
   */
  listing?: { level: string; volatility: number; turnoverPerMinute: number; at: number };
}

const fmt = (v: string, digits: number) => new Decimal(v).toFixed(digits);

/** The wire quote of a pair (original field names) from its live ticker. */
export function toPairQuote(
  p: PairInfo,
  ticker: Ticker | undefined,
  sourceName: string,
  nowMs: number,
): PairQuote {
  const zero = '0';
  const t = ticker ?? {
    last: zero,
    open: zero,
    high: zero,
    low: zero,
    volume: zero,
    amount: zero,
    change: '0.00',
    time: 0,
  };
  return {
    id: p.id,
    symbol: p.symbol,
    currency_id: p.baseId,
    currency_name: p.base,
    legal_id: p.quoteId,
    legal_name: p.quote,
    category: p.category,
    name: p.baseName,
    now_price: fmt(t.last, p.pricePrecision),
    change: t.change,
    open: fmt(t.open, p.pricePrecision),
    high: fmt(t.high, p.pricePrecision),
    low: fmt(t.low, p.pricePrecision),
    volume: fmt(t.volume, p.amountPrecision),
    amount: fmt(t.amount, 2),
    price_precision: p.pricePrecision,
    amount_precision: p.amountPrecision,
    open_transaction: p.openTransaction,
    open_coin_trade: p.openCoinTrade,
    open_lever: p.openFutures,
    open_microtrade: p.openOptions,
    session: sessionInfo(p.category, nowMs),
    market_from_name: sourceName,
    logo: p.logo,
    sort: p.sort,
    time: t.time,
  };
}

/** Accepts "BTC/USDT", "BTCUSDT", "btc_usdt", "btc-usdt". */
export function normaliseSymbol(raw: string, quotes: readonly string[]): string {
  const s = raw.trim().toUpperCase().replace(/[_-]/g, '/');
  if (s.includes('/')) return s;
  const quote = quotes.find((q) => s.endsWith(q) && s.length > q.length);
  return quote ? `${s.slice(0, -quote.length)}/${quote}` : s;
}
