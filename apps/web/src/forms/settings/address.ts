import { walletSaveRequest } from '@meridian/contract';
import type { WalletSaveRequest } from '@meridian/contract';
import { fieldProblems } from '../validate';

/** Add-address form (spec §5: currency, address and QR image required; name too — issue 4). */

export interface CurrencyOption {
  id: number;
  name: 'BTC' | 'ETH' | 'USDT';
  networks: readonly string[];
}

/** Spec §3 default coins: BTC (1), ETH (2), USDT (3) on ERC20 and TRC20. */
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
