import { Decimal, type Paginated, refuse } from '@meridian/contract';
import {
  LOAN_COLLATERAL_DECIMALS,
  LOAN_MONEY_DECIMALS,
  loanDebt,
  loanLtv,
  loanMaxBorrow,
  loanRepaySplit,
  loanTermEnd,
  type LoanAddCollateralRequest,
  type LoanBorrowRequest,
  type LoanDetail,
  type LoanListRequest,
  type LoanProduct,
  type LoanRepayRequest,
  type LoanView,
} from '@meridian/contract/loans';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { Tx } from '../../platform/db';
import type { LoansDeps } from './loans.deps';
import { collect, holdCollateral, lend, releaseCollateral } from './money';
import * as repo from './loans.repo';
import type { LoanProductRow, LoanRow } from './loans.schema';
import { LoanTransitions } from './transitions';
import { historyView, LoansCatalog, loanView, productView } from './loans.view';

/** Refuses an amount with more decimals than `decimals` (amount_too_many_decimals). */
function scaled(value: string, decimals: number, field: string): Decimal {
  const v = new Decimal(value);
  if (v.decimalPlaces() > decimals) throw refuse('amount_too_many_decimals', {}, field);
  return v;
}

/**
 * The user's side of loans (contract `API.loans`): products, borrow, repay, add collateral, lists and detail.
 * Each change is one transaction under the loan's row lock (borrow: a new row), with its ledger movements; the
 * trigger runtime learns of committed changes through `onChange` and re-places the loan's levels.
 */
export class LoansService {
  readonly cat: LoansCatalog;
  readonly transitions: LoanTransitions;
  private readonly listeners = new Set<(rows: LoanRow[]) => void>();

  constructor(private readonly d: LoansDeps) {
    this.cat = new LoansCatalog(d.market);
    this.transitions = new LoanTransitions(d, this.cat, (rows) => this.changed(rows));
  }

  /** Called with loans this node changed, once committed (the trigger runtime). */
  onChange(listener: (rows: LoanRow[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(rows: readonly (LoanRow | undefined)[]): void {
    const list = rows.filter((r): r is LoanRow => r !== undefined);
    if (list.length > 0) for (const l of this.listeners) l(list);
  }

  /** GET borrowing/products — the enabled products. */
  async products(): Promise<LoanProduct[]> {
    return (await repo.products(this.d.db, true)).map((p) => productView(p, this.cat));
  }

  private async productFor(req: LoanBorrowRequest): Promise<LoanProductRow> {
    const p =
      req.product_id !== undefined
        ? await repo.product(this.d.db, req.product_id)
        : await repo.productOfCurrency(this.d.db, req.currency_id!);
    if (!p || !p.enabled) throw refuse('loan_product_not_found', {}, 'product_id');
    return p;
  }

  /**
   * POST borrowing/borrow — within the product's min/max and the initial LTV at the feed price: the collateral
   * held on the spot account, the USDT credited from pool:loans, one transaction.
   */
  async borrow(userId: number, req: LoanBorrowRequest): Promise<LoanView> {
    const p = await this.productFor(req);
    if (!p.terms.includes(req.term_days)) throw refuse('loan_term_invalid', {}, 'term_days');
    const collateral = scaled(req.collateral, LOAN_COLLATERAL_DECIMALS, 'collateral');
    const amount = scaled(req.amount, LOAN_MONEY_DECIMALS, 'amount');
    const currency = this.cat.symbol(p.borrowCurrencyId);
    if (amount.lt(p.minBorrow))
      throw refuse('loan_amount_below_min', { min: new Decimal(p.minBorrow).toFixed(), currency }, 'amount');
    if (amount.gt(p.maxBorrow))
      throw refuse('loan_amount_above_max', { max: new Decimal(p.maxBorrow).toFixed(), currency }, 'amount');
    const price = this.cat.price(p.pairId);
    if (price === undefined || new Decimal(price).lte(0)) throw refuse('loan_price_unavailable');
    const max = loanMaxBorrow(collateral, price, p.initialLtv);
    if (amount.gt(max)) throw refuse('loan_ltv_exceeded', { max: max.toFixed(), currency }, 'amount');
    const now = this.d.now();
    const amounts = {
      principal: amount.toFixed(),
      interest: '0',
      collateral: collateral.toFixed(),
      liquidationLtv: p.liquidationLtv,
      marginCallLtv: p.marginCallLtv,
    };
    return this.d.db.transaction(async (tx) => {
      const loan = await repo.insertLoan(tx, {
        userId,
        productId: p.id,
        currencyId: p.currencyId,
        borrowCurrencyId: p.borrowCurrencyId,
        pairId: p.pairId,
        termDays: req.term_days,
        collateral: amounts.collateral,
        borrowed: amounts.principal,
        principal: amounts.principal,
        initialLtv: p.initialLtv,
        marginCallLtv: p.marginCallLtv,
        liquidationLtv: p.liquidationLtv,
        hourlyRate: p.hourlyRate,
        ...this.transitions.prices(p.pairId, amounts),
        marginCall: false,
        accruedUntil: now,
        termEnd: loanTermEnd(now, req.term_days),
        closedAt: null,
        closePrice: null,
        proceeds: null,
        returned: null,
        shortfall: null,
        createdAt: now,
      });
      const holdId = await holdCollateral(tx, this.d.ledger, loan, collateral);
      await lend(tx, this.d.ledger, loan);
      await repo.insertEvent(tx, {
        loanId: loan.id,
        kind: 'borrow',
        amount: loan.borrowed,
        collateral: loan.collateral,
        price,
        holdId,
        createdAt: now,
      });
      return loanView(this.transitions.report(tx, loan), this.cat);
    });
  }

  /** The loan, locked, when it is the user's and active (another user's loan is not found: no IDOR). */
  private async ownActive(tx: Tx, userId: number, id: number): Promise<LoanRow> {
    const loan = await repo.lockLoan(tx, id);
    if (!loan || loan.userId !== userId) throw refuse('loan_not_found', {}, 'id');
    if (loan.status !== 'active') throw refuse('loan_not_active', {}, 'id');
    return loan;
  }

  /** The margin call ends in the same transaction when the LTV at the feed price is back below its level. */
  private marginAfter(
    loan: LoanRow,
    change: Pick<LoanRow, 'principal' | 'interest' | 'collateral'>,
  ): boolean {
    if (!loan.marginCall) return false;
    const price = this.cat.price(loan.pairId);
    if (price === undefined) return true;
    return loanLtv(loanDebt(change.principal, change.interest), change.collateral, price).gte(
      loan.marginCallLtv,
    );
  }

  /**
   * POST borrowing/repay — `amount` (capped at the debt) or `full`: the hours due charged, then interest first,
   * then principal, from the user's spot USDT to pool:loans. Paid off: every collateral hold released, the loan `repaid`.
   */
  async repay(userId: number, req: LoanRepayRequest): Promise<LoanView> {
    const asked = req.full ? undefined : scaled(req.amount!, LOAN_MONEY_DECIMALS, 'amount');
    return this.d.db.transaction(async (tx) => {
      const own = await this.ownActive(tx, userId, req.id);
      // the hours already due are charged first (the hourly job may not have reached them yet)
      const loan = (await this.transitions.accrue(tx, own.id, this.d.now())) ?? own;
      const debt = loanDebt(loan.principal, loan.interest);
      const split = loanRepaySplit(loan.principal, loan.interest, asked ?? debt);
      await collect(tx, this.d.ledger, loan, split.total);
      const now = this.d.now();
      await repo.insertEvent(tx, {
        loanId: loan.id,
        kind: 'repay',
        amount: split.total.toFixed(),
        createdAt: now,
      });
      const left = {
        principal: new Decimal(loan.principal).minus(split.principal).toFixed(),
        interest: new Decimal(loan.interest).minus(split.interest).toFixed(),
        collateral: loan.collateral,
      };
      const repaid = new Decimal(loan.repaid).plus(split.total).toFixed();
      if (!split.full) {
        const row = await repo.updateLoan(tx, loan.id, {
          ...left,
          repaid,
          ...this.transitions.prices(loan.pairId, { ...loan, ...left }),
          marginCall: this.marginAfter(loan, left),
        });
        return loanView(this.transitions.report(tx, row), this.cat);
      }
      await releaseCollateral(
        tx,
        this.d.ledger,
        (await repo.holds(tx, loan.id)).map((h) => h.id),
      );
      const row = await repo.updateLoan(tx, loan.id, {
        principal: '0',
        interest: '0',
        repaid,
        status: 'repaid',
        closedAt: now,
        marginCall: false,
      });
      await this.d.notifier.notify(tx, {
        userId,
        key: 'loan_repaid',
        params: {
          amount: repaid,
          borrow_currency: this.cat.symbol(loan.borrowCurrencyId),
          collateral: new Decimal(loan.collateral).toFixed(),
          currency: this.cat.symbol(loan.currencyId),
        },
        link: `${NOTIFICATION_LINKS.loan}?id=${loan.id}`,
        ref: `loan:${loan.id}`,
      });
      return loanView(this.transitions.report(tx, row), this.cat);
    });
  }

  /** POST borrowing/add_collateral — another hold on the loan: the LTV and both trigger prices go down. */
  async addCollateral(userId: number, req: LoanAddCollateralRequest): Promise<LoanView> {
    const amount = scaled(req.amount, LOAN_COLLATERAL_DECIMALS, 'amount');
    return this.d.db.transaction(async (tx) => {
      const loan = await this.ownActive(tx, userId, req.id);
      const holdId = await holdCollateral(tx, this.d.ledger, loan, amount);
      await repo.insertEvent(tx, {
        loanId: loan.id,
        kind: 'add_collateral',
        collateral: amount.toFixed(),
        holdId,
        createdAt: this.d.now(),
      });
      const next = { ...loan, collateral: new Decimal(loan.collateral).plus(amount).toFixed() };
      const row = await repo.updateLoan(tx, loan.id, {
        collateral: next.collateral,
        ...this.transitions.prices(loan.pairId, next),
        marginCall: this.marginAfter(loan, next),
      });
      return loanView(this.transitions.report(tx, row), this.cat);
    });
  }

  /** GET borrowing/loans — the user's loans, newest first. */
  async loans(userId: number, q: LoanListRequest): Promise<Paginated<LoanView>> {
    const { rows, total } = await repo.listLoans(
      this.d.db,
      { userId, ...(q.status ? { status: q.status } : {}) },
      { limit: q.limit, offset: (q.page - 1) * q.limit },
    );
    return { data: rows.map((r) => loanView(r, this.cat)), page: q.page, limit: q.limit, total };
  }

  /** GET borrowing/detail — one of the user's loans with its history (another user's: not found). */
  async detail(userId: number, id: number): Promise<LoanDetail> {
    const loan = await repo.getLoan(this.d.db, id);
    if (!loan || loan.userId !== userId) throw refuse('loan_not_found', {}, 'id');
    return { ...loanView(loan, this.cat), history: historyView(await repo.events(this.d.db, id)) };
  }
}
