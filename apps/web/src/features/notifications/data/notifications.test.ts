import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { NotificationItem } from '@meridian/contract/notifications';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../app/routes';
import { badgeText, linkTarget, markedRead, pushTitle } from './notifications';

const item = (id: number, read = false): NotificationItem => ({
  id,
  key: 'deposit_credited',
  params: { amount: '1', currency: 'USDT' },
  title: 't',
  content: 'c',
  link: '',
  read,
  created_at: '2025-01-01T00:00:00.000Z',
});

describe('notifications', () => {
  it('badge: nothing at 0, the count to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('follows only in-app routes', () => {
    expect(linkTarget('/pages/setting/real_mark')).toBe('/pages/setting/real_mark');
    expect(linkTarget('/pages/fund/receive_withdraw_record?tab=withdraw')).toBe(
      '/pages/fund/receive_withdraw_record?tab=withdraw',
    );
    for (const bad of [
      '',
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil',
      '/a b',
    ])
      expect(linkTarget(bad), bad).toBeUndefined();
  });

  it('every link the server sends is a registered route of the app', () => {
    for (const link of Object.values(NOTIFICATION_LINKS)) {
      const path = link.split('?')[0];
      expect(
        ROUTES.some((r) => r.path === path),
        link,
      ).toBe(true);
    }
  });

  it('titles a push in the reader’s language, or the fallback for an unknown key', async () => {
    const push = { key: 'withdrawal_paid', params: { amount: '30', fee: '1', currency: 'USDT' } };
    expect(await pushTitle(push, 'en', 'New')).toBe('Withdrawal paid');
    expect(await pushTitle(push, 'spa', 'New')).toBe('Retiro pagado');
    expect(await pushTitle({ key: 'nft_gift_received', params: {} }, 'en', 'New notification')).toBe(
      'New notification',
    );
  });

  it('marks one row or all rows read', () => {
    const rows = [item(1), item(2), item(3, true)];
    expect(markedRead(rows, 2).map((n) => n.read)).toEqual([false, true, true]);
    expect(markedRead(rows, 'all').map((n) => n.read)).toEqual([true, true, true]);
    expect(rows.map((n) => n.read)).toEqual([false, false, true]);
  });
});
