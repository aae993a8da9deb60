import { Decimal } from '@meridian/contract';
import { type LoanProduct, type LoanView } from '@meridian/contract/loans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ok } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DEMO_LOAN_PRODUCTS, LOANS_POOL_INVENTORY_USDT } from './demo-loans';
import { borrow, borrower, ledgerClean, pool, tick, USDT } from '../loans.testing';

/**
 * Demo content: with it on, a fresh install has BTC and ETH loan products (65 / 80 / 90 %, every term)
 * made at start through the console's service, labelled demo, and pool:loans its USDT inventory from a genesis
 * entry; a second start makes none again; with demo content off there is none.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
  await t.services.loansTriggers.ready();
});
afterAll(async () => {
  await t.close();
});

const products = async (app: TestApp) => ok<LoanProduct[]>(await get(app.app, '/borrowing/products'));
async function demoShown(): Promise<LoanProduct[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const demo = (await products(t)).filter((p) => p.is_demo);
    if (demo.length >= DEMO_LOAN_PRODUCTS.length || Date.now() > deadline) return demo;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the demo loan products', () => {
  it('are made once at start, labelled demo, with the pool funded once; a loan can be taken on them', async () => {
    const demo = await demoShown();
    expect(
      demo.map((p) => [p.currency, p.initial_ltv, p.margin_call_ltv, p.liquidation_ltv, p.terms]),
    ).toEqual([
      ['BTC', '65', '80', '90', [0, 7, 30, 90]],
      ['ETH', '65', '80', '90', [0, 7, 30, 90]],
    ]);
    expect((await pool(t, USDT)).toFixed()).toBe(LOANS_POOL_INVENTORY_USDT);

    const other = await createTestApp(undefined, {
      sharedDatabase: { name: t.databaseName },
      env: { DEMO_CONTENT: 'on' },
    });
    await other.close();
    expect((await products(t)).filter((p) => p.is_demo)).toHaveLength(2);
    expect((await pool(t, USDT)).toFixed()).toBe(LOANS_POOL_INVENTORY_USDT);

    await tick(t, '50000');
    const u = await borrower(t, '1');
    const loan: LoanView = await borrow(t, u, '0.5', '1000', 7);
    expect([loan.status, loan.product_id]).toEqual(['active', demo[0]!.id]);
    expect((await pool(t, USDT)).toFixed()).toBe(
      new Decimal(LOANS_POOL_INVENTORY_USDT).minus(1000).toFixed(),
    );
    await ledgerClean(t);
  });

  it('are absent with demo content off', async () => {
    const off = await createTestApp();
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(await products(off)).toEqual([]);
      expect((await pool(off, USDT)).toFixed()).toBe('0');
    } finally {
      await off.close();
    }
  });
});
