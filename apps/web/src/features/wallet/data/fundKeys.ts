import { settingsKeys } from '../../settings';
import { walletKeys } from './keys';

/** Query keys of deposits and withdrawals (under the wallet domain, so wallet-wide invalidation reaches them). */
export const fundKeys = {
  currencies: () => [...walletKeys.all, 'currencies'] as const,
  depositAddresses: (currency: number) => [...walletKeys.all, 'depositAddresses', currency] as const,
  deposits: () => [...walletKeys.all, 'deposits'] as const,
  withdrawInfo: (currency: number) => [...walletKeys.all, 'withdrawInfo', currency] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  /** Under the address book's key: saving or deleting an address refreshes it. */
  addressesFor: (currency: number) => [...settingsKeys.addresses(), 'currency', currency] as const,
};
