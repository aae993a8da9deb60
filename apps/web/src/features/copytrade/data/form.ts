import { Decimal } from '@meridian/contract';
import { COPY_STOP_LOSS_RANGE, checkCopyNumber } from '@meridian/contract/copytrade';
import type { FollowFollowRequest, FollowRecord } from '@meridian/contract/copytrade';
import { isDecimalString, isWholeString } from '../../../lib/amountInput';
import type { CopyType } from './preview';

/**
 * The follow form (mode, number, budget, copier stop-loss) as pure TS: its defaults, the values of
 * an existing follow (edit mode), what the user may type, the first problem of each field (contract message
 * keys, so the server's and the form's words are the same), and the request.
 */

export interface FollowForm {
  type: CopyType;
  number: string;
  budget: string;
  /** Whole percent of the budget, '' for none. */
  stopLoss: string;
}

export type FollowField = 'number' | 'budget' | 'stopLoss';

/** A problem: a contract message key (`errors.*`) with its parameters. */
export interface FormProblem {
  key: string;
  params?: Record<string, string>;
}

export type FollowProblems = Partial<Record<FollowField, FormProblem>>;

/** A new follow: a multiple of 1, the trader's minimum budget, no stop-loss. */
export function newFollowForm(minAmount: string): FollowForm {
  return { type: 1, number: '1', budget: trimZeros(minAmount), stopLoss: '' };
}

/** Edit mode: the follow as it is. */
export function followFormOf(f: FollowRecord): FollowForm {
  return {
    type: f.type,
    number: trimZeros(f.number),
    budget: trimZeros(f.budget),
    stopLoss: f.stop_loss_percent ? trimZeros(f.stop_loss_percent) : '',
  };
}

function trimZeros(v: string): string {
  if (!isDecimalString(v)) return v;
  return new Decimal(v).toFixed();
}

/** Decimals the number field accepts: a multiple is typed to 2 decimals (3 so rounding can be shown), lots whole. */
export const numberDecimals = (type: CopyType): number => (type === 1 ? 3 : 0);

/** Every field's first problem; empty when the form can be sent. */
export function followProblems(form: FollowForm, minAmount: string): FollowProblems {
  const problems: FollowProblems = {};
  if (!checkCopyNumber(form.type, form.number.trim())) problems.number = { key: 'follow_number_invalid' };
  const budget = form.budget.trim();
  if (!isDecimalString(budget) || new Decimal(budget).lte(0) || new Decimal(budget).decimalPlaces() > 2)
    problems.budget = { key: 'follow_budget_invalid' };
  else if (isDecimalString(minAmount) && new Decimal(budget).lt(minAmount))
    problems.budget = { key: 'follow_budget_below_minimum', params: { min: trimZeros(minAmount) } };
  const stop = form.stopLoss.trim();
  if (
    stop !== '' &&
    (!isWholeString(stop) ||
      Number(stop) < COPY_STOP_LOSS_RANGE.min ||
      Number(stop) > COPY_STOP_LOSS_RANGE.max)
  )
    problems.stopLoss = { key: 'follow_stop_loss_invalid' };
  return problems;
}

/** The request of a valid form (call only when `followProblems` is empty). */
export function followRequest(traderId: number, form: FollowForm): FollowFollowRequest {
  const number = checkCopyNumber(form.type, form.number.trim());
  const stop = form.stopLoss.trim();
  return {
    trader_user_id: traderId,
    type: form.type,
    number: number ? number.toFixed() : form.number.trim(),
    budget: form.budget.trim(),
    ...(stop ? { stop_loss_percent: stop } : {}),
  };
}

/** The loss (USDT) at which the copier stop-loss stops the follow: budget × percent ÷ 100; '' without one. */
export function stopLossAmount(form: FollowForm): string {
  const stop = form.stopLoss.trim();
  const budget = form.budget.trim();
  if (!isWholeString(stop) || !isDecimalString(budget)) return '';
  return new Decimal(budget).mul(stop).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
}
