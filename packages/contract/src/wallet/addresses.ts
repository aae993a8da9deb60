/**
 * Withdrawal-address format rules, shared by the address-book form (web) and the server.
 * A currency id (1 BTC, 2 ETH, 3 USDT, …) and an optional network name pick an address family;
 * the family decides the format. Unknown currencies get a generic sanity check only.
 */

/** Currency ids fixed by the spec (coin entry). Other ids come from the currencies table. */
export const CURRENCY_ID = { BTC: 1, ETH: 2, USDT: 3 } as const;

/** Networks the address book knows by name; others are accepted and checked generically. */
export const KNOWN_NETWORKS = ['BTC', 'ERC20', 'TRC20', 'BEP20'] as const;
export type KnownNetwork = (typeof KNOWN_NETWORKS)[number];

export type AddressFamily = 'bitcoin' | 'evm' | 'tron' | 'generic';

const NETWORK_FAMILY: Record<string, AddressFamily> = {
  BTC: 'bitcoin',
  BITCOIN: 'bitcoin',
  ERC20: 'evm',
  ETH: 'evm',
  ETHEREUM: 'evm',
  BEP20: 'evm',
  BSC: 'evm',
  TRC20: 'tron',
  TRON: 'tron',
  TRX: 'tron',
};

/** Family of an address: by network when one is named, else by the currency (USDT without one: ERC20 or TRC20). */
export function addressFamilies(currency: number, network?: string | null): AddressFamily[] {
  const byNetwork = network ? NETWORK_FAMILY[network.trim().toUpperCase()] : undefined;
  if (byNetwork) return [byNetwork];
  if (network) return ['generic'];
  switch (currency) {
    case CURRENCY_ID.BTC:
      return ['bitcoin'];
    case CURRENCY_ID.ETH:
      return ['evm'];
    case CURRENCY_ID.USDT:
      return ['evm', 'tron'];
    default:
      return ['generic'];
  }
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const PATTERNS: Record<AddressFamily, RegExp> = {
  /** Legacy P2PKH/P2SH (1…/3…, base58, 26–35 chars) or bech32/bech32m (bc1…, one case, 42–62 chars). */
  bitcoin: new RegExp(`^(?:[13]${BASE58}{25,34}|bc1[02-9ac-hj-np-z]{39,59}|BC1[02-9AC-HJ-NP-Z]{39,59})$`),
  /** 0x + 40 hex digits (ERC20, BEP20). */
  evm: /^0x[0-9a-fA-F]{40}$/,
  /** T + 33 base58 characters (TRC20). */
  tron: new RegExp(`^T${BASE58}{33}$`),
  /** Anything printable without spaces, 10–128 characters. */
  generic: /^[A-Za-z0-9:._-]{10,128}$/,
};

export function isValidAddress(
  currency: number,
  network: string | null | undefined,
  address: string,
): boolean {
  return addressFamilies(currency, network).some((f) => PATTERNS[f].test(address));
}

/**
 * The network an address belongs to when none was named: USDT addresses starting with T are TRC20,
 * 0x… are ERC20. Returns the given network (upper-cased) when there is one.
 */
export function inferNetwork(currency: number, network: string | null | undefined, address: string): string {
  if (network) return network.trim().toUpperCase();
  if (currency === CURRENCY_ID.USDT) return PATTERNS.tron.test(address) ? 'TRC20' : 'ERC20';
  if (currency === CURRENCY_ID.BTC) return 'BTC';
  if (currency === CURRENCY_ID.ETH) return 'ERC20';
  return '';
}

/** ABA routing number: 9 digits whose weighted sum (3,7,1 repeating) is a multiple of 10. */
export function isValidAba(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return d.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 10 === 0;
}

/** Shows only the last 4 characters: "4101********1234" style, same length. */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}
