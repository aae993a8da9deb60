import { Decimal } from '@meridian/contract';
import { type CopyTrade } from '@meridian/contract/copytrade';
import { type FuturesPosition, FUTURES_STATUS } from '@meridian/contract/futures';
import { assetDecimals } from '../../../lib/format';
import { liveFigures } from '../../futures';

/**
 * What the follower's open copies hold now, net of their fees, for the copy cards, the follows and the
 * "Unrealised" header alike. One rounding rule so rows add up to their totals on screen: each copy is cut to
 * the decimals the USDT formatter shows (toward zero, as it does), and every total is the sum of those rows —
 * never a sum of exact values rounded again. The server follows the same rule at the money decimals.
 */

/** Decimals a USDT figure is shown with. */
export const SHOWN_DECIMALS = assetDecimals(6, 'USDT');

/**
 * One open copy's unrealised P&L net of what it was charged: the P&L on the live price (the server's on its
 * mark without one) − the open fee − the overnight fees, as its card shows it.
 */
export function copyNetUnrealised(p: FuturesPosition, livePrice: string | undefined): Decimal {
  return new Decimal(liveFigures(p, livePrice).pnl)
    .minus(p.fees_paid || 0)
    .toDecimalPlaces(SHOWN_DECIMALS, Decimal.ROUND_DOWN);
}

export interface CopyUnrealised {
  /** Per copy (copy id), as its card shows it. */
  byCopy: Map<number, Decimal>;
  /** Per follow (follow id): the sum of its copies' rows. */
  byFollow: Map<number, Decimal>;
  /** The sum of every row. */
  total: Decimal;
}

/** The open copies' figures on the live prices (`prices` by symbol), rows first, totals as their sums. */
export function copyUnrealised(
  copies: readonly CopyTrade[],
  prices: ReadonlyMap<string, string>,
): CopyUnrealised {
  const byCopy = new Map<number, Decimal>();
  const byFollow = new Map<number, Decimal>();
  let total = new Decimal(0);
  for (const c of copies) {
    const p = c.position;
    if (!p || p.status !== FUTURES_STATUS.open) continue;
    const row = copyNetUnrealised(p, prices.get(p.symbol));
    byCopy.set(c.id, row);
    byFollow.set(c.follow_id, (byFollow.get(c.follow_id) ?? new Decimal(0)).plus(row));
    total = total.plus(row);
  }
  return { byCopy, byFollow, total };
}
