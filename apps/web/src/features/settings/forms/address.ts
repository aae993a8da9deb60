import { walletSaveRequest } from '@meridian/contract/settings';
import type { WalletSaveRequest } from '@meridian/contract/settings';
import { fieldProblems } from '../../../lib/validate';

/** Add-address form (currency, address and QR image required; name too —). */

export interface CurrencyOption {
  id: number;
  name: 'BTC' | 'ETH' | 'USDT';
  networks: readonly string[];
}

/** Default coins: BTC (1), ETH (2), USDT (3) on ERC20 and TRC20. */
export const ADDRESS_CURRENCIES: readonly CurrencyOption[] = [
  { id: 1, name: 'BTC', networks: ['BTC'] },
  { id: 2, name: 'ETH', networks: ['ERC20'] },
  { id: 3, name: 'USDT', networks: ['ERC20', 'TRC20'] },
];

export type AddressField = 'currency' | 'network' | 'name' | 'address' | 'qrcode';
export interface AddressValues {
  currency: number | null;
  network: string;
  name: string;
  address: string;
  qrcode: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  currency: null,
  network: '',
  name: '',
  address: '',
  qrcode: '',
};

/** Choosing a currency resets the network to its first one. */
export function chooseCurrency(values: AddressValues, id: number): AddressValues {
  const option = ADDRESS_CURRENCIES.find((c) => c.id === id);
  return { ...values, currency: id, network: option?.networks[0] ?? '' };
}

/**
 * The form's first values from the route query: "add an address" on the withdraw screen passes its currency
 * and network (`?currency=3&network=TRC20`); unknown ids or networks are ignored.
 */
export function presetAddress(query: URLSearchParams): AddressValues {
  const id = Number(query.get('currency'));
  if (!ADDRESS_CURRENCIES.some((c) => c.id === id)) return EMPTY_ADDRESS;
  const values = chooseCurrency(EMPTY_ADDRESS, id);
  const network = query.get('network');
  return network && networksOf(id).includes(network) ? { ...values, network } : values;
}

/** Where the add-address form goes after saving: back to the withdraw screen it came from, else the book. */
export function afterSavePath(query: URLSearchParams): string {
  const back = query.get('back');
  return back?.startsWith('/pages/fund/withdraw') ? back : '/pages/setting/wallet';
}

/**
 * The add-address route opened from the withdraw screen of a currency (by its name, BTC/ETH/USDT): the form
 * preselects it, and saving returns to that withdraw screen. Other currencies open the plain form.
 */
export function addAddressPath(currencyName: string): string {
  const option = ADDRESS_CURRENCIES.find((c) => c.name === currencyName);
  if (!option) return '/pages/setting/addWallet';
  const query = new URLSearchParams({
    currency: String(option.id),
    back: `/pages/fund/withdraw?currency=${option.id}`,
  });
  return `/pages/setting/addWallet?${query.toString()}`;
}

export function networksOf(currency: number | null): readonly string[] {
  return ADDRESS_CURRENCIES.find((c) => c.id === currency)?.networks ?? [];
}

export function validateAddress(values: AddressValues) {
  return fieldProblems<AddressField, WalletSaveRequest>(walletSaveRequest, {
    currency: values.currency ?? undefined,
    network: values.network || undefined,
    name: values.name,
    address: values.address,
    qrcode: values.qrcode,
  });
}

/** Middle-ellipsis for long addresses: "0x1234…abcd". */
export function shortAddress(address: string, head = 8, tail = 6): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
