import { Dec } from '../lib/decimal';

/** Amount checks shared by the money forms ("amount must be correct and positive"). */

export type AmountProblem = 'amount_required' | 'amount_invalid' | 'amount_precision';

const AMOUNT = /^\d+(\.\d+)?$/;

export function decimalsOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/** The first problem of a typed amount against a currency precision; null when it is a usable amount. */
export function amountProblem(raw: string, precision: number): AmountProblem | null {
  const amount = raw.trim();
  if (amount === '') return 'amount_required';
  if (!AMOUNT.test(amount) || new Dec(amount).lte(0)) return 'amount_invalid';
  if (decimalsOf(amount) > Math.max(0, precision)) return 'amount_precision';
  return null;
}

/** The i18n key of an amount problem (the fund screens' own texts). */
export function amountProblemKey(problem: AmountProblem): string {
  switch (problem) {
    case 'amount_required':
      return 'fund.errors.amountRequired';
    case 'amount_invalid':
      return 'fund.errors.amountInvalid';
    case 'amount_precision':
      return 'fund.errors.amountPrecision';
  }
}
