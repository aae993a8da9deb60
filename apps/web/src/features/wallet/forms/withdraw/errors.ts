import { amountProblemKey } from '../../../../lib/amount';
import type { WithdrawProblem } from './state';

/** The i18n key each withdrawal problem shows (contract messages under errors.*, the screen's under withdraw.*). */
export function withdrawProblemKey(problem: WithdrawProblem): string {
  switch (problem) {
    case 'destination_required':
      return 'errors.destination_missing';
    case 'below_minimum':
      return 'withdraw.errors.belowMinimum';
    case 'not_above_fee':
      return 'withdraw.errors.notAboveFee';
    case 'insufficient_balance':
      return 'errors.insufficient_balance';
    case 'pay_password_required':
      return 'errors.pay_password_required';
    case 'amount_required':
    case 'amount_invalid':
    case 'amount_precision':
      return amountProblemKey(problem);
  }
}
