import { Decimal } from '@meridian/contract';
import type { SupportTopicResolver } from '../support';
import * as repo from './loans.repo';
import type { LoanRow } from './loans.schema';
import type { LoansService } from './loans.service';
import type { Db } from '../../platform/db';

/** Support chat's view of loans (topic `loan:<id>`): the owner's loan only (IDOR), and their latest loans. */
export function loanTopics(db: Db, loans: LoansService): SupportTopicResolver {
  const title = (l: LoanRow) =>
    `Loan ${new Decimal(l.borrowed).toFixed()} ${loans.cat.symbol(l.borrowCurrencyId)} on ` +
    `${new Decimal(l.collateral).toFixed()} ${loans.cat.symbol(l.currencyId)}`;
  return {
    async resolve(userId, refId) {
      if (!/^[1-9][0-9]{0,15}$/.test(refId)) return undefined;
      const loan = await repo.getLoan(db, Number(refId));
      return loan && loan.userId === userId ? { title: title(loan) } : undefined;
    },
    async recent(userId, limit) {
      const { rows } = await repo.listLoans(db, { userId }, { limit, offset: 0 });
      return rows.map((l) => ({
        kind: 'loan',
        ref: String(l.id),
        title: title(l),
        status: l.status,
        amount: new Decimal(l.borrowed).toFixed(),
        currency: loans.cat.symbol(l.borrowCurrencyId),
        time: l.createdAt.toISOString(),
      }));
    },
  };
}
