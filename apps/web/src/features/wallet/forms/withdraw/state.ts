import { WITHDRAW_DESTINATIONS, walletOutRequest } from '@meridian/contract/wallet';
import type { WalletOutRequest } from '@meridian/contract/wallet';
import { Dec, toDec } from '../../../../lib/decimal';
import { amountProblem } from '../../../../lib/amount';
import type { AmountProblem } from '../../../../lib/amount';
import { isDecimalString } from '../../../../lib/amountInput';

/**
 * The withdrawal form (amount, a wallet or card selection, at least the minimum) as pure TS. The
 * fee and the minimum come from POST /wallet/get_info only; the form never sends a fee.
 */

export type DestinationType = keyof typeof WITHDRAW_DESTINATIONS;

/** A saved address (with its id) or the user's one bank card / international card. */
export type Destination = { type: 'address'; id: number } | { type: 'bank' | 'international' };

export interface WithdrawValues {
  destination: Destination | null;
  amount: string;
  payPassword: string;
}

export const EMPTY_WITHDRAW: WithdrawValues = { destination: null, amount: '', payPassword: '' };

/** What the server says about this currency (get_info). */
export interface WithdrawRules {
  currency: number;
  precision: number;
  /** Minimum amount per withdrawal. */
  min: string;
  /** Fee per withdrawal, taken from the amount. */
  fee: string;
  /** Available in the spot account. */
  available: string;
}

export type WithdrawField = 'destination' | 'amount' | 'payPassword';
export type WithdrawProblem =
  | AmountProblem
  | 'destination_required'
  | 'below_minimum'
  | 'not_above_fee'
  | 'insufficient_balance'
  | 'pay_password_required';
export type WithdrawProblems = Partial<Record<WithdrawField, WithdrawProblem>>;

/** The id a destination option carries in the DOM: `address-12`, `bank-card`, `international-card`. */
export function destinationKey(d: Destination): string {
  return d.type === 'address' ? `address-${d.id}` : `${d.type}-card`;
}

export function sameDestination(a: Destination | null, b: Destination | null): boolean {
  return a !== null && b !== null && destinationKey(a) === destinationKey(b);
}

function amountRuleProblem(amount: string, rules: WithdrawRules): WithdrawProblem | null {
  const basic = amountProblem(amount, rules.precision);
  if (basic) return basic;
  const value = new Dec(amount.trim());
  if (value.lt(toDec(rules.min) ?? 0)) return 'below_minimum';
  if (value.lte(toDec(rules.fee) ?? 0)) return 'not_above_fee';
  if (value.gt(toDec(rules.available) ?? 0)) return 'insufficient_balance';
  return null;
}

/** Every field's first problem (empty when the withdrawal can be confirmed). */
export function withdrawProblems(values: WithdrawValues, rules: WithdrawRules): WithdrawProblems {
  const problems: WithdrawProblems = {};
  if (!values.destination) problems.destination = 'destination_required';
  const amount = amountRuleProblem(values.amount, rules);
  if (amount) problems.amount = amount;
  if (values.payPassword === '') problems.payPassword = 'pay_password_required';
  return problems;
}

export interface WithdrawPreview {
  amount: string;
  fee: string;
  /** amount − fee, never below 0. */
  arrives: string;
}

/** Fee and "you receive" for what is typed (null until the amount is a number). */
export function withdrawPreview(amount: string, rules: Pick<WithdrawRules, 'fee'>): WithdrawPreview | null {
  const value = toDec(amount.trim());
  if (!value || value.lte(0) || !isDecimalString(amount.trim())) return null;
  const fee = toDec(rules.fee) ?? new Dec(0);
  const arrives = Dec.max(value.minus(fee), 0);
  return { amount: value.toFixed(), fee: fee.toFixed(), arrives: arrives.toFixed() };
}

/** The wire body of POST /wallet/out (checked by the contract); null while the form has problems. */
export function toWalletOutRequest(values: WithdrawValues, rules: WithdrawRules): WalletOutRequest | null {
  if (Object.keys(withdrawProblems(values, rules)).length > 0 || !values.destination) return null;
  const d = values.destination;
  const parsed = walletOutRequest.safeParse({
    currency: rules.currency,
    number: new Dec(values.amount.trim()).toFixed(),
    type: WITHDRAW_DESTINATIONS[d.type],
    ...(d.type === 'address' ? { address_id: d.id } : {}),
    pay_password: values.payPassword,
  });
  return parsed.success ? parsed.data : null;
}
