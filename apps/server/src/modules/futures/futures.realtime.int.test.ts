import type { FuturesTradeMessage } from '@meridian/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socketClients, type SocketClients } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { position, submit, tick, trader } from './futures.testing';

let t: TestApp;
let clients: SocketClients;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.futuresTriggers.ready();
  clients = await socketClients(t);
});
afterAll(async () => {
  clients.close();
  await t.close();
});

const open = (token: string): Promise<Socket> => clients.open(token);

describe('lever_trade', () => {
  it('goes to the owner only, after each committed change, with the summary and a per-user seq', async () => {
    await tick(t, '50000.00');
    const u = await trader(t, '1000');
    const other = await trader(t, '1000');
    const mine: FuturesTradeMessage[] = [];
    const theirs: FuturesTradeMessage[] = [];
    (await open(u.token)).on('lever_trade', (m: FuturesTradeMessage) => mine.push(m));
    (await open(other.token)).on('lever_trade', (m: FuturesTradeMessage) => theirs.push(m));

    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10, target_profit_price: '51000' }));
    await vi.waitFor(() => expect(mine).toHaveLength(1));
    expect(mine[0]).toMatchObject({
      type: 'lever_trade',
      to: u.uid,
      seq: 1,
      balance: '899.489950',
      caution_money_all: '100.010000',
      origin_caution_money_all: '100.010000',
      // (899.48995 + 100.01 − 0.1) ÷ 100.01 on the mark 50,000
      hazard_rate: '999.30',
    });
    expect(mine[0]!.positions[0]).toMatchObject({ id: p.id, status: 1 });

    await tick(t, '51000.00');
    await vi.waitFor(() => expect(mine).toHaveLength(2));
    expect(mine[1]).toMatchObject({ seq: 2, caution_money_all: '0.000000', hazard_rate: '0.00' });
    expect(mine[1]!.positions[0]).toMatchObject({ id: p.id, status: 3, close_reason: 'tp' });
    expect(theirs).toEqual([]);
  });
});
