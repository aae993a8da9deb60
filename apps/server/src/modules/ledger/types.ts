import type { Decimal, LedgerEntryKind } from '@meridian/contract';

/** House accounts: the other side of every user movement. */
export const HOUSE_ACCOUNTS = [
  'fees',
  'house_pnl',
  'deposits_clearing',
  'withdrawals_clearing',
  'conversion',
  'insurance',
  'genesis',
  // demo mode's faucet (issue 13): the source of every demo-funds credit
  'demo_faucet',
  // experience coupons (issue 18): the source of every coupon's margin or stake, and where its value returns
  'promotions',
] as const;
export type HouseCode = (typeof HOUSE_ACCOUNTS)[number] | `pool:${string}`;

/** 1 legal (fiat), 2 change (spot), 3 lever (futures), 4 micro (options). */
export type UserAccountType = 1 | 2 | 3 | 4;

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
