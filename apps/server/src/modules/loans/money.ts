import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { type LoanLiquidation } from '@meridian/contract/loans';
import type { Tx } from '../../platform/db';
import type { Services } from '../../platform/module';
import { LOAN_REF, LOANS_POOL } from './loans.deps';
import type { LoanRow } from './loans.schema';

/**
 * Every balance movement of a loan, through the ledger, in the caller's transaction (which holds the loan's row
 * lock). The collateral stays on the user's spot account as holds (ref `loan:<id>`); the USDT moves between the
 * user's spot account and the house `pool:loans`.
 */

type Ledger = Services['ledger'];
const ref = (loanId: number) => ({ type: LOAN_REF, id: String(loanId) });
/** The spot (change) account: collateral is held on it, the loan credited to it and repaid from it. */
const spot = (userId: number, currencyId: number) => ({ userId, currencyId, type: ACCOUNT_TYPE.change });
const pool = (currencyId: number) => ({ house: LOANS_POOL, currencyId });

/** Holds `amount` of the collateral coin on the user's spot account for the loan; returns the hold id. */
export function holdCollateral(
  tx: Tx,
  ledger: Ledger,
  loan: LoanRow,
  amount: Decimal | string,
): Promise<number> {
  return ledger.hold(tx, spot(loan.userId, loan.currencyId), amount, ref(loan.id));
}

/** The borrowed USDT from pool:loans to the user's spot account. */
export async function lend(tx: Tx, ledger: Ledger, loan: LoanRow): Promise<void> {
  await ledger.post(tx, [
    {
      kind: 'loan_borrow',
      refType: LOAN_REF,
      refId: String(loan.id),
      lines: [
        { account: pool(loan.borrowCurrencyId), amount: new Decimal(loan.borrowed).neg() },
        { account: spot(loan.userId, loan.borrowCurrencyId), amount: loan.borrowed },
      ],
    },
  ]);
}

/** A repayment: `total` USDT from the user's spot account to pool:loans (insufficient_balance when short). */
export async function collect(tx: Tx, ledger: Ledger, loan: LoanRow, total: Decimal): Promise<void> {
  await ledger.post(tx, [
    {
      kind: 'loan_repay',
      refType: LOAN_REF,
      refId: String(loan.id),
      lines: [
        { account: spot(loan.userId, loan.borrowCurrencyId), amount: total.neg() },
        { account: pool(loan.borrowCurrencyId), amount: total },
      ],
    },
  ]);
}

/** The loan is repaid: every collateral hold returns to the user's available balance. */
export async function releaseCollateral(tx: Tx, ledger: Ledger, holdIds: readonly number[]): Promise<void> {
  for (const id of holdIds) await ledger.releaseHold(tx, id);
}

/**
 * The sale of the collateral to the house: every hold posted to pool:loans (the coin), and the proceeds beyond
 * the debt credited from pool:loans to the user's spot account, in one ledger batch. The debt's part of the
 * proceeds needs no movement (the pool lent it); a shortfall is the pool's loss (recorded on the loan).
 */
export async function sellCollateral(
  tx: Tx,
  ledger: Ledger,
  loan: LoanRow,
  holds: readonly { id: number; amount: string }[],
  sale: LoanLiquidation,
): Promise<void> {
  const returned = sale.returned.gt(0)
    ? [
        {
          kind: 'loan_liquidation' as const,
          refType: LOAN_REF,
          refId: String(loan.id),
          lines: [
            { account: pool(loan.borrowCurrencyId), amount: sale.returned.neg() },
            { account: spot(loan.userId, loan.borrowCurrencyId), amount: sale.returned },
          ],
        },
      ]
    : [];
  await ledger.postHolds(
    tx,
    holds.map((h) => ({
      holdId: h.id,
      to: [{ account: pool(loan.currencyId), amount: h.amount }],
      kind: 'loan_liquidation' as const,
    })),
    returned,
  );
}
