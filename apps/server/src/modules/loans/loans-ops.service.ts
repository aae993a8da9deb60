import { Decimal, type Paginated, refuse } from '@meridian/contract';
import {
  type LoanProduct,
  type OpsLoan,
  type OpsLoanListRequest,
  type OpsLoanProductSaveRequest,
} from '@meridian/contract/loans';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import * as repo from './loans.repo';
import type { LoansService } from './loans.service';
import { loanView, productView } from './loans.view';

export interface LoansOpsDeps {
  db: Db;
  loans: LoansService;
  account: Pick<Services['account'], 'profilesOf'>;
}

const dec = (v: string) => new Decimal(v).toFixed();

/**
 * The console's loan work (contract `API.opsLoans`): products per collateral coin (each save audited in its own
 * transaction) and the loan book with each loan's LTV at the feed price. Nothing here moves a balance.
 */
export class LoansOps {
  constructor(private readonly d: LoansOpsDeps) {}

  /** GET ops/loans/products — every product, enabled or not. */
  async products(): Promise<LoanProduct[]> {
    return (await repo.products(this.d.db, false)).map((p) => productView(p, this.d.loans.cat));
  }

  /**
   * POST ops/loans/product/save — creates the collateral coin's product (one per coin; it must have a USDT
   * spot pair) or edits it by id. A loan keeps the terms it was taken with.
   */
  async productSave(
    input: OpsLoanProductSaveRequest,
    audit?: (id: number) => AuditHook<LoanProduct | null>,
  ): Promise<LoanProduct> {
    const cat = this.d.loans.cat;
    const usdt = cat.usdtId();
    const pair = usdt === undefined ? undefined : cat.pairOf(input.currency_id, usdt);
    if (!pair || usdt === undefined) throw refuse('loan_product_invalid', {}, 'currency_id');
    const fields = {
      currencyId: input.currency_id,
      borrowCurrencyId: usdt,
      pairId: pair.id,
      initialLtv: dec(input.initial_ltv),
      marginCallLtv: dec(input.margin_call_ltv),
      liquidationLtv: dec(input.liquidation_ltv),
      hourlyRate: dec(input.hourly_rate),
      terms: [...input.terms].sort((a, b) => a - b),
      minBorrow: dec(input.min_borrow),
      maxBorrow: dec(input.max_borrow),
      enabled: input.enabled,
      isDemo: input.is_demo,
    };
    return this.d.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const row = await repo.insertProduct(tx, fields);
        if (!row) throw refuse('loan_product_invalid', {}, 'currency_id');
        const after = productView(row, cat);
        await audit?.(row.id)(tx, null, after);
        return after;
      }
      const before = await repo.lockProduct(tx, input.id);
      if (!before) throw refuse('loan_product_not_found', {}, 'id');
      if (before.currencyId !== input.currency_id) throw refuse('loan_product_invalid', {}, 'currency_id');
      const after = productView(await repo.updateProduct(tx, input.id, fields), cat);
      await audit?.(input.id)(tx, productView(before, cat), after);
      return after;
    });
  }

  /** GET ops/loans/list — the loan book, newest first, with the owner's account and the LTV now. */
  async list(q: OpsLoanListRequest): Promise<Paginated<OpsLoan>> {
    const { rows, total } = await repo.listLoans(
      this.d.db,
      {
        ...(q.status ? { status: q.status } : {}),
        ...(q.uid !== undefined ? { userId: q.uid } : {}),
        ...(q.currency_id !== undefined ? { currencyId: q.currency_id } : {}),
      },
      { limit: q.limit, offset: (q.page - 1) * q.limit },
    );
    const profiles = await this.d.account.profilesOf([...new Set(rows.map((r) => r.userId))]);
    return {
      data: rows.map((r) => ({
        ...loanView(r, this.d.loans.cat),
        uid: r.userId,
        account: profiles.get(r.userId)?.login ?? '',
      })),
      page: q.page,
      limit: q.limit,
      total,
    };
  }
}
