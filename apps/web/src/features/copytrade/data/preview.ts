import { COPY_MULTIPLE_MAX, checkCopyNumber, copyLots, roundMultiple } from '@meridian/contract/copytrade';
import { FUTURES_LOTS } from '@meridian/contract/futures';

/**
 * The follow form's live preview: what a trader order of 1, 3 or 10 lots becomes as
 * my copy, with the contract's own `copyLots` — type 1 fixed multiple (⌊lots × multiple⌋, the multiple rounded
 * to 2 decimals), type 2 fixed lots. A copy under one lot is not made (skipped `too_small`).
 */

export type CopyType = 1 | 2;

/** Trader order sizes the preview shows. */
export const PREVIEW_TRADER_LOTS = [1, 3, 10] as const;

export interface PreviewRow {
  traderLots: number;
  copyLots: number;
  /** Below one lot: this copy would be skipped. */
  skipped: boolean;
}

export interface FollowPreview {
  /** The number as the server will use it: the multiple at 2 decimals, or the whole lots. */
  effective: string;
  /** The typed multiple was rounded (e.g. 1.255 → 1.26). */
  rounded: boolean;
  rows: PreviewRow[];
}

/** The preview, or null while the number is not valid for the mode. */
export function followPreview(
  type: CopyType,
  number: string,
  traderLots: readonly number[] = PREVIEW_TRADER_LOTS,
): FollowPreview | null {
  const n = number.trim();
  const checked = checkCopyNumber(type, n);
  if (!checked) return null;
  const effective = checked.toFixed();
  const rows = traderLots.map((lots) => {
    const copy = copyLots(type, effective, lots);
    return { traderLots: lots, copyLots: copy, skipped: copy < 1 };
  });
  const rounded = type === 1 && !roundMultiple(n).eq(n);
  return { effective, rounded, rows };
}

/** The allowed range of the number for a mode, for the field's hint ("0.01–10" or "1–100"). */
export function numberRange(type: CopyType): { min: string; max: string } {
  return type === 1
    ? { min: '0.01', max: COPY_MULTIPLE_MAX }
    : { min: String(FUTURES_LOTS.min), max: String(FUTURES_LOTS.max) };
}
