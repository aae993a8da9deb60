import { Decimal } from '@meridian/contract';
import { fail } from '../../platform/http/app-error';
import { isUserRef, type AccountRef, type EntryInput } from './types';

/** Checks and builders of ledger entries (ledger.service.ts). */

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
  if (!v.isFinite() || v.lte(0)) throw fail('parameter_error');
  return v;
}

/** The entry of a hold: `value` moves from the account's available to its frozen balance. */
export function holdEntry(
  account: AccountRef,
  value: Decimal,
  ref: { type: string; id: string },
): EntryInput {
  return {
    kind: 'hold',
    refType: ref.type,
    refId: ref.id,
    lines: [
      { account, bucket: 'available', amount: value.neg() },
      { account, bucket: 'frozen', amount: value },
    ],
  };
}
