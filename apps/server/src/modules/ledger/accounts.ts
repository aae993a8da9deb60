import { ACCOUNT_TYPE, type AccountTypeName } from '@meridian/contract';
import type { AccountBalance } from './types';

/**
 * A user's balance row in one account (by the contract's name: legal, change, lever, micro) and currency, out of
 * the rows `Ledger.balances` answers; undefined when the user has never held that currency there. Callers name the
 * account so no module spells the type's number.
 */
export const balanceIn = <R extends Pick<AccountBalance, 'accountType' | 'currencyId'>>(
  rows: readonly R[],
  account: AccountTypeName,
  currencyId: number,
): R | undefined => rows.find((r) => r.accountType === ACCOUNT_TYPE[account] && r.currencyId === currencyId);
