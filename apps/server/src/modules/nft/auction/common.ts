import { refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { NFT_PAY_TYPE } from '@meridian/contract/nft';
import { retryingDeadlocks } from '../../../platform/db';
import type { AccountRef } from '../../ledger';
import type { NftItemRow } from '../nft.schema';

/** What the auction part's files share: refusals of an item that is not biddable, accounts, retries. */

/** An auction item's page on the app (notifications link to it). */
export const auctionLink = (item: Pick<NftItemRow, 'id' | 'code'>) =>
  `/pages/nft/artworkDetail?id=${item.id}&code=${item.code}`;

export const spotOf = (userId: number, currencyId: number) => ({
  userId,
  currencyId,
  type: ACCOUNT_TYPE.change,
});
export const feesOf = (currencyId: number): AccountRef => ({ house: 'fees', currencyId });

/** A deadline as notifications show it: `2026-05-01 12:00 UTC`. */
export const shownTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Refuses what cannot take a deposit or a bid now: not an auction (nft_not_auction); not on sale, closed,
 * before its start or at/after its end (nft_not_on_sale); the caller's own item (nft_own_item).
 */
export function assertBiddable(item: NftItemRow, userId: number, now: Date): void {
  if (item.payType !== NFT_PAY_TYPE.auction) throw refuse('nft_not_auction', {}, 'code');
  if (!item.onSale || item.auctionClosed || item.lockOrder || now < item.startAt || now >= item.endAt)
    throw refuse('nft_not_on_sale', {}, 'code');
  if (item.ownerId === userId) throw refuse('nft_own_item', {}, 'code');
}

/**
 * A transaction PostgreSQL aborted as a deadlock or serialization failure (two items' transactions locking the
 * same users' balances in opposite order: a bid releases the previous leader's hold) runs again from the start,
 * at most 3 times in all (platform/db retryingDeadlocks).
 */
export const retrying = <T>(op: () => Promise<T>): Promise<T> => retryingDeadlocks(op);
