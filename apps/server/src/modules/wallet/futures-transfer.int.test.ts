import { Decimal } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { futures, submit, tick, trader } from '../futures/futures.testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.futuresTriggers.ready();
  await tick(t, '50000.00');
});
afterAll(async () => {
  await t.close();
});

describe('transfers out of the futures account respect open positions', () => {
  it("only the free balance moves: an open position's margin stays held", async () => {
    const u = await trader(t, '200');
    // margin 100.01 + fee 0.50005 (2 lots BTC at 10×, entry 50,005)
    expect((await submit(t, u, { type: 1, share: 2, multiple: 10 })).body.type).toBe('ok');
    expect(await futures(t, u.uid)).toEqual({
      available: new Decimal('99.48995'),
      frozen: new Decimal('100.01'),
    });
    const out = (number: string) =>
      post(
        t.app,
        '/wallet/change',
        { currency_id: 3, number, from_field: 'lever', to_field: 'change' },
        { token: u.token },
      );
    const refused = await out('150');
    expect(refused.body).toMatchObject({ type: 'error', code: 'insufficient_balance' });
    expect((await out('99.48996')).body.code).toBe('insufficient_balance');
    expect((await out('99.48995')).body.type).toBe('ok');
    expect(await futures(t, u.uid)).toEqual({ available: new Decimal('0'), frozen: new Decimal('100.01') });
    expect((await out('0.000001')).body.code).toBe('insufficient_balance');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
