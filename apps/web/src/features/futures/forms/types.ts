import type { FuturesSide } from '@meridian/contract/futures';

export type { FuturesSide };

/** The futures ticket (lever order): its own fields, and what it is checked against. */

export type FuturesKind = 'market' | 'limit';

export interface FuturesTicket {
  side: FuturesSide;
  kind: FuturesKind;
  /** Limit price as typed (limit orders only). */
  limitPrice: string;
  /** Lots as typed: a whole number. */
  lots: string;
  leverage: number;
  /** Optional take-profit / stop-loss mark prices as typed ('' = none). */
  tp: string;
  sl: string;
}

/** The pair's futures rules (from `lever/deal`), the live mark and the futures balance. */
export interface FuturesContext {
  symbol: string;
  currency_id: number;
  legal_id: number;
  /** Current mark price ('' while unknown). */
  mark: string;
  priceDecimals: number;
  unitsPerLot: string;
  feePercent: string;
  spreadPercent: string;
  liquidationRiskPercent: string;
  leverages: readonly number[];
  lotPresets: readonly number[];
  lotMin: number;
  lotMax: number;
  /** Futures balance available (USDT). */
  balance: string;
  moneyDecimals: number;
}
