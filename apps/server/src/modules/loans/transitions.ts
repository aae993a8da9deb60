import { Decimal } from '@meridian/contract';
import {
  LOAN_HOUR_MS,
  loanDebt,
  loanHourlyInterest,
  loanLiquidation,
  loanLtv,
  loanLtvShown,
  loanTriggerPrice,
} from '@meridian/contract/loans';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import { toTicks } from '../../platform/leading-triggers';
import type { LoansDeps } from './loans.deps';
import { sellCollateral } from './money';
import * as repo from './loans.repo';
import type { LoanRow } from './loans.schema';
import type { LoansCatalog } from './loans.view';

/** Most hours one accrual charges (a loan idle for longer catches up over several runs). */
export const ACCRUAL_HOURS_MAX = 24 * 31;

type Amounts = Pick<LoanRow, 'principal' | 'interest' | 'collateral' | 'liquidationLtv' | 'marginCallLtv'>;

/**
 * The state changes of a loan that the triggers, the jobs and the service share. Each takes the loan's row lock
 * in the caller's transaction first and re-checks the state it acts on, so two callers (a repayment racing a
 * liquidation, two nodes' jobs) change a loan once. Changed rows are reported after commit (`changed`), which
 * re-places the loan's triggers.
 */
export class LoanTransitions {
  constructor(
    private readonly d: LoansDeps,
    private readonly cat: LoansCatalog,
    private readonly changed: (rows: LoanRow[]) => void,
  ) {}

  /** The trigger prices for these amounts: liquidation and margin-call levels, rounded up to the tick. */
  prices(pairId: number, a: Amounts): { liquidationPrice: string; marginCallPrice: string } {
    const debt = loanDebt(a.principal, a.interest);
    const decimals = this.cat.pricePrecision(pairId);
    return {
      liquidationPrice: loanTriggerPrice(debt, a.collateral, a.liquidationLtv, decimals).toFixed(),
      marginCallPrice: loanTriggerPrice(debt, a.collateral, a.marginCallLtv, decimals).toFixed(),
    };
  }

  /** Reports a changed row once `tx` commits. */
  report(tx: Tx, row: LoanRow): LoanRow {
    afterCommit(tx, () => this.changed([row]));
    return row;
  }

  /**
   * Charges the loan's hours due by `now` (hour n ends `created_at` + n h; not past the term end): one history
   * row per hour, UNIQUE per loan and hour, so an hour is charged once however often this runs. Interest is on
   * the principal outstanding, rounded up to 8 decimals (loans-rules), and becomes debt.
   */
  async accrue(tx: Tx, loanId: number, now: Date): Promise<LoanRow | undefined> {
    const loan = await repo.lockLoan(tx, loanId);
    if (!loan || loan.status !== 'active') return undefined;
    const end = Math.min(now.getTime(), loan.termEnd?.getTime() ?? Infinity);
    let until = loan.accruedUntil.getTime();
    let charged = new Decimal(0);
    for (let n = 0; n < ACCRUAL_HOURS_MAX && until + LOAN_HOUR_MS <= end; n++) {
      until += LOAN_HOUR_MS;
      const amount = loanHourlyInterest(loan.principal, loan.hourlyRate);
      const row = await repo.insertHour(tx, {
        loanId,
        kind: 'interest',
        amount: amount.toFixed(),
        hour: new Date(until),
        createdAt: new Date(until),
      });
      if (row) charged = charged.plus(amount);
    }
    if (until === loan.accruedUntil.getTime()) return undefined;
    const interest = new Decimal(loan.interest).plus(charged).toFixed();
    const row = await repo.updateLoan(tx, loanId, {
      interest,
      interestTotal: new Decimal(loan.interestTotal).plus(charged).toFixed(),
      accruedUntil: new Date(until),
      ...this.prices(loan.pairId, { ...loan, interest }),
    });
    return this.report(tx, row);
  }

  /**
   * The sale of the collateral to the house at `price` (a liquidation at the trigger's tick, or the term-end
   * sale): proceeds = collateral × price rounded down; the debt settled first, the rest to the user, a
   * shortfall absorbed by the house and recorded. `reached` re-checks the level on the locked row (a repayment
   * or more collateral may have moved it since the trigger fired).
   */
  async sell(
    tx: Tx,
    loanId: number,
    reason: 'liquidation' | 'matured',
    price: string,
    at: Date,
    reached?: (row: LoanRow) => boolean,
  ): Promise<LoanRow | undefined> {
    // the hours due by the sale are debt too (the hourly job may not have reached them yet)
    await this.accrue(tx, loanId, at);
    const loan = await repo.lockLoan(tx, loanId);
    if (!loan || loan.status !== 'active') return undefined;
    if (reached && !reached(loan)) return undefined;
    const debt = loanDebt(loan.principal, loan.interest);
    const sale = loanLiquidation(loan.collateral, price, debt);
    await sellCollateral(tx, this.d.ledger, loan, await repo.holds(tx, loanId), sale);
    await repo.insertEvent(tx, {
      loanId,
      kind: reason,
      amount: debt.toFixed(),
      collateral: loan.collateral,
      price,
      createdAt: at,
    });
    const row = await repo.updateLoan(tx, loanId, {
      status: reason === 'liquidation' ? 'liquidated' : 'matured',
      principal: '0',
      interest: '0',
      closedAt: at,
      closePrice: price,
      proceeds: sale.proceeds.toFixed(),
      returned: sale.returned.toFixed(),
      shortfall: sale.shortfall.toFixed(),
      marginCall: false,
    });
    await this.d.notifier.notify(tx, {
      userId: loan.userId,
      key: reason === 'liquidation' ? 'loan_liquidated' : 'loan_matured',
      params: {
        collateral: new Decimal(loan.collateral).toFixed(),
        currency: this.cat.symbol(loan.currencyId),
        price: new Decimal(price).toFixed(),
        debt: debt.toFixed(),
        returned: sale.returned.toFixed(),
        borrow_currency: this.cat.symbol(loan.borrowCurrencyId),
      },
      link: `${NOTIFICATION_LINKS.loan}?id=${loanId}`,
      ref: `loan:${loanId}`,
    });
    return this.report(tx, row);
  }

  /**
   * A margin call: the price reached the margin-call level while no call is open → the loan is flagged, a
   * history row stores the price, and the user is notified (once per crossing: the flag clears only when the
   * LTV falls back below the margin-call LTV).
   */
  async marginCall(tx: Tx, loanId: number, price: string, at: Date): Promise<LoanRow | undefined> {
    const loan = await repo.lockLoan(tx, loanId);
    if (!loan || loan.status !== 'active' || loan.marginCall) return undefined;
    const decimals = this.cat.pricePrecision(loan.pairId);
    if (toTicks(price, decimals) > toTicks(loan.marginCallPrice, decimals)) return undefined;
    const debt = loanDebt(loan.principal, loan.interest);
    const event = await repo.insertEvent(tx, {
      loanId,
      kind: 'margin_call',
      amount: debt.toFixed(),
      price,
      createdAt: at,
    });
    const row = await repo.updateLoan(tx, loanId, { marginCall: true });
    await this.d.notifier.notify(tx, {
      userId: loan.userId,
      key: 'loan_margin_call',
      params: {
        currency: this.cat.symbol(loan.currencyId),
        ltv: loanLtvShown(debt, loan.collateral, price).toFixed(),
        price: new Decimal(price).toFixed(),
        liquidation_price: new Decimal(loan.liquidationPrice).toFixed(),
      },
      link: `${NOTIFICATION_LINKS.loan}?id=${loanId}`,
      ref: `loan_margin_call:${event.id}`,
    });
    return this.report(tx, row);
  }

  /** The margin call ends when the LTV at `price` is back below the margin-call LTV. */
  async marginReset(tx: Tx, loanId: number, price: string): Promise<LoanRow | undefined> {
    const loan = await repo.lockLoan(tx, loanId);
    if (!loan || loan.status !== 'active' || !loan.marginCall) return undefined;
    const ltv = loanLtv(loanDebt(loan.principal, loan.interest), loan.collateral, price);
    if (ltv.gte(loan.marginCallLtv)) return undefined;
    return this.report(tx, await repo.updateLoan(tx, loanId, { marginCall: false }));
  }
}
