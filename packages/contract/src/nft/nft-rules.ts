import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { Decimal } from '../decimal';

type DecimalValue = Decimal | string | number;

/**
 * NFT marketplace rules, one copy each, used by the server and
 * previewed by the web. NFTs here are platform items: ownership is a row in Meridian's database, not a token on a
 * chain. Sellers and creators are paid through the ledger; auctions settle on a platform job; blind boxes are
 * drawn by a published algorithm from a seed committed before the sale and revealed after it.
 */

/** Artwork media: 1 image, 2 gif, 3 audio, 4 video (the original's `type`). */
export const NFT_TYPES = [1, 2, 3, 4] as const;
export type NftType = (typeof NFT_TYPES)[number];
export const NFT_TYPE_NAMES = { 1: 'image', 2: 'gif', 3: 'audio', 4: 'video' } as const;

/** Sale modes by name (the original's `pay_type`): a fixed price, an auction, a blind box. */
export const NFT_PAY_TYPE = { fixed: 1, auction: 2, box: 3 } as const;
export type NftPayTypeName = keyof typeof NFT_PAY_TYPE;
export const NFT_PAY_TYPES = [NFT_PAY_TYPE.fixed, NFT_PAY_TYPE.auction, NFT_PAY_TYPE.box] as const;
export type NftPayType = (typeof NFT_PAY_TYPES)[number];
/** The modes an owner or operator may list in: a blind box is only ever made as part of a series. */
export const NFT_LISTING_PAY_TYPES = [NFT_PAY_TYPE.fixed, NFT_PAY_TYPE.auction] as const;
export type NftListingPayType = (typeof NFT_LISTING_PAY_TYPES)[number];

/** An item's `status` by name (the original's): on sale, ended (sold, or not listed), or not started. */
export const NFT_ITEM_STATUS = { ended: 0, onSale: 1, notStarted: 2 } as const;
/** An item's `buy_status` by name: what nftSaleTime makes of its window and listing flag. */
export const NFT_BUY_STATUS = { ended: 0, buyable: 1, notStarted: 2 } as const;
/** A blind box's `rarity_status` by name: opened, its prize is shown. */
export const NFT_BOX_STATUS = { sealed: 0, opened: 1 } as const;
/** A bid's `status` by name: one bid per listing leads, the ones before it were outbid. */
export const NFT_BID_STATUS = { outbid: 0, leading: 1 } as const;

/** Rarity grades, commonest first. */
export const NFT_RARITIES = ['N', 'R', 'SR', 'SSR', 'UR'] as const;
export type NftRarity = (typeof NFT_RARITIES)[number];

/** The platform's fee on every sale, auction payment and forfeited deposit: 2.5 % (published, rounded up). */
export const NFT_PLATFORM_FEE_BPS = 250;
/** The most a creator's royalty may be: 10 % of each resale. */
export const NFT_ROYALTY_MAX_BPS = 1000;
/** A bid within the last 10 minutes extends the auction's end by 10 minutes (anti-sniping, published). */
export const NFT_SNIPE_WINDOW_MS = 10 * 60_000;
export const NFT_EXTENSION_MS = 10 * 60_000;
/** The winner pays within one day of the auction's end. */
export const NFT_PAY_WINDOW_MS = 86_400_000;
/** An auction resale's deposit when the owner sets none: 10 % of the starting price, rounded up. */
export const NFT_DEFAULT_MARGIN_BPS = 1000;
/**
 * The longest a listing or auction may run, and the furthest ahead it may start, for owners and operators
 * alike: bidders' deposits and leading bids stay held until the end, so an end in the year 9999 would freeze
 * them for ever.
 */
export const NFT_MAX_LISTING_DAYS = 30;
export const NFT_MAX_LISTING_MS = NFT_MAX_LISTING_DAYS * 86_400_000;
/** A fixed-price resale without an end stays listed for the longest a listing may run. */
export const NFT_FIXED_LISTING_MS = NFT_MAX_LISTING_MS;
/** Bid records shown on an artwork: the last 10 (the original's). */
export const NFT_BID_LOG_SIZE = 10;
/** Most boxes in one blind-box series, and most prizes in its odds table. */
export const NFT_SERIES_MAX_BOXES = 500;
export const NFT_SERIES_MAX_PRIZES = 20;
/** Most decimals of an NFT price. */
export const NFT_PRICE_DECIMALS = 6;

const BPS = new Decimal(10_000);

/**
 * The sale-time helper of (`buy_status`): 2 before the start; within the window 1 when the sold-out flag
 * (the item's `status`) is nonzero and 0 when it is 0; 0 at or after the end.
 */
export function nftSaleTime(
  now: Date | number,
  start: Date | number,
  end: Date | number,
  flag: number,
): 0 | 1 | 2 {
  const t = new Date(now).getTime();
  if (t < new Date(start).getTime()) return 2;
  if (t >= new Date(end).getTime()) return 0;
  return flag === 0 ? 0 : 1;
}

/**
 * Whether a listing's window starts further ahead than NFT_MAX_LISTING_MS or runs longer than that from its
 * start (from now, for a window that started already: money can be held only from now on).
 */
export function nftWindowTooLong(now: Date | number, start: Date | number, end: Date | number): boolean {
  const t = new Date(now).getTime();
  const s = new Date(start).getTime();
  return s - t > NFT_MAX_LISTING_MS || new Date(end).getTime() - Math.max(s, t) > NFT_MAX_LISTING_MS;
}

/** The platform fee on an amount: NFT_PLATFORM_FEE_BPS of it, rounded UP to `decimals`. */
export function nftPlatformFee(amount: DecimalValue, decimals: number): Decimal {
  return new Decimal(amount).times(NFT_PLATFORM_FEE_BPS).div(BPS).toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

export interface NftSaleSplit {
  /** To the house `fees` account. */
  fee: Decimal;
  /** To the creator (0 when the seller is the creator: the royalty is paid on resales). */
  royalty: Decimal;
  /** To the seller: the rest, so fee + royalty + seller = price exactly. */
  seller: Decimal;
}

/**
 * Where a sale's price goes: the platform fee (rounded up), the creator's royalty (`royaltyBps` of the price,
 * rounded down: a credit) unless the seller is the creator, and the rest to the seller.
 */
export function nftSaleSplit(
  price: DecimalValue,
  royaltyBps: number,
  sellerIsCreator: boolean,
  decimals: number,
): NftSaleSplit {
  const p = new Decimal(price);
  const fee = Decimal.min(p, nftPlatformFee(p, decimals));
  const royalty = sellerIsCreator
    ? new Decimal(0)
    : Decimal.min(p.minus(fee), p.times(royaltyBps).div(BPS).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
  return { fee, royalty, seller: p.minus(fee).minus(royalty) };
}

/** A forfeited deposit (an unpaid auction order): the platform fee to the house, the rest to the seller. */
export function nftForfeitSplit(margin: DecimalValue, decimals: number): { fee: Decimal; seller: Decimal } {
  const m = new Decimal(margin);
  const fee = Decimal.min(m, nftPlatformFee(m, decimals));
  return { fee, seller: m.minus(fee) };
}

/** The least an auction accepts next: the starting price before any bid, then the current bid + the step. */
export function nftMinBid(current: DecimalValue, hasBids: boolean, perIncrease: DecimalValue): Decimal {
  const c = new Decimal(current);
  return hasBids ? c.plus(perIncrease) : c;
}

/** The auction's end after a bid at `now`: extended by NFT_EXTENSION_MS when the bid came in its last minutes. */
export function nftEndAfterBid(end: Date, now: Date): Date {
  return end.getTime() - now.getTime() <= NFT_SNIPE_WINDOW_MS
    ? new Date(end.getTime() + NFT_EXTENSION_MS)
    : end;
}

/** An auction resale's default deposit: NFT_DEFAULT_MARGIN_BPS of the starting price, rounded up. */
export function nftDefaultMargin(startPrice: DecimalValue, decimals: number): Decimal {
  return new Decimal(startPrice)
    .times(NFT_DEFAULT_MARGIN_BPS)
    .div(BPS)
    .toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

// ─────────────────────────────────────────────────────────────────────────────────────────────── blind boxes

/**
 * The published draw ([RIG] replaced): before a series goes on sale the platform picks a random
 * seed and publishes `commitment = sha256(seed)`. The series' slots are its prizes expanded by their counts, in
 * the order of the odds table (slot 0 is the first prize's first copy). The n-th box opened in the series
 * (seq n, from 1) draws
 *
 *   index = int(sha256(seed + ":" + code + ":" + seq)) mod (slots remaining)
 *
 * and takes the slot at that index of the remaining slots in slot order; it is removed. Every box therefore
 * gets one slot and every prize is drawn exactly as many times as the table says. When the series sells out or
 * ends, the boxes not opened yet are drawn at once in code order (their content stays hidden until opened) and
 * the seed is revealed: anyone can recompute every draw with `replayBoxDraws`.
 */
export const NFT_DRAW_ALGORITHM =
  'commitment = sha256(seed); slots = prizes expanded by count in table order; the n-th draw of the series takes index = int(sha256(seed + ":" + code + ":" + n)) mod remaining, the slot at that index of the remaining slots in slot order, and removes it';

const hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** sha256 of the seed's text, lower-case hex: published before the sale. */
export function boxCommitment(seed: string): string {
  return hex(seed);
}

/** The index into the remaining slots that draw `seq` of box `code` takes. */
export function boxDrawIndex(seed: string, code: string, seq: number, remaining: number): number {
  if (remaining < 1) throw new Error('no slot left to draw');
  return Number(BigInt(`0x${hex(`${seed}:${code}:${seq}`)}`) % BigInt(remaining));
}

/** The slots of a series: each prize's index repeated by its count, in table order. */
export function boxSlots(counts: readonly number[]): number[] {
  return counts.flatMap((count, prize) => Array.from({ length: count }, () => prize));
}

/** One draw: box `code` was the `seq`-th drawn and took `slot` (an index into boxSlots). */
export interface BoxDraw {
  code: string;
  seq: number;
  slot: number;
}

/**
 * Draw `seq` given the slots already taken: returns the slot taken. `taken` are slots of earlier draws; the
 * remaining ones are those not taken, in slot order.
 */
export function drawBoxSlot(
  seed: string,
  code: string,
  seq: number,
  total: number,
  taken: ReadonlySet<number>,
): number {
  const remaining: number[] = [];
  for (let s = 0; s < total; s++) if (!taken.has(s)) remaining.push(s);
  return remaining[boxDrawIndex(seed, code, seq, remaining.length)]!;
}

/**
 * Recomputes every draw of a series from its revealed seed: the draws in `seq` order, each checked against the
 * slot the platform recorded. Returns the commitment check and the draws that differ (none when honest).
 */
export function replayBoxDraws(input: {
  seed: string;
  commitment: string;
  counts: readonly number[];
  draws: readonly BoxDraw[];
}): { commitmentOk: boolean; mismatches: (BoxDraw & { expected: number })[]; replayed: number } {
  const total = input.counts.reduce((s, c) => s + c, 0);
  const taken = new Set<number>();
  const mismatches: (BoxDraw & { expected: number })[] = [];
  const ordered = [...input.draws].sort((a, b) => a.seq - b.seq);
  ordered.forEach((d, i) => {
    const expected =
      d.seq === i + 1 && taken.size < total ? drawBoxSlot(input.seed, d.code, d.seq, total, taken) : -1;
    if (expected !== d.slot) mismatches.push({ ...d, expected });
    taken.add(expected >= 0 ? expected : d.slot);
  });
  return {
    commitmentOk: boxCommitment(input.seed) === input.commitment,
    mismatches,
    replayed: ordered.length,
  };
}
