import { ACCOUNT_FIELDS, walletChangeRequest } from '@meridian/contract/wallet';
import type { AccountField, WalletChangeRequest } from '@meridian/contract/wallet';
import { isDecimalString } from '../../../../lib/amountInput';
import { Dec, toDec } from '../../../../lib/decimal';
import type { TransferProblem } from './errors';

/** The transfer-between-accounts form (fund transfer; confirmation; amount rules) as pure TS. */

export interface TransferForm {
  from: AccountField;
  to: AccountField;
  currencyId: number | null;
  amount: string;
}

/** What the form knows about the chosen currency in the `from` account. */
export interface TransferBalance {
  currencyName: string;
  /** Available balance in the `from` account (decimal string), null while unknown. */
  available: string | null;
  /** Decimals the currency is kept to. */
  precision: number;
}

export const INITIAL_TRANSFER: TransferForm = { from: 'change', to: 'lever', currencyId: null, amount: '' };

/** Swaps from and to; the amount stays (it is re-validated against the new source). */
export function swapAccounts(form: TransferForm): TransferForm {
  return { ...form, from: form.to, to: form.from };
}

/**
 * Picks `from` (or `to`); when it would equal the other side, the other side moves to the account the new
 * one replaced, so from ≠ to always holds after a pick.
 */
export function pickAccount(form: TransferForm, side: 'from' | 'to', value: AccountField): TransferForm {
  const other = side === 'from' ? 'to' : 'from';
  if (form[other] !== value) return { ...form, [side]: value };
  const fallback = form[side] !== value ? form[side] : (ACCOUNT_FIELDS.find((f) => f !== value) ?? 'change');
  return { ...form, [side]: value, [other]: fallback };
}

/** "All": the available balance cut (down) to the currency's precision, without trailing zeros. */
export function allAmount(available: string | null, precision: number): string {
  const d = toDec(available);
  if (!d || d.lte(0)) return '';
  return d.toDecimalPlaces(Math.max(0, precision), Dec.ROUND_DOWN).toFixed();
}

function decimalsOf(amount: string): number {
  const frac = amount.split('.')[1];
  return frac ? frac.length : 0;
}

/** The first problem of the form, in display order; null when it can be submitted. */
export function transferProblem(form: TransferForm, balance: TransferBalance | null): TransferProblem | null {
  if (form.from === form.to) return 'same_account';
  if (form.currencyId === null || !balance) return 'currency_required';
  const amount = form.amount.trim();
  if (amount === '') return 'amount_required';
  if (!isDecimalString(amount)) return 'amount_invalid';
  const value = new Dec(amount);
  if (value.lte(0)) return 'amount_positive';
  if (decimalsOf(amount) > balance.precision) return 'amount_precision';
  const available = toDec(balance.available);
  if (available === null) return 'balance_unknown';
  if (value.gt(available)) return 'insufficient_balance';
  return null;
}

/** The wire body of POST /wallet/change, checked by the contract schema; null when the form is not valid. */
export function toTransferRequest(
  form: TransferForm,
  balance: TransferBalance | null,
): WalletChangeRequest | null {
  if (transferProblem(form, balance) !== null) return null;
  const parsed = walletChangeRequest.safeParse({
    currency_id: form.currencyId,
    number: new Dec(form.amount.trim()).toFixed(),
    from_field: form.from,
    to_field: form.to,
  });
  return parsed.success ? parsed.data : null;
}
