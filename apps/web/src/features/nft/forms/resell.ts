import { Decimal } from '@meridian/contract';
import { NFT_PRICE_DECIMALS, nftDefaultMargin, nftSaleSplit, NFT_PAY_TYPE } from '@meridian/contract/nft';
import type { NftResellRequest } from '@meridian/contract/nft';
import { z } from 'zod';
import { isDecimalString } from '../../../lib/amountInput';

/**
 * The resale form: fixed price, or auction with start, end, step and an
 * optional deposit. Pure TS, used by pages/nft/Resell.tsx through react-hook-form's zod resolver; messages are
 * the server's keys (`errors.<key>`), so the form and the server say the same words.
 */

export type ResellMode = 'fixed' | 'auction';

export interface ResellValues {
  mode: ResellMode;
  price: string;
  /** `datetime-local` values (the device's time zone), auction only. */
  start: string;
  end: string;
  step: string;
  /** Optional: empty → the published default (10 % of the starting price). */
  margin: string;
}

/** A positive price with at most NFT_PRICE_DECIMALS decimals. */
export function validPrice(text: string): boolean {
  const s = text.trim();
  if (!isDecimalString(s)) return false;
  const d = new Decimal(s);
  return d.gt(0) && d.decimalPlaces() <= NFT_PRICE_DECIMALS;
}

/** A `datetime-local` value as a time (ms), or NaN. */
export function localTime(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}

/** The schema, given the clock (tests pass a fixed one). Errors carry message keys. */
export function resellSchema(now: () => number = Date.now) {
  return z
    .object({
      mode: z.enum(['fixed', 'auction']),
      price: z.string(),
      start: z.string(),
      end: z.string(),
      step: z.string(),
      margin: z.string(),
    })
    .superRefine((v, ctx) => {
      const problem = (path: keyof ResellValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!validPrice(v.price)) problem('price', 'nft_price_invalid');
      if (v.mode === 'fixed') return;
      const start = localTime(v.start);
      const end = localTime(v.end);
      if (Number.isNaN(start) || start <= now()) problem('start', 'nft_start_in_past');
      if (Number.isNaN(end) || (!Number.isNaN(start) && end <= start)) problem('end', 'nft_end_before_start');
      if (!validPrice(v.step)) problem('step', 'nft_price_invalid');
      if (v.margin.trim() !== '' && !validPrice(v.margin)) problem('margin', 'nft_price_invalid');
    });
}

/** The call's body from valid values. */
export function resellRequest(code: string, v: ResellValues): NftResellRequest {
  const price = new Decimal(v.price.trim()).toFixed();
  if (v.mode === 'fixed') return { code, pay_type: NFT_PAY_TYPE.fixed, price };
  return {
    code,
    pay_type: NFT_PAY_TYPE.auction,
    price,
    start_time: new Date(v.start).toISOString(),
    end_time: new Date(v.end).toISOString(),
    per_increase: new Decimal(v.step.trim()).toFixed(),
    ...(v.margin.trim() ? { margin: new Decimal(v.margin.trim()).toFixed() } : {}),
  };
}

export interface SellerPreview {
  price: string;
  fee: string;
  royalty: string;
  seller: string;
}

/**
 * What a sale at `price` pays: the platform fee, the creator's royalty (none when the seller is the creator) and
 * the rest to the seller — the contract's nftSaleSplit. For an auction this is at the starting price (a higher
 * winning bid pays more). Null while the price is not valid.
 */
export function sellerPreview(
  price: string,
  royaltyBps: number,
  sellerIsCreator: boolean,
  decimals: number,
): SellerPreview | null {
  if (!validPrice(price)) return null;
  const split = nftSaleSplit(price.trim(), royaltyBps, sellerIsCreator, decimals);
  return {
    price: new Decimal(price.trim()).toFixed(),
    fee: split.fee.toFixed(),
    royalty: split.royalty.toFixed(),
    seller: split.seller.toFixed(),
  };
}

/** The deposit bidders will pay: the one typed, else the default from the starting price ('' if unknown). */
export function marginPreview(price: string, margin: string, decimals: number): string {
  if (margin.trim() !== '' && validPrice(margin)) return new Decimal(margin.trim()).toFixed();
  return validPrice(price) ? nftDefaultMargin(price.trim(), decimals).toFixed() : '';
}

/** A `datetime-local` value `offsetMs` from now (the form's defaults). */
export function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
