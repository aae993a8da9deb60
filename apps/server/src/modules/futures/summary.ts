import { Decimal } from '@meridian/contract';
import { futuresAccountRisk, type FuturesSummary } from '@meridian/contract/futures';
import type { FuturesPositionRow } from './futures.schema';
import { unrealised } from './futures.view';
import { MONEY } from './futures.rules';

/**
 * The account summary of `lever/dealall`, `lever/my_trade` and `lever_trade`: the futures balance, the risk
 * rate over all open positions (reference formula, contract `futuresAccountRisk`), Σ margins and Σ unrealised
 * P&L on the marks over all pairs (`_total`) and over `pairIds` (default: all). Pure.
 */
export function summarize(
  balance: Decimal,
  open: readonly FuturesPositionRow[],
  markOf: (pairId: number) => string | undefined,
  pairIds?: readonly number[],
): FuturesSummary {
  const items = open.map((r) => ({
    pairId: r.pairId,
    margin: new Decimal(r.margin),
    originMargin: new Decimal(r.originMargin),
    pnl: unrealised(r, markOf(r.pairId)),
  }));
  const sum = (xs: typeof items, k: 'margin' | 'originMargin' | 'pnl') =>
    xs.reduce((s, x) => s.plus(x[k]), new Decimal(0));
  const mine = pairIds ? items.filter((x) => pairIds.includes(x.pairId)) : items;
  const money = (v: Decimal) => v.toFixed(MONEY);
  const floor = (v: Decimal) => v.toFixed(MONEY, Decimal.ROUND_FLOOR);
  return {
    balance: money(balance),
    hazard_rate: futuresAccountRisk(balance, items).toFixed(2),
    caution_money_total: money(sum(items, 'margin')),
    origin_caution_money_total: money(sum(items, 'originMargin')),
    profits_total: floor(sum(items, 'pnl')),
    caution_money: money(sum(mine, 'margin')),
    origin_caution_money: money(sum(mine, 'originMargin')),
    profits: floor(sum(mine, 'pnl')),
  };
}
