import type { Paginated } from '@meridian/contract';
import type { LoanProduct, LoanView, OpsLoan } from '@meridian/contract/loans';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok, post } from '../../../test/api';
import { fundSpot, operatorPost } from '../../../test/spot-users';
import type { TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import {
  BTC,
  borrow,
  borrower,
  btc,
  call,
  detail,
  ledgerClean,
  notificationsOf,
  pool,
  saveProduct,
  tick,
  USDT,
  usdt,
  withLoansApp,
} from './loans.testing';

/**
 * Borrowing against BTC with the design's worked numbers (BTC 50,000, 1 BTC, 65 / 80 / 90 %):
 * max 32,500, liquidation price 36,111.12, margin call 40,625; refusals; repay in part and in full; add collateral;
 * IDOR on another user's loan; the console's products (audited) and loan book.
 */

let t: TestApp;
withLoansApp((app) => (t = app));

let product: LoanProduct;
beforeAll(async () => {
  product = await saveProduct(t);
});

describe('products', () => {
  it('lists the enabled product with its published terms and the feed price', async () => {
    await tick(t, '50000');
    const list = ok<LoanProduct[]>(await get(t.app, '/borrowing/products'));
    const p = list.find((x) => x.id === product.id)!;
    expect(p).toMatchObject({
      currency: 'BTC',
      borrow_currency: 'USDT',
      symbol: 'BTC/USDT',
      price_precision: 2,
      price: '50000',
      initial_ltv: '65',
      margin_call_ltv: '80',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [0, 7, 30, 90],
      enabled: true,
    });
  });
});

describe('borrow (worked example)', () => {
  it('1 BTC at 50,000 → 32,500 USDT: LTV 65 %, liquidation 36,111.12, margin call 40,625; money through the ledger', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1');
    const pool0 = await pool(t, USDT);
    const loan = await borrow(t, u, '1', '32500');
    expect(loan).toMatchObject({
      status: 'active',
      collateral: '1',
      borrowed: '32500',
      principal: '32500',
      interest: '0',
      debt: '32500',
      ltv: '65',
      liquidation_price: '36111.12',
      margin_call_price: '40625',
      margin_call: false,
      term_days: 30,
    });
    expect(new Date(loan.term_end!).getTime() - new Date(loan.created_at).getTime()).toBe(30 * 86_400_000);
    expect((await btc(t, u)).available.toFixed()).toBe('0');
    expect((await btc(t, u)).frozen.toFixed()).toBe('1');
    expect((await usdt(t, u)).available.toFixed()).toBe('32500');
    expect((await pool(t, USDT)).minus(pool0).toFixed()).toBe('-32500');
    const d = await detail(t, u, loan.id);
    expect(d.history.map((h) => [h.kind, h.amount, h.collateral, h.price])).toEqual([
      ['borrow', '32500', '1', '50000'],
    ]);
    await ledgerClean(t);
  });

  it('refuses above the initial LTV (with the max), outside min/max, an unoffered term, without collateral', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1');
    const body = { currency_id: BTC, collateral: '1', term_days: 30 };
    const over = await call(t, u, '/borrowing/borrow', { ...body, amount: '32500.01' });
    expect([over.body.code, over.body.message]).toEqual([
      'loan_ltv_exceeded',
      'This is above the initial LTV: with this collateral you can borrow at most 32,500.00 USDT',
    ]);
    expect((await call(t, u, '/borrowing/borrow', { ...body, amount: '5' })).body.code).toBe(
      'loan_amount_below_min',
    );
    expect(
      (await call(t, u, '/borrowing/borrow', { ...body, collateral: '100', amount: '2000000' })).body.code,
    ).toBe('loan_amount_above_max');
    expect((await call(t, u, '/borrowing/borrow', { ...body, term_days: 14, amount: '100' })).body.code).toBe(
      'loan_term_invalid',
    );
    expect(
      (await call(t, u, '/borrowing/borrow', { ...body, collateral: '2', amount: '100' })).body.code,
    ).toBe('insufficient_balance');
    expect(
      (await call(t, u, '/borrowing/borrow', { ...body, currency_id: 9999, amount: '100' })).body.code,
    ).toBe('loan_product_not_found');
    expect((await btc(t, u)).available.toFixed()).toBe('1');
    expect((await usdt(t, u)).available.toFixed()).toBe('0');
    await ledgerClean(t);
  });
});

describe('idempotency', () => {
  it('an Idempotency-Key replay of borrow and repay returns the first reply and moves money once', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1');
    const send = (url: string, key: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: u.token, 'idempotency-key': key },
        payload,
      });
    const body = { currency_id: BTC, collateral: '0.5', amount: '1000', term_days: 0 };
    const a = (await send('/borrowing/borrow', 'loan-b1', body)).json<{ message: LoanView }>();
    const b = (await send('/borrowing/borrow', 'loan-b1', body)).json<{ message: LoanView }>();
    expect(b.message.id).toBe(a.message.id);
    expect(a.message.term_end).toBeNull();
    expect((await usdt(t, u)).available.toFixed()).toBe('1000');
    expect((await btc(t, u)).frozen.toFixed()).toBe('0.5');
    const repay = { id: a.message.id, amount: '300' };
    await send('/borrowing/repay', 'loan-r1', repay);
    const again = (await send('/borrowing/repay', 'loan-r1', repay)).json<{ message: LoanView }>();
    expect(again.message.debt).toBe('700');
    expect((await usdt(t, u)).available.toFixed()).toBe('700');
    await ledgerClean(t);
  });
});

describe('repay and add collateral', () => {
  it('a partial repayment lowers the debt and the liquidation price; full repayment releases the collateral', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500');
    const part = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, amount: '1000' }));
    // 31,500 ÷ 0.9 = 35,000; 31,500 ÷ 0.8 = 39,375
    expect(part).toMatchObject({
      status: 'active',
      principal: '31500',
      debt: '31500',
      repaid: '1000',
      liquidation_price: '35000',
      margin_call_price: '39375',
    });
    expect((await usdt(t, u)).available.toFixed()).toBe('31500');
    expect((await btc(t, u)).frozen.toFixed()).toBe('1');
    const full = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    expect(full).toMatchObject({ status: 'repaid', principal: '0', debt: '0', repaid: '32500' });
    expect(full.closed_at).not.toBeNull();
    expect((await usdt(t, u)).available.toFixed()).toBe('0');
    expect((await btc(t, u)).available.toFixed()).toBe('1');
    expect((await btc(t, u)).frozen.toFixed()).toBe('0');
    expect((await notificationsOf(t, u.uid, 'loan_repaid')).map((n) => n.params)).toEqual([
      { amount: '32500', borrow_currency: 'USDT', collateral: '1', currency: 'BTC' },
    ]);
    const again = await call(t, u, '/borrowing/repay', { id: loan.id, amount: '1' });
    expect(again.body.code).toBe('loan_not_active');
    await ledgerClean(t);
  });

  it('refuses a repayment the spot balance cannot pay, leaving the loan as it was', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '1000');
    await fundSpot(t, u.uid, USDT, '-600');
    const r = await call(t, u, '/borrowing/repay', { id: loan.id, full: true });
    expect(r.body.code).toBe('insufficient_balance');
    expect((await detail(t, u, loan.id)).debt).toBe('1000');
    expect((await btc(t, u)).frozen.toFixed()).toBe('1');
    // an amount above the debt is capped at it: 400 of 1,000 paid, then the rest
    await fundSpot(t, u.uid, USDT, '700');
    expect(ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, amount: '400' })).debt).toBe(
      '600',
    );
    const rest = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, amount: '1000.5' }));
    expect([rest.status, rest.repaid]).toEqual(['repaid', '1000']);
    expect((await usdt(t, u)).available.toFixed()).toBe('100');
    await ledgerClean(t);
  });

  it('adding 0.5 BTC moves the liquidation price from 36,111.12 to 24,074.08 and the LTV to 43.34 %', async () => {
    await tick(t, '50000');
    const u = await borrower(t, '1.5');
    const loan = await borrow(t, u, '1', '32500');
    const after = ok<LoanView>(await call(t, u, '/borrowing/add_collateral', { id: loan.id, amount: '0.5' }));
    expect(after).toMatchObject({
      collateral: '1.5',
      liquidation_price: '24074.08',
      margin_call_price: '27083.34',
      ltv: '43.34',
    });
    expect((await btc(t, u)).frozen.toFixed()).toBe('1.5');
    expect((await btc(t, u)).available.toFixed()).toBe('0');
    const closed = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    expect(closed.status).toBe('repaid');
    expect((await btc(t, u)).available.toFixed()).toBe('1.5');
    expect((await btc(t, u)).frozen.toFixed()).toBe('0');
    await ledgerClean(t);
  });
});

describe("another user's loan (IDOR)", () => {
  it('is not found for detail, repay and add collateral, and absent from their list', async () => {
    await tick(t, '50000');
    const owner = await borrower(t, '1');
    const other = await borrower(t, '1', '100');
    const loan = await borrow(t, owner, '0.1', '100');
    expect((await call(t, other, '/borrowing/detail', { id: loan.id })).body.code).toBe('loan_not_found');
    expect((await call(t, other, '/borrowing/repay', { id: loan.id, full: true })).body.code).toBe(
      'loan_not_found',
    );
    expect(
      (await call(t, other, '/borrowing/add_collateral', { id: loan.id, amount: '0.1' })).body.code,
    ).toBe('loan_not_found');
    const list = ok<Paginated<LoanView>>(await call(t, other, '/borrowing/loans', {}));
    expect(list.total).toBe(0);
    const mine = ok<Paginated<LoanView>>(await call(t, owner, '/borrowing/loans', { status: 'active' }));
    expect(mine.data.map((l) => l.id)).toEqual([loan.id]);
    expect(
      ok<Paginated<LoanView>>(await call(t, owner, '/borrowing/loans', { status: 'closed' })).total,
    ).toBe(0);
    expect((await usdt(t, other)).available.toFixed()).toBe('100');
    expect((await btc(t, other)).available.toFixed()).toBe('1');
    expect((await detail(t, owner, loan.id)).debt).toBe('100');
    expect((await post(t.app, '/borrowing/detail', { id: loan.id })).body.type).toBe('999');
    // support chat's topic `loan:<id>`: the owner's loan only
    const topic = t.services.supportTopics.resolverOf('loan')!;
    expect(await topic.resolve(owner.uid, String(loan.id))).toEqual({ title: 'Loan 100 USDT on 0.1 BTC' });
    expect(await topic.resolve(other.uid, String(loan.id))).toBeUndefined();
    expect(await topic.resolve(owner.uid, 'x1')).toBeUndefined();
    expect((await topic.recent(owner.uid, 5)).map((r) => [r.kind, r.ref, r.status, r.amount])).toEqual([
      ['loan', String(loan.id), 'active', '100'],
    ]);
    await ledgerClean(t);
  });
});

describe('the console', () => {
  it('saves a product (audited with before and after), refuses inconsistent LTVs, lists the book with the LTV now', async () => {
    const eth = await saveProduct(t, 2, { max_borrow: '200000' });
    const edited = await saveProduct(t, 2, { hourly_rate: '0.001', enabled: false });
    expect(edited).toMatchObject({ id: eth.id, hourly_rate: '0.001', enabled: false, currency: 'ETH' });
    const audit = await auditRowsOf(t, 'loan_product', eth.id);
    expect(audit.map((a) => a.action)).toEqual(['loans.product_save', 'loans.product_save']);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.before).toMatchObject({ hourly_rate: '0.0005', enabled: true });
    expect(audit[1]!.after).toMatchObject({ hourly_rate: '0.001', enabled: false });
    const products = ok<LoanProduct[]>(await get(t.app, '/borrowing/products'));
    expect(products.some((p) => p.id === eth.id)).toBe(false);

    const bad = await operatorPost(t, '/ops/loans/product/save', {
      currency_id: 2,
      initial_ltv: '65',
      margin_call_ltv: '90',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [7],
      min_borrow: '10',
      max_borrow: '100',
    });
    expect(bad.body.code).toBe('loan_product_invalid');

    await tick(t, '50000');
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '25000');
    await tick(t, '40000');
    const book = ok<Paginated<OpsLoan>>(await operatorPost(t, '/ops/loans/list', { uid: u.uid }));
    expect(book.data.map((l) => [l.id, l.uid, l.ltv, l.price])).toEqual([[loan.id, u.uid, '62.5', '40000']]);
    expect(book.data[0]!.account).not.toBe('');
    expect((await call(t, u, '/ops/loans/list', {})).body.type).not.toBe('ok');
    await tick(t, '50000');
    ok(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    await ledgerClean(t);
  });
});
