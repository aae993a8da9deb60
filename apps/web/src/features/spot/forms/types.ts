import type { SpotOrderType, SpotSide, SpotTif } from '@meridian/contract/spot';

/** The spot ticket's inputs besides its own fields: pair rules, balances and the top of the book. */

/** Trading rules of one pair; every size is a decimal string. */
export interface SpotPairRules {
  symbol: string;
  currency_id: number;
  legal_id: number;
  price_decimals: number;
  amount_decimals: number;
  tick_size: string;
  lot_size: string;
  /** Smallest order value in the quote asset, when the pair has one. */
  min_notional?: string;
  /** Decimals the base / quote currency is kept to (fees round up, credits down); 8 when not given. */
  base_precision?: number;
  quote_precision?: number;
}

/** Available spot balances of the pair's two assets (decimal strings). */
export interface SpotBalances {
  base_available: string;
  quote_available: string;
}

/** Best bid and ask of the book; missing when that side is empty. */
export interface SpotBookTops {
  bestBid?: string;
  bestAsk?: string;
}

export interface SpotContext {
  pair: SpotPairRules;
  balances: SpotBalances;
  book: SpotBookTops;
}

export const SPOT_PERCENTS = [0, 25, 50, 75, 100] as const;
export type SpotPercent = (typeof SPOT_PERCENTS)[number];

export interface SpotTicket {
  side: SpotSide;
  type: SpotOrderType;
  /** Limit price as typed (kept, but unused, while the type is market). */
  price: string;
  /** Amount in the base asset as typed. */
  amount: string;
  /** The slider stop the amount was computed from; null once the amount is typed by hand. */
  percent: SpotPercent | null;
  tif: SpotTif;
  postOnly: boolean;
}

/** Which asset a figure is in: base (BTC of BTC/USDT) or quote (USDT). */
export type SpotAsset = 'base' | 'quote';
