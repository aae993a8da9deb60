import type { AccountField } from '@meridian/contract/wallet';
import { Dec, toDec } from '../../../../lib/decimal';
import type { TransferBalance, TransferForm } from './state';

/** The confirmation text of a transfer: what moves, from where, to where, and what is left. */

export interface TransferSummary {
  amount: string;
  currency: string;
  from: AccountField;
  to: AccountField;
  /** Available in `from` after the transfer, null when unknown. */
  remaining: string | null;
}

export function transferSummary(form: TransferForm, balance: TransferBalance): TransferSummary {
  const amount = new Dec(form.amount.trim() || '0');
  const available = toDec(balance.available);
  return {
    amount: amount.toFixed(),
    currency: balance.currencyName,
    from: form.from,
    to: form.to,
    remaining: available ? available.minus(amount).toFixed() : null,
  };
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** "Transfer 12.5 USDT from Spot to Futures?" in the current language. */
export function transferSummaryText(s: TransferSummary, t: Translate): string {
  return t('fund.transferConfirm', {
    amount: s.amount,
    currency: s.currency,
    from: t(`fund.account.${s.from}`),
    to: t(`fund.account.${s.to}`),
  });
}
