import { conversionRequest, convertAmount, maxConvertible } from '@meridian/contract/wallet';
import type {
  ConversionCurrency,
  ConversionRequest,
  GetTransferFeeResponse,
} from '@meridian/contract/wallet';
import { toDec } from '../../../../lib/decimal';
import { amountProblem } from '../../../../lib/amount';

/** The coin conversion form (user/Transfer; confirmation; amount rules) as pure TS. */

export interface ConversionForm {
  from: number | null;
  to: number | null;
  amount: string;
}

/** What the form knows besides its own fields: the two currencies, the spot balance and the live quote. */
export interface ConversionContext {
  from: ConversionCurrency | undefined;
  to: ConversionCurrency | undefined;
  /** Available spot balance of `from` (decimal string), null while unknown. */
  available: string | null;
  /** The current quote of from → to, null while loading or refused. */
  quote: GetTransferFeeResponse | null;
}

export type ConversionProblem =
  | 'same_currency'
  | 'currency_required'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_precision'
  | 'quote_unavailable'
  | 'amount_too_small'
  | 'insufficient_balance';

export interface ConversionPreview {
  fee: string;
  /** Amount + fee: what leaves the spot balance. */
  debit: string;
  /** What the user receives (target currency, rounded down). */
  result: string;
}

const PREFERRED_FROM = 'USDT';
const PREFERRED_TO = 'BTC';

/** USDT → BTC when both are listed, else the first two currencies. */
export function initialConversion(currencies: readonly ConversionCurrency[]): ConversionForm {
  const from = currencies.find((c) => c.name === PREFERRED_FROM) ?? currencies[0];
  const to =
    currencies.find((c) => c.name === PREFERRED_TO && c.id !== from?.id) ??
    currencies.find((c) => c.id !== from?.id);
  return { from: from?.id ?? null, to: to?.id ?? null, amount: '' };
}

/** Swaps the two currencies; the amount is cleared (it was in the old source currency). */
export function swapCurrencies(form: ConversionForm): ConversionForm {
  return { from: form.to, to: form.from, amount: '' };
}

/** Picks one side; picking the other side's currency swaps them, so from ≠ to always holds. */
export function pickCurrency(form: ConversionForm, side: 'from' | 'to', id: number): ConversionForm {
  const other = side === 'from' ? 'to' : 'from';
  const next = { ...form, [side]: id };
  if (form[other] === id) next[other] = form[side];
  if (next.from !== form.from) next.amount = '';
  return next;
}

/** Fee, debit and result of an amount at the quoted prices (the server's own arithmetic), or null. */
export function conversionPreview(amount: string, ctx: ConversionContext): ConversionPreview | null {
  const q = ctx.quote;
  if (!q || !ctx.from || !ctx.to || q.from_currency_id !== ctx.from.id || q.to_currency_id !== ctx.to.id)
    return null;
  if (amountProblem(amount, ctx.from.precision) !== null) return null;
  const m = convertAmount({
    number: amount.trim(),
    fromPrice: q.form_price,
    toPrice: q.to_price,
    feePercent: q.fee,
    fromPrecision: ctx.from.precision,
    toPrecision: ctx.to.precision,
  });
  return {
    fee: m.fee.toFixed(ctx.from.precision),
    debit: m.debit.toFixed(ctx.from.precision),
    result: m.result.toFixed(ctx.to.precision),
  };
}

/** "Max": the available balance minus the fee, at the source precision; '' when nothing fits. */
export function maxAmount(ctx: ConversionContext, feePercent: string): string {
  if (!ctx.from || ctx.available === null) return '';
  const n = maxConvertible(ctx.available, feePercent, ctx.from.precision);
  return n.gt(0) ? n.toFixed() : '';
}

/** The first problem of the form, in display order; null when it can be submitted. */
export function conversionProblem(form: ConversionForm, ctx: ConversionContext): ConversionProblem | null {
  if (form.from === null || form.to === null || !ctx.from || !ctx.to) return 'currency_required';
  if (form.from === form.to) return 'same_currency';
  const amount = amountProblem(form.amount, ctx.from.precision);
  if (amount) return amount;
  const preview = conversionPreview(form.amount, ctx);
  if (!preview) return 'quote_unavailable';
  if (toDec(preview.result)?.lte(0) ?? true) return 'amount_too_small';
  const available = toDec(ctx.available);
  if (available === null || toDec(preview.debit)!.gt(available)) return 'insufficient_balance';
  return null;
}

/** Problems not worth showing before the user has typed anything. */
export function isQuietProblem(problem: ConversionProblem): boolean {
  return problem === 'amount_required' || problem === 'quote_unavailable';
}

/** The i18n key of a problem: the contract's own message for balance, the screen's for the others. */
export function conversionProblemKey(problem: ConversionProblem): string {
  switch (problem) {
    case 'insufficient_balance':
      return 'errors.insufficient_balance';
    case 'amount_precision':
      return 'fund.errors.amountPrecision';
    case 'same_currency':
      return 'conversion.errors.sameCurrency';
    case 'currency_required':
      return 'conversion.errors.currencyRequired';
    case 'amount_required':
      return 'fund.errors.amountRequired';
    case 'amount_invalid':
      return 'fund.errors.amountInvalid';
    case 'quote_unavailable':
      return 'conversion.errors.quoteUnavailable';
    case 'amount_too_small':
      return 'conversion.errors.amountTooSmall';
  }
}

/** The wire body of POST /user/Transfer, checked by the contract schema; null when the form is not valid. */
export function toConversionRequest(form: ConversionForm, ctx: ConversionContext): ConversionRequest | null {
  if (conversionProblem(form, ctx) !== null) return null;
  const parsed = conversionRequest.safeParse({
    number: toDec(form.amount.trim())!.toFixed(),
    from_currency_id: form.from,
    to_currency_id: form.to,
  });
  return parsed.success ? parsed.data : null;
}
