import { checkAmount } from './amountInput';

/** Amount checks shared by the money forms ("amount must be correct and positive"). */

export type AmountProblem = 'amount_required' | 'amount_invalid' | 'amount_precision';

export function decimalsOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/** The first problem of a typed amount against a currency precision; null when it is a usable amount. */
export function amountProblem(raw: string, precision: number): AmountProblem | null {
  const check = checkAmount(raw, { decimals: precision });
  if (check.ok) return null;
  switch (check.reason) {
    case 'required':
      return 'amount_required';
    case 'precision':
      return 'amount_precision';
    case 'invalid':
    case 'not_positive':
    case 'below_min':
    case 'above_max':
      return 'amount_invalid';
  }
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
