/** Problems of the transfer form and the i18n key each one shows. */
export type TransferProblem =
  | 'same_account'
  | 'currency_required'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_positive'
  | 'amount_precision'
  | 'balance_unknown'
  | 'insufficient_balance';

/** `insufficient_balance` is the contract's own message (errors.*); the others are the app's (fund.errors.*). */
export function transferProblemKey(problem: TransferProblem): string {
  switch (problem) {
    case 'insufficient_balance':
      return 'errors.insufficient_balance';
    case 'same_account':
      return 'fund.errors.sameAccount';
    case 'currency_required':
      return 'fund.errors.currencyRequired';
    case 'amount_required':
      return 'fund.errors.amountRequired';
    case 'amount_invalid':
    case 'amount_positive':
      return 'fund.errors.amountInvalid';
    case 'amount_precision':
      return 'fund.errors.amountPrecision';
    case 'balance_unknown':
      return 'fund.errors.balanceUnknown';
  }
}

/** Problems worth showing before the user has typed anything (the others wait for input). */
export function isQuietProblem(problem: TransferProblem): boolean {
  return problem === 'amount_required' || problem === 'balance_unknown';
}
