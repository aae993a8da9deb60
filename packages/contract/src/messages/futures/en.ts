import type { FuturesToolsMessageKey } from '../../errors';

export const en: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'Lots to close must be a whole number, at most the lots open',
  lever_close_limit_price_invalid: 'Enter a limit price above 0, a multiple of the price tick',
  lever_close_limit_side: 'A limit close of a long must be above the current price, of a short below it',
  lever_close_limit_missing: 'This position has no limit close',
  lever_partial_not_allowed:
    'The size and margin of a position paid in part by a coupon, and the size of a copy, cannot change: close it whole',
  lever_margin_amount_invalid: 'Enter an amount above 0',
  lever_margin_remove_too_much:
    'At most {{max}} USDT can be removed: the position must stay above its maintenance margin',
  lever_margin_insufficient: 'Not enough futures balance to add {{amount}} USDT',
};
