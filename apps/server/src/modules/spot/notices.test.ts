import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db';
import type { PairInfo } from '../market';
import type { NotificationInput, Notifier } from '../notifications';
import { SpotNotices } from './notices';
import type { SpotOrderRow } from './spot.schema';

const HOUSE = 7;
const pair = { symbol: 'BTC/USDT', base: 'BTC' } as PairInfo;
const row = (id: number, userId: number, status: string) =>
  ({ id, userId, status, amount: '0.100000', price: '61050.00' }) as SpotOrderRow;

function recorder() {
  const sent: NotificationInput[] = [];
  const notifier: Notifier = {
    notify: (_tx, input) => Promise.resolve(void sent.push(input)),
    notifyMany: (_tx, inputs) => Promise.resolve(void sent.push(...inputs)),
  };
  return { sent, notifier };
}

describe('spot notices', () => {
  it('tells the owner of a completely filled resting order, once per order, never the house maker', async () => {
    const { sent, notifier } = recorder();
    const notices = new SpotNotices(notifier, (userId) => userId === HOUSE);
    await notices.filled({} as Tx, pair, [
      row(1, 42, 'filled'),
      row(2, 42, 'partial'),
      row(3, HOUSE, 'filled'),
    ]);
    expect(sent).toEqual([
      {
        userId: 42,
        key: 'spot_order_filled',
        params: { symbol: 'BTC/USDT', amount: '0.1', currency: 'BTC', price: '61050' },
        link: '/pages/transaction/currency_order',
        ref: 'spot_order:1',
      },
    ]);
  });

  it('writes nothing when nobody is to be told', async () => {
    const { sent, notifier } = recorder();
    const notices = new SpotNotices(notifier, (userId) => userId === HOUSE);
    await notices.filled({} as Tx, pair, [row(3, HOUSE, 'filled')]);
    await notices.ocoCancelled({} as Tx, pair, []);
    expect(sent).toEqual([]);
  });
});
