import { ACCOUNT_TYPE } from '@meridian/contract';
import { ACCOUNT_FIELDS } from './balancesContract';
import type { AccountField, AccountWallet, WalletBalances, WalletRow } from '@meridian/contract/wallet';

/** Pure helpers over the POST /wallet/list reply. */

const WALLET_KEY = {
  legal: 'legal_wallet',
  change: 'change_wallet',
  lever: 'lever_wallet',
  micro: 'micro_wallet',
} as const satisfies Record<AccountField, keyof WalletBalances>;

export function accountOf(balances: WalletBalances, field: AccountField): AccountWallet {
  return balances[WALLET_KEY[field]];
}

/** Account type number (legal=1, change=2, lever=3, micro=4) as wallet/legal_log filters it. */
export function accountTypeOf(field: AccountField): number {
  return ACCOUNT_TYPE[field];
}

export function fieldOfType(type: number): AccountField | undefined {
  return ACCOUNT_FIELDS.find((f) => ACCOUNT_TYPE[f] === type);
}

export function rowOf(
  balances: WalletBalances | undefined,
  field: AccountField,
  currency: number | null,
): WalletRow | undefined {
  if (!balances || currency === null) return undefined;
  return accountOf(balances, field).balance.find((r) => r.currency === currency);
}

export interface CurrencyChoice {
  id: number;
  name: string;
  precision: number;
}

/** Every currency any account lists, once, in the server's order (USDT first when present). */
export function currencyChoices(balances: WalletBalances | undefined): CurrencyChoice[] {
  if (!balances) return [];
  const seen = new Map<number, CurrencyChoice>();
  for (const field of ACCOUNT_FIELDS)
    for (const row of accountOf(balances, field).balance)
      if (!seen.has(row.currency))
        seen.set(row.currency, { id: row.currency, name: row.currency_name, precision: row.precision });
  const list = [...seen.values()];
  const usdt = list.findIndex((c) => c.name === 'USDT');
  if (usdt > 0) list.unshift(...list.splice(usdt, 1));
  return list;
}

/** Filters currencies by a search text (name, case-insensitive). */
export function searchCurrencies<T extends { name: string }>(list: readonly T[], text: string): T[] {
  const q = text.trim().toUpperCase();
  return q ? list.filter((c) => c.name.toUpperCase().includes(q)) : [...list];
}
