import { defineCron, type CronDefinition } from '../../platform/jobs';
import type { LoansDeps } from './loans.deps';
import * as repo from './loans.repo';
import type { LoansService } from './loans.service';

/** Loans handled per query page of a job run (each loan is its own transaction). */
const PAGE = 200;
/** Pages one run goes through at most (the next run goes on). */
const PAGES_MAX = 500;

/**
 * Charges every active loan the hours due by `now` (LoanTransitions.accrue: one UNIQUE row per loan and hour,
 * so a second run, or two nodes, charge nothing more). Returns how many loans were charged.
 */
export async function accrueInterest(
  d: Pick<LoansDeps, 'db'>,
  loans: LoansService,
  now: Date,
): Promise<number> {
  let after = 0;
  let charged = 0;
  for (let page = 0; page < PAGES_MAX; page++) {
    const ids = await repo.loansDueInterest(d.db, now, after, PAGE);
    for (const id of ids) {
      const row = await d.db.transaction((tx) => loans.transitions.accrue(tx, id, now));
      if (row) charged++;
    }
    if (ids.length < PAGE) break;
    after = ids[ids.length - 1]!;
  }
  return charged;
}

/**
 * Settles loans whose term ended by `now` (the term-end rule): the hours up to the term end are charged, then the
 * collateral is sold to the house at the feed price like a liquidation (reason `matured`): the debt settled, the
 * rest returned. A loan whose pair has no price yet waits for the next run. Returns how many were settled.
 */
export async function settleMatured(
  d: Pick<LoansDeps, 'db'>,
  loans: LoansService,
  now: Date,
): Promise<number> {
  let settled = 0;
  const ids = await repo.loansPastTerm(d.db, now, PAGE);
  for (const id of ids) {
    const row = await d.db.transaction(async (tx) => {
      const loan = await repo.lockLoan(tx, id);
      if (!loan || loan.status !== 'active' || !loan.termEnd) return undefined;
      const price = loans.cat.price(loan.pairId);
      if (price === undefined) return undefined;
      await loans.transitions.accrue(tx, id, loan.termEnd);
      return loans.transitions.sell(tx, id, 'matured', price, now);
    });
    if (row) settled++;
  }
  return settled;
}

/** `loans.interest` every hour (missed hours are charged by the next run; a day of missed slots backfilled) and
 * `loans.maturity` every minute. */
export function loansJobs(d: Pick<LoansDeps, 'db' | 'now'>, loans: LoansService): CronDefinition[] {
  return [
    defineCron({
      name: 'loans.interest',
      cron: '0 * * * *',
      runAtStart: true,
      backfillMs: 86_400_000,
      handler: async (ctx) => {
        const n = await accrueInterest(d, loans, d.now());
        if (n > 0) ctx.log.info({ loans: n }, 'loans: hourly interest charged');
      },
    }),
    defineCron({
      name: 'loans.maturity',
      cron: '* * * * *',
      handler: async (ctx) => {
        const n = await settleMatured(d, loans, d.now());
        if (n > 0) ctx.log.info({ loans: n }, 'loans: loans past their term settled');
      },
    }),
  ];
}
