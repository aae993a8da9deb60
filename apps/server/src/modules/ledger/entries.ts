import { Decimal, refuse } from '@meridian/contract';
import { isUserRef, type EntryInput } from './types';

/** Checks of ledger entries (ledger.service.ts). */

export function assertBalanced(e: EntryInput): void {
  if (e.lines.length === 0) throw new Error(`ledger entry ${e.kind} has no postings`);
  const sums = new Map<number, Decimal>();
  for (const l of e.lines) {
    const amount = new Decimal(l.amount);
    if (!amount.isFinite() || amount.isZero())
      throw new Error(`ledger entry ${e.kind}: zero or invalid amount`);
    if (isUserRef(l.account) && ![1, 2, 3, 4].includes(l.account.type)) throw new Error('bad account type');
    sums.set(l.account.currencyId, (sums.get(l.account.currencyId) ?? new Decimal(0)).plus(amount));
  }
  for (const [currency, sum] of sums) {
    if (!sum.isZero())
      throw new Error(`ledger entry ${e.kind} does not balance in currency ${currency}: ${sum.toFixed()}`);
  }
}

export function positive(amount: Decimal | string): Decimal {
  const v = new Decimal(amount);
  if (!v.isFinite() || v.lte(0)) throw refuse('parameter_error');
  return v;
}
