import type { ACCOUNT_TYPE, Decimal } from '@meridian/contract';
import type { LedgerEntryKind } from '@meridian/contract/wallet';

/** House accounts: the other side of every user movement. */
export const HOUSE_ACCOUNTS = [
  'fees',
  'house_pnl',
  'deposits_clearing',
  'withdrawals_clearing',
  'conversion',
  'insurance',
  'genesis',
  // demo mode's faucet: the source of every demo-funds credit
  'demo_faucet',
  // experience coupons: the source of every coupon's margin or stake, and where its value returns
  'promotions',
] as const;
export type HouseCode = (typeof HOUSE_ACCOUNTS)[number] | `pool:${string}`;

/**
 * Stripes per (house, currency): a posting to a house account takes one of up to this many rows —
 * the first that no other transaction holds — so transactions posting to `fees` or `house_pnl` at once do not
 * queue on one row lock. Every house code is striped: none has a no-negative rule (a stripe may go below zero
 * as the single row could; a pool's release may come from another stripe than its deposit) — the house's
 * balance is the sum of its stripes. Stripes are created only when all existing ones are busy. 1 is the old
 * single row (the benchmark's baseline).
 */
export const HOUSE_STRIPES = 8;

/** 1 legal (fiat), 2 change (spot), 3 lever (futures), 4 micro (options): the contract's ACCOUNT_TYPE. */
export type UserAccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export type AccountRef =
  { userId: number; currencyId: number; type: UserAccountType } | { house: HouseCode; currencyId: number };

export type Bucket = 'available' | 'frozen';

export interface PostingLine {
  account: AccountRef;
  /** Default: available. */
  bucket?: Bucket;
  /** Signed: positive credits the account's bucket, negative debits it. */
  amount: Decimal | string;
}

export interface EntryInput {
  /** One of the contract's LEDGER_ENTRY_KINDS (each has a label in nine languages; statements refuse others). */
  kind: LedgerEntryKind;
  refType?: string;
  refId?: string;
  memo?: string;
  lines: PostingLine[];
}

export interface AccountBalance {
  id: number;
  userId: number | null;
  houseCode: string | null;
  currencyId: number;
  accountType: number;
  available: string;
  frozen: string;
}

export const isUserRef = (a: AccountRef): a is Extract<AccountRef, { userId: number }> => 'userId' in a;
export const refKey = (a: AccountRef) =>
  isUserRef(a) ? `u:${a.userId}:${a.currencyId}:${a.type}` : `h:${a.house}:${a.currencyId}`;
