import { Decimal } from '@meridian/contract';
import {
  FUTURES_LEVERAGES,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_LOTS,
  FUTURES_MONEY_DECIMALS,
  FUTURES_SPREAD_PERCENT,
  FUTURES_FEE_PERCENT,
  FUTURES_LEGAL_ID,
  FUTURES_UNITS_PER_LOT,
  futuresAccountRisk,
  futuresCloseResult,
  futuresPnl,
  futuresPositionRisk,
  FUTURES_STATUS,
} from '@meridian/contract/futures';
import type { FuturesDeal, FuturesPosition } from '@meridian/contract/futures';
import type { PairDetail } from '@meridian/contract/market';
import type { WalletRow } from '@meridian/contract/wallet';
import type { FuturesContext } from '../forms/types';
import { positiveAmount } from '../../../lib/amountInput';

/** Pure helpers of the futures screens: the ticket's context, live P&L on the mark, the account risk rate. */

function positive(v: string | undefined): boolean {
  return positiveAmount(v) !== null;
}

/**
 * The ticket's context: `lever/deal` when loaded (signed in), else the contract's published constants (so a
 * visitor still sees the ticket and its preview). The mark is the live pair price when there is one.
 */
export function futuresContextOf(
  pair: Pick<PairDetail, 'symbol' | 'currency_id' | 'legal_id' | 'price_precision' | 'now_price'>,
  deal: FuturesDeal | undefined,
  livePrice?: string,
): FuturesContext {
  const mark = positive(livePrice) ? livePrice! : (deal?.last_price ?? pair.now_price);
  const leverages = deal?.multiple.muit.map((m) => m.value) ?? [...FUTURES_LEVERAGES];
  const presets = deal?.multiple.share.map((m) => m.value) ?? [...FUTURES_LOTS.presets];
  return {
    symbol: pair.symbol,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    mark: positive(mark) ? mark : '',
    priceDecimals: deal?.price_decimals ?? pair.price_precision,
    unitsPerLot: deal?.units_per_lot ?? FUTURES_UNITS_PER_LOT[pair.symbol] ?? '1',
    feePercent: deal?.trade_fee_percent ?? FUTURES_FEE_PERCENT,
    spreadPercent: deal?.spread_percent ?? FUTURES_SPREAD_PERCENT,
    liquidationRiskPercent: deal?.liquidation_risk_percent ?? FUTURES_LIQUIDATION_RISK_PERCENT,
    leverages: leverages.length ? leverages : [...FUTURES_LEVERAGES],
    lotPresets: presets.length ? presets : [...FUTURES_LOTS.presets],
    lotMin: deal?.lever_share_limit.min ?? FUTURES_LOTS.min,
    lotMax: deal?.lever_share_limit.max ?? FUTURES_LOTS.max,
    balance: deal?.user_lever ?? '0',
    moneyDecimals: FUTURES_MONEY_DECIMALS,
  };
}

/** Does the pair have futures? (listed units per lot and not switched off on the pair). */
export function hasFutures(pair: Pick<PairDetail, 'symbol' | 'open_lever'>): boolean {
  return pair.open_lever === 1 && FUTURES_UNITS_PER_LOT[pair.symbol] !== undefined;
}

export interface LiveFigures {
  mark: string;
  pnl: string;
  risk: string;
}

/**
 * An open position's mark, unrealised P&L and risk on the live price (when there is one, else the server's
 * figures). P&L is shown to the money decimals, rounded down like a realised result.
 */
export function liveFigures(p: FuturesPosition, livePrice: string | undefined): LiveFigures {
  if (p.status !== FUTURES_STATUS.open || !positive(livePrice) || !positive(p.price))
    return { mark: p.update_price, pnl: p.profits, risk: p.risk_rate };
  const pnl = futuresPnl(p.type_name, p.price, livePrice!, p.number);
  return {
    mark: livePrice!,
    pnl: pnl.toDecimalPlaces(FUTURES_MONEY_DECIMALS, 3).toFixed(),
    risk: futuresPositionRisk(p.caution_money, pnl, p.origin_caution_money).toFixed(2),
  };
}

/** The account risk rate on live prices (reference formula); the server's figure while nothing is open. */
export function liveAccountRisk(
  balance: string,
  positions: readonly FuturesPosition[],
  prices: ReadonlyMap<string, string>,
  serverRate: string,
): string {
  const open = positions.filter((p) => p.status === FUTURES_STATUS.open);
  if (open.length === 0) return serverRate;
  return futuresAccountRisk(
    balance,
    open.map((p) => ({
      margin: p.caution_money,
      originMargin: p.origin_caution_money,
      pnl: liveFigures(p, prices.get(p.symbol)).pnl,
    })),
  ).toFixed(2);
}

/** Σ live P&L of open positions. */
export function totalPnl(positions: readonly FuturesPosition[], prices: ReadonlyMap<string, string>): string {
  let sum = new Decimal(0);
  for (const p of positions) sum = sum.plus(liveFigures(p, prices.get(p.symbol)).pnl || '0');
  return sum.toFixed();
}

export interface CloseEstimate {
  /** Exit after the spread, gross P&L, fees paid (open + overnight) and net, as decimal strings. */
  exit: string;
  gross: string;
  fees: string;
  net: string;
}

/**
 * What closing `p` at `mark` would record: the contract's close formula (`futuresCloseResult`, the one the server
 * settles with) on the position's entry, quantity, margin left and the fees it paid. Null without a price.
 */
export function closeEstimate(p: FuturesPosition, mark: string): CloseEstimate | null {
  if (!positive(mark) || !positive(p.price)) return null;
  const priceDecimals = p.price.split('.')[1]?.length ?? 0;
  const r = futuresCloseResult(
    p.type_name,
    {
      entry: p.price,
      quantity: p.number,
      margin: p.caution_money,
      openFee: p.open_fee,
      overnightFees: p.overnight_money,
    },
    mark,
    FUTURES_SPREAD_PERCENT,
    priceDecimals,
    FUTURES_MONEY_DECIMALS,
  );
  return {
    exit: r.exitPrice.toFixed(priceDecimals),
    gross: r.gross.toFixed(),
    fees: r.fees.toFixed(),
    net: r.net.toFixed(),
  };
}

/** The futures account holds only its margin currency (USDT): the other currencies' rows are noise there. */
export function futuresAccountRows(rows: readonly WalletRow[]): WalletRow[] {
  return rows.filter((r) => r.currency === FUTURES_LEGAL_ID);
}
