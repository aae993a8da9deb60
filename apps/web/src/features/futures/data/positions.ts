import {
  Decimal,
  LEVER_LEVERAGES,
  LEVER_LIQUIDATION_RISK_PERCENT,
  LEVER_LOTS,
  LEVER_MONEY_DECIMALS,
  LEVER_SPREAD_PERCENT,
  LEVER_FEE_PERCENT,
  LEVER_LEGAL_ID,
  LEVER_UNITS_PER_LOT,
  leverAccountRisk,
  leverCloseResult,
  leverPnl,
  leverPositionRisk,
  LEVER_STATUS,
} from '@meridian/contract';
import type { LeverDeal, LeverPosition, PairDetail, WalletRow } from '@meridian/contract';
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
  deal: LeverDeal | undefined,
  livePrice?: string,
): FuturesContext {
  const mark = positive(livePrice) ? livePrice! : (deal?.last_price ?? pair.now_price);
  const leverages = deal?.multiple.muit.map((m) => m.value) ?? [...LEVER_LEVERAGES];
  const presets = deal?.multiple.share.map((m) => m.value) ?? [...LEVER_LOTS.presets];
  return {
    symbol: pair.symbol,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    mark: positive(mark) ? mark : '',
    priceDecimals: deal?.price_decimals ?? pair.price_precision,
    unitsPerLot: deal?.units_per_lot ?? LEVER_UNITS_PER_LOT[pair.symbol] ?? '1',
    feePercent: deal?.trade_fee_percent ?? LEVER_FEE_PERCENT,
    spreadPercent: deal?.spread_percent ?? LEVER_SPREAD_PERCENT,
    liquidationRiskPercent: deal?.liquidation_risk_percent ?? LEVER_LIQUIDATION_RISK_PERCENT,
    leverages: leverages.length ? leverages : [...LEVER_LEVERAGES],
    lotPresets: presets.length ? presets : [...LEVER_LOTS.presets],
    lotMin: deal?.lever_share_limit.min ?? LEVER_LOTS.min,
    lotMax: deal?.lever_share_limit.max ?? LEVER_LOTS.max,
    balance: deal?.user_lever ?? '0',
    moneyDecimals: LEVER_MONEY_DECIMALS,
  };
}

/** Does the pair have futures? (listed units per lot and not switched off on the pair). */
export function hasFutures(pair: Pick<PairDetail, 'symbol' | 'open_lever'>): boolean {
  return pair.open_lever === 1 && LEVER_UNITS_PER_LOT[pair.symbol] !== undefined;
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
export function liveFigures(p: LeverPosition, livePrice: string | undefined): LiveFigures {
  if (p.status !== LEVER_STATUS.open || !positive(livePrice) || !positive(p.price))
    return { mark: p.update_price, pnl: p.profits, risk: p.risk_rate };
  const pnl = leverPnl(p.type_name, p.price, livePrice!, p.number);
  return {
    mark: livePrice!,
    pnl: pnl.toDecimalPlaces(LEVER_MONEY_DECIMALS, 3).toFixed(),
    risk: leverPositionRisk(p.caution_money, pnl, p.origin_caution_money).toFixed(2),
  };
}

/** The account risk rate on live prices (reference formula); the server's figure while nothing is open. */
export function liveAccountRisk(
  balance: string,
  positions: readonly LeverPosition[],
  prices: ReadonlyMap<string, string>,
  serverRate: string,
): string {
  const open = positions.filter((p) => p.status === LEVER_STATUS.open);
  if (open.length === 0) return serverRate;
  return leverAccountRisk(
    balance,
    open.map((p) => ({
      margin: p.caution_money,
      originMargin: p.origin_caution_money,
      pnl: liveFigures(p, prices.get(p.symbol)).pnl,
    })),
  ).toFixed(2);
}

/** Σ live P&L of open positions. */
export function totalPnl(positions: readonly LeverPosition[], prices: ReadonlyMap<string, string>): string {
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
 * What closing `p` at `mark` would record: the contract's close formula (`leverCloseResult`, the one the server
 * settles with) on the position's entry, quantity, margin left and the fees it paid. Null without a price.
 */
export function closeEstimate(p: LeverPosition, mark: string): CloseEstimate | null {
  if (!positive(mark) || !positive(p.price)) return null;
  const priceDecimals = p.price.split('.')[1]?.length ?? 0;
  const r = leverCloseResult(
    p.type_name,
    {
      entry: p.price,
      quantity: p.number,
      margin: p.caution_money,
      openFee: p.open_fee,
      overnightFees: p.overnight_money,
    },
    mark,
    LEVER_SPREAD_PERCENT,
    priceDecimals,
    LEVER_MONEY_DECIMALS,
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
  return rows.filter((r) => r.currency === LEVER_LEGAL_ID);
}
