import { chargeReqRequest } from '@meridian/contract/wallet';
import type { ChargeReqRequest } from '@meridian/contract/wallet';
import { Dec } from '../../../../lib/decimal';
import { amountProblem, amountProblemKey } from '../../../../lib/amount';
import type { AmountProblem } from '../../../../lib/amount';

/** The deposit claim (recharge; amount and an uploaded payment voucher required) as pure TS. */

export interface DepositValues {
  amount: string;
  /** Payer account or transaction hash (optional). */
  account: string;
  /** Uploaded voucher URL ('' until uploaded). */
  voucher: string;
}

export const EMPTY_DEPOSIT: DepositValues = { amount: '', account: '', voucher: '' };
export const DEPOSIT_ACCOUNT_MAX = 200;

export type DepositField = keyof DepositValues;
export type DepositProblem = AmountProblem | 'account_too_long' | 'voucher_required';
export type DepositProblems = Partial<Record<DepositField, DepositProblem>>;

/** Every field's first problem (empty when the claim can be sent). */
export function depositProblems(values: DepositValues, precision: number): DepositProblems {
  const problems: DepositProblems = {};
  const amount = amountProblem(values.amount, precision);
  if (amount) problems.amount = amount;
  if (values.account.trim().length > DEPOSIT_ACCOUNT_MAX) problems.account = 'account_too_long';
  if (!values.voucher) problems.voucher = 'voucher_required';
  return problems;
}

export function depositProblemKey(problem: DepositProblem): string {
  switch (problem) {
    case 'account_too_long':
      return 'deposit.errors.accountTooLong';
    case 'voucher_required':
      return 'errors.voucher_required';
    case 'amount_required':
    case 'amount_invalid':
    case 'amount_precision':
      return amountProblemKey(problem);
  }
}

/** The wire body of POST /wallet/charge_req, checked by the contract; null while the form has problems. */
export function toChargeRequest(
  values: DepositValues,
  currency: number,
  network: string,
  precision: number,
): ChargeReqRequest | null {
  if (Object.keys(depositProblems(values, precision)).length > 0) return null;
  const parsed = chargeReqRequest.safeParse({
    currency,
    amount: new Dec(values.amount.trim()).toFixed(),
    account: values.account.trim(),
    network,
    type: 0,
    voucher: values.voucher,
  });
  return parsed.success ? parsed.data : null;
}
