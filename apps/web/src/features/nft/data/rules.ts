import { Decimal } from '@meridian/contract';
import {
  NFT_BOX_STATUS,
  NFT_BUY_STATUS,
  NFT_ITEM_STATUS,
  NFT_PRICE_DECIMALS,
  nftMinBid,
} from '@meridian/contract/nft';
import type { NftItem, NftSale } from '@meridian/contract/nft';
import { pointDecimal, positiveAmount } from '../../../lib/amountInput';

/**
 * Pure helpers of the NFT screens: sale status, bid checks, balance shortfall, odds. Money stays in
 * decimal strings and Decimal — never a JS number.
 */

export type NftSaleState = 'onSale' | 'notStarted' | 'ended';

/** The card's status tag from `buy_status` (sale-time helper, computed by the server). */
export function saleState(item: Pick<NftItem, 'buy_status'>): NftSaleState {
  return item.buy_status === NFT_BUY_STATUS.buyable
    ? 'onSale'
    : item.buy_status === NFT_BUY_STATUS.notStarted
      ? 'notStarted'
      : 'ended';
}

/** The status an item shows its viewer: one they own and do not sell is theirs, not "Ended". */
export function viewerSaleState(
  item: Pick<NftItem, 'buy_status' | 'owner_id'>,
  viewerId: number | undefined,
): NftSaleState | 'owned' {
  const state = saleState(item);
  return state === 'ended' && viewerId !== undefined && item.owner_id === viewerId ? 'owned' : state;
}

/** A sale's label (`nft.*` key) from the viewer's side: a bought blind box is not "Blind box sold". */
export function saleKindKey(s: Pick<NftSale, 'kind' | 'side'>): string {
  if (s.side === 'buy') return `nft.kindBought.${s.kind}`;
  if (s.side === 'sell') return `nft.kindSold.${s.kind}`;
  return `nft.kind.${s.kind}`;
}

/** A positive decimal with at most NFT_PRICE_DECIMALS decimals, normalised ("12.50" → "12.5"); else null. */
export function parsePrice(text: string): Decimal | null {
  return positiveAmount(pointDecimal(text), NFT_PRICE_DECIMALS);
}

/** Why a bid cannot be sent (a message key of), or null. */
export type BidProblem =
  { key: 'nft_price_invalid' } | { key: 'nft_bid_too_low'; min: string } | { key: 'insufficient_balance' };

export function bidProblem(text: string, minBid: string, balance: string): BidProblem | null {
  const price = parsePrice(text);
  if (price === null) return { key: 'nft_price_invalid' };
  if (price.lt(minBid)) return { key: 'nft_bid_too_low', min: new Decimal(minBid).toFixed() };
  if (price.gt(balance)) return { key: 'insufficient_balance' };
  return null;
}

/** The least next bid when the server did not say: the start price, then the current bid + the step. */
export function minNextBid(item: Pick<NftItem, 'price' | 'per_increase' | 'bid_count'>): string {
  return nftMinBid(item.price, item.bid_count > 0, item.per_increase).toFixed();
}

/** How much is missing to pay `price` from `balance` ('0' when enough). */
export function shortfall(price: string, balance: string): string {
  const gap = new Decimal(price).minus(balance);
  return gap.gt(0) ? gap.toFixed() : '0';
}

export const isShort = (price: string, balance: string): boolean => new Decimal(balance).lt(price);

/** The odds of a prize: count / total as a percentage with two decimals ("33.33"). */
export function oddsPercent(count: number, total: number): string {
  if (total <= 0) return '0.00';
  return new Decimal(count).times(100).div(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The royalty's percentage from basis points ("5", "2.5"). */
export function royaltyPercent(bps: number): string {
  return new Decimal(bps).div(100).toFixed();
}

/** A file size in a short form: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): { value: string; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: String(bytes), unit: 'B' };
  if (bytes < 1024 * 1024) return { value: new Decimal(bytes).div(1024).toFixed(1), unit: 'KB' };
  return { value: new Decimal(bytes).div(1024 * 1024).toFixed(1), unit: 'MB' };
}

/** The right detail route for an item: video items have their own page (artworkDetail_video). */
export function detailPathOf(item: Pick<NftItem, 'code' | 'type'>): string {
  const page = item.type === 4 ? 'artworkDetail_video' : 'artworkDetail';
  return `/pages/nft/${page}?code=${encodeURIComponent(item.code)}`;
}

/** A sealed box the owner may open: a box (of a series), not opened, not listed for sale. */
export function canOpenBox(
  item: Pick<NftItem, 'series_id' | 'rarity_status' | 'status' | 'resell_nft_status'>,
  owned: boolean,
): boolean {
  return (
    owned &&
    item.series_id !== null &&
    item.rarity_status === NFT_BOX_STATUS.sealed &&
    item.status !== NFT_ITEM_STATUS.onSale &&
    item.resell_nft_status === 0
  );
}

/** An item the owner may list again: not listed now and no auction payment order open on it. */
export function canResell(
  item: Pick<NftItem, 'status' | 'lock_order' | 'resell_nft_status'>,
  owned: boolean,
) {
  return (
    owned && item.status !== NFT_ITEM_STATUS.onSale && item.lock_order === 0 && item.resell_nft_status === 0
  );
}

/**
 * A resale listing of mine the server would let me withdraw: live or not started yet, no bid and no payment
 * order (a deposit someone paid is known only to the server, which then refuses).
 */
export function canWithdrawListing(
  item: Pick<NftItem, 'status' | 'lock_order' | 'resell_nft_status' | 'bid_count'>,
  owned: boolean,
) {
  return (
    owned &&
    item.resell_nft_status === 1 &&
    item.status !== NFT_ITEM_STATUS.ended &&
    item.lock_order === 0 &&
    item.bid_count === 0
  );
}
