import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KEYS } from '../notifications/keys';
import { NOTIFICATION_PUSH_CATEGORY, PUSH_CATEGORIES, pushCategoryOf } from './categories';

describe('push categories', () => {
  it('gives every notification key a category', () => {
    const without = NOTIFICATION_KEYS.filter((key) => NOTIFICATION_PUSH_CATEGORY[key] === undefined);
    expect(without).toEqual([]);
  });

  it('names no key the catalogue does not have and no unknown category', () => {
    const keys: readonly string[] = NOTIFICATION_KEYS;
    expect(Object.keys(NOTIFICATION_PUSH_CATEGORY).filter((k) => !keys.includes(k))).toEqual([]);
    const categories: readonly string[] = PUSH_CATEGORIES;
    expect(Object.values(NOTIFICATION_PUSH_CATEGORY).filter((c) => !categories.includes(c))).toEqual([]);
  });

  it('files each event where the settings page says it is', () => {
    expect(pushCategoryOf('deposit_credited')).toBe('funds');
    expect(pushCategoryOf('withdrawal_rejected')).toBe('funds');
    expect(pushCategoryOf('option_won')).toBe('options');
    expect(pushCategoryOf('nft_outbid')).toBe('nft');
    expect(pushCategoryOf('nft_auction_won')).toBe('nft');
    expect(pushCategoryOf('ieo_allocated')).toBe('earn');
    expect(pushCategoryOf('lockming_matured')).toBe('earn');
    expect(pushCategoryOf('loan_margin_call')).toBe('loans');
    expect(pushCategoryOf('security_new_device')).toBe('security');
    expect(pushCategoryOf('alert_price_above')).toBe('alerts');
    expect(pushCategoryOf('spot_order_filled')).toBe('orders');
    expect(pushCategoryOf('spot_stop_triggered')).toBe('orders');
    expect(pushCategoryOf('futures_margin_warning')).toBe('positions');
    expect(pushCategoryOf('futures_closed_tp')).toBe('positions');
    expect(pushCategoryOf('futures_liquidated')).toBe('positions');
    expect(pushCategoryOf('a_key_of_a_newer_version')).toBeUndefined();
  });
});
