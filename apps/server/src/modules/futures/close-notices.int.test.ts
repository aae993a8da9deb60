import { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import { NOTIFICATION_LINKS, type NotificationItem } from '@meridian/contract/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { listOf, rowsOf } from '../notifications/notifications.testing';
import * as repo from './futures.repo';
import { find, position, submit, tick, trader, withFuturesApp, type Trader } from './futures.testing';

let t: TestApp;
withFuturesApp((app) => (t = app));
beforeEach(async () => {
  await tick(t, '50000.00');
});

const CLOSE_KEYS = ['futures_closed_tp', 'futures_closed_sl', 'futures_closed_limit', 'futures_liquidated'];
const call = (who: Trader, path: string, body: Record<string, unknown>) =>
  post(t.app, path, body, { token: who.token });

/** The owner's close notices, as the notifications list shows them in `lang`. */
async function notices(who: Trader, lang = 'en'): Promise<NotificationItem[]> {
  return (await listOf(t, who.token, { lang })).data.filter((n) => CLOSE_KEYS.includes(n.key));
}

async function refsOf(who: Trader): Promise<string[]> {
  return (await rowsOf(t, who.uid)).filter((r) => CLOSE_KEYS.includes(r.key)).map((r) => r.ref);
}

/** The owner has exactly one close notice, matching `expected`, written under the position's ref. */
async function onlyNotice(
  who: Trader,
  positionId: number,
  expected: Partial<NotificationItem>,
): Promise<void> {
  const list = await notices(who);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject(expected);
  expect(await refsOf(who)).toEqual([`futures_closed:${positionId}`]);
}

async function opened(who: Trader, body: Record<string, unknown>): Promise<FuturesPosition> {
  const r = await submit(t, who, body);
  expect(r.body.type).toBe('ok');
  return position(r);
}

describe('futures: notices of the closes the platform makes', () => {
  it('a take-profit notifies its owner once, with the close price and the result after fees', async () => {
    const u = await trader(t, '1000');
    // 1 lot (0.01 BTC) long ×10 entered at 50,005: margin 50.005, fee 0.250025
    const p = await opened(u, { type: 1, share: 1, multiple: 10, target_profit_price: '52000' });
    await tick(t, '52000.00');
    // exit 52,000 × 0.9999 = 51,994.80; (51,994.80 − 50,005) × 0.01 = 19.898; less the fee: 19.647975
    expect(await find(t, u, p.id)).toMatchObject({ status: 3, close_reason: 'tp', net_profits: '19.647975' });
    await onlyNotice(u, p.id, {
      key: 'futures_closed_tp',
      params: {
        symbol: 'BTC/USDT',
        side: 'long',
        price: '51994.8',
        sign: '+',
        result: '19.647975',
        currency: 'USDT',
      },
      link: NOTIFICATION_LINKS.futuresPositions,
      title: 'Take-profit reached: BTC/USDT',
      content:
        'Your long BTC/USDT position reached its take-profit and closed at 51,994.80. Result after fees: +19.64 USDT.',
    });
    expect((await notices(u, 'zh'))[0]?.content).toBe(
      '您的 BTC/USDT 多头仓位已触发止盈，并以 51,994.80 平仓。扣除手续费后的盈亏：+19.64 USDT。',
    );

    // the level fired again (another tick, a retried job) finds the row closed and adds nothing
    await tick(t, '52000.00');
    const again = await t.database.db.transaction((tx) =>
      t.services.futures.transitions.close(tx, p.id, 'tp', '52000.00', new Date(), 'trigger'),
    );
    expect(again).toBeUndefined();
    // and the notice of a close told twice is written once (its ref)
    const row = (await repo.getPosition(t.database.db, p.id))!;
    await t.database.db.transaction((tx) =>
      t.services.futuresHooks.closed.run(tx, [
        { row, payout: new Decimal(row.margin), origin: 'trigger', reason: 'tp' },
      ]),
    );
    expect(await refsOf(u)).toEqual([`futures_closed:${p.id}`]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a stop-loss of a short says short and a signed loss', async () => {
    const u = await trader(t, '1000');
    // 1 lot short ×5 entered at 50,000 × 0.9999 = 49,995: notional 499.95, margin 99.99, fee 0.249975
    const p = await opened(u, { type: 2, share: 1, multiple: 5, stop_loss_price: '50500' });
    await tick(t, '50600.00');
    // exit 50,600 × 1.0001 = 50,605.06; (49,995 − 50,605.06) × 0.01 = −6.1006; less the fee: −6.350575
    expect(await find(t, u, p.id)).toMatchObject({ close_reason: 'sl', net_profits: '-6.350575' });
    await onlyNotice(u, p.id, {
      key: 'futures_closed_sl',
      params: { side: 'short', price: '50605.06', sign: '−', result: '6.350575' },
      content:
        'Your short BTC/USDT position reached its stop-loss and closed at 50,605.06. Result after fees: −6.35 USDT.',
    });
    expect((await notices(u, 'fra'))[0]?.content).toContain('Votre position vendeuse (short) sur BTC/USDT');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a liquidation sweep tells each owner once', async () => {
    const a = await trader(t, '1000');
    const b = await trader(t, '1000');
    // 2 lots long ×10 at 50,005: liquidation price 46,004.60
    const pa = await opened(a, { type: 1, share: 2, multiple: 10 });
    const pb = await opened(b, { type: 1, share: 2, multiple: 10 });
    await tick(t, '46004.60');
    // exit 45,999.99: (45,999.99 − 50,005) × 0.02 = −80.1002; fee 0.50005: −80.60025
    for (const [who, p] of [
      [a, pa],
      [b, pb],
    ] as const) {
      expect(await find(t, who, p.id)).toMatchObject({
        close_reason: 'liquidation',
        net_profits: '-80.600250',
      });
      await onlyNotice(who, p.id, {
        key: 'futures_liquidated',
        params: { side: 'long', price: '45999.99', sign: '−', result: '80.600250' },
        content:
          'Your long BTC/USDT position was liquidated at 45,999.99: its margin no longer covered the loss. Result after fees: −80.60 USDT.',
      });
    }
    await tick(t, '46000.00');
    expect(await notices(a)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a limit close tells the part it closed', async () => {
    const u = await trader(t, '1000');
    const p = await opened(u, { type: 1, share: 4, multiple: 10 });
    expect((await call(u, '/lever/close_limit', { id: p.id, share: 1, price: '50500' })).body.type).toBe(
      'ok',
    );
    await tick(t, '50600.00');
    const all = await call(u, '/lever/my_trade', { status: 3, limit: 100 });
    const [part] = (all.body.message as { message: { data: FuturesPosition[] } }).message.data;
    // exit 50,594.94: (50,594.94 − 50,005) × 0.01 = 5.8994; the lot's share of the fee 0.250025: 5.649375
    expect(part).toMatchObject({ share: 1, close_reason: 'limit', net_profits: '5.649375' });
    await onlyNotice(u, part!.id, {
      key: 'futures_closed_limit',
      params: { side: 'long', price: '50594.94', sign: '+', result: '5.649375' },
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the owner’s own closes (one, part, all) notify nothing', async () => {
    const u = await trader(t, '1000');
    const p = await opened(u, { type: 1, share: 2, multiple: 10, target_profit_price: '52000' });
    const q = await opened(u, { type: 2, share: 1, multiple: 10 });
    await tick(t, '51000.00');
    expect((await call(u, '/lever/close_part', { id: p.id, share: 1 })).body.type).toBe('ok');
    expect((await call(u, '/lever/close', { id: p.id })).body.type).toBe('ok');
    expect((await call(u, '/lever/batch_close', { type: 0 })).body.type).toBe('ok');
    expect((await find(t, u, q.id))?.close_reason).toBe('batch');
    await tick(t, '52000.00');
    expect(await notices(u)).toEqual([]);
    expect(await refsOf(u)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
