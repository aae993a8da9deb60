import { Decimal } from '@meridian/contract';
import { COPY_MAX_FOLLOWERS_DEFAULT, traderTermsRequest } from '@meridian/contract/copytrade';
import type { TraderProfile, TraderTermsRequest, TraderApplication } from '@meridian/contract/copytrade';
import { fieldProblems } from '../../../lib/validate';
import type { FormProblem } from './form';
import { isDecimalString } from '../../../lib/amountInput';

/**
 * The trader terms form (apply and trader settings): bio, profit share 0–30 %, maximum followers (default 100),
 * minimum copy budget — validated by the contract's own schema, each field's first problem as a message key.
 */

export interface TermsForm {
  bio: string;
  profitShare: string;
  maxFollowers: string;
  minAmount: string;
}

export type TermsField = keyof TermsForm;
export type TermsProblems = Partial<Record<TermsField, FormProblem>>;

const WIRE: Record<string, TermsField> = {
  bio: 'bio',
  profit_share: 'profitShare',
  max_followers: 'maxFollowers',
  min_amount: 'minAmount',
};

const plain = (v: string) => (isDecimalString(v) ? new Decimal(v).toFixed() : v);

/** A first application: no bio, 10 % share, the default maximum followers, 100 USDT minimum. */
export function newTermsForm(): TermsForm {
  return { bio: '', profitShare: '10', maxFollowers: String(COPY_MAX_FOLLOWERS_DEFAULT), minAmount: '100' };
}

/** The terms as they are (trader settings) or as last applied (a rejected application). */
export function termsFormOf(t: TraderProfile | TraderApplication): TermsForm {
  return {
    bio: t.bio,
    profitShare: plain(t.profit_share),
    maxFollowers: String(t.max_followers),
    minAmount: plain(t.min_amount),
  };
}

function wireOf(form: TermsForm) {
  return {
    bio: form.bio,
    profit_share: form.profitShare.trim(),
    max_followers: form.maxFollowers.trim() === '' ? undefined : form.maxFollowers.trim(),
    min_amount: form.minAmount.trim(),
  };
}

/** Every field's first problem (empty when valid) and the request. */
export function checkTerms(
  form: TermsForm,
): { ok: true; request: TraderTermsRequest } | { ok: false; problems: TermsProblems } {
  const result = fieldProblems(traderTermsRequest, wireOf(form));
  if (result.ok) return { ok: true, request: result.data };
  const problems: TermsProblems = {};
  for (const [wire, key] of Object.entries(result.problems)) {
    const field = WIRE[wire];
    if (field && key) problems[field] = { key };
  }
  return { ok: false, problems };
}
