import { Decimal } from '@meridian/contract';
import {
  loanDebt,
  loanLtvShown,
  type LoanEvent,
  type LoanEventKind,
  type LoanProduct,
  type LoanStatus,
  type LoanView,
} from '@meridian/contract/loans';
import type { PairInfo } from '../market';
import type { LoansMarket } from './loans.deps';
import type { HistoryRow } from './loans.repo';
import type { LoanProductRow, LoanRow } from './loans.schema';

/** Wire views of products, loans and their history (money as decimal strings, times ISO 8601). */

const str = (v: string | Decimal) => new Decimal(v).toFixed();
const opt = (v: string | null) => (v === null ? null : str(v));

/** Names for views: currency symbols and the collateral's pair (symbol, tick), from the market's catalogue. */
export class LoansCatalog {
  constructor(private readonly market: LoansMarket) {}

  symbol(currencyId: number): string {
    return this.market.listAssets().find((a) => a.id === currencyId)?.symbol ?? '';
  }

  pair(pairId: number): PairInfo | undefined {
    return this.market.listPairs().find((p) => p.id === pairId);
  }

  /** The spot pair pricing `currencyId` in `quoteId` (BTC/USDT). */
  pairOf(currencyId: number, quoteId: number): PairInfo | undefined {
    return this.market.listPairs().find((p) => p.baseId === currencyId && p.quoteId === quoteId);
  }

  /** An asset's id by symbol. */
  assetId(symbol: string): number | undefined {
    return this.market.listAssets().find((a) => a.symbol === symbol)?.id;
  }

  /** The USDT asset's id (what loans lend). */
  usdtId(): number | undefined {
    return this.assetId('USDT');
  }

  /** The feed's last price of a pair, if any. */
  price(pairId: number): string | undefined {
    return this.market.lastPrice(pairId);
  }

  pricePrecision(pairId: number): number {
    return this.pair(pairId)?.pricePrecision ?? 2;
  }
}

export function productView(row: LoanProductRow, cat: LoansCatalog): LoanProduct {
  const pair = cat.pair(row.pairId);
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: cat.symbol(row.currencyId),
    borrow_currency_id: row.borrowCurrencyId,
    borrow_currency: cat.symbol(row.borrowCurrencyId),
    pair_id: row.pairId,
    symbol: pair?.symbol ?? '',
    price_precision: pair?.pricePrecision ?? 2,
    price: cat.price(row.pairId) ?? null,
    initial_ltv: str(row.initialLtv),
    margin_call_ltv: str(row.marginCallLtv),
    liquidation_ltv: str(row.liquidationLtv),
    hourly_rate: str(row.hourlyRate),
    terms: [...row.terms].sort((a, b) => a - b),
    min_borrow: str(row.minBorrow),
    max_borrow: str(row.maxBorrow),
    enabled: row.enabled,
    is_demo: row.isDemo,
  };
}

export function loanView(row: LoanRow, cat: LoansCatalog): LoanView {
  const pair = cat.pair(row.pairId);
  const debt = loanDebt(row.principal, row.interest);
  const active = row.status === 'active';
  const price = cat.price(row.pairId);
  const ltv = active && price !== undefined ? loanLtvShown(debt, row.collateral, price) : undefined;
  return {
    id: row.id,
    product_id: row.productId,
    currency_id: row.currencyId,
    currency: cat.symbol(row.currencyId),
    borrow_currency: cat.symbol(row.borrowCurrencyId),
    pair_id: row.pairId,
    symbol: pair?.symbol ?? '',
    price_precision: pair?.pricePrecision ?? 2,
    status: row.status as LoanStatus,
    term_days: row.termDays,
    collateral: str(row.collateral),
    borrowed: str(row.borrowed),
    principal: str(row.principal),
    interest: str(row.interest),
    interest_total: str(row.interestTotal),
    debt: debt.toFixed(),
    repaid: str(row.repaid),
    initial_ltv: str(row.initialLtv),
    margin_call_ltv: str(row.marginCallLtv),
    liquidation_ltv: str(row.liquidationLtv),
    hourly_rate: str(row.hourlyRate),
    liquidation_price: active ? str(row.liquidationPrice) : '0',
    margin_call_price: active ? str(row.marginCallPrice) : '0',
    price: price ?? null,
    ltv: ltv && ltv.isFinite() ? ltv.toFixed() : null,
    margin_call: active && row.marginCall,
    created_at: row.createdAt.toISOString(),
    term_end: row.termEnd?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    close_price: opt(row.closePrice),
    proceeds: opt(row.proceeds),
    returned: opt(row.returned),
    shortfall: opt(row.shortfall),
  };
}

/**
 * A loan's history, oldest first (repo.events): every row as it is, interest summed per UTC day (one row per day,
 * `hours` = charges, time = the day's last charge).
 */
export function historyView(rows: readonly HistoryRow[]): LoanEvent[] {
  return rows.map((r) => ({
    kind: r.kind as LoanEventKind,
    amount: str(r.amount),
    collateral: str(r.collateral),
    price: opt(r.price),
    hours: r.kind === 'interest' ? r.hours : 0,
    created_at: r.at.toISOString(),
  }));
}
