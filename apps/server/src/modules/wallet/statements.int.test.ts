import { type Paginated } from '@meridian/contract';
import { LEDGER_ENTRY_KINDS, type AccountLogRecord, type WithdrawalRecord } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { order, trade, trader } from '../spot/spot.testing';
import { claimDeposit, USDT, verifiedUser } from './wallet.testing';

/** Statement lines say what they are (label, reference) and a withdrawal shows its figures. */

let t: TestApp;
const OPERATOR = 1;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('statements (wallet/legal_log)', () => {
  it('shows a withdrawal as request → paid out or returned, each line with the request, fee and payout', async () => {
    const u = await verifiedUser(t);
    const claim = await claimDeposit(t, u.token, '100');
    await t.services.deposits.approve(claim.id, OPERATOR);
    const out = async (number: string) =>
      (
        await post(
          t.app,
          '/wallet/out',
          { currency: USDT, number, address_id: u.addressId, pay_password: 'pay123456' },
          { token: u.token },
        )
      ).body.message as WithdrawalRecord;
    const paid = await out('30');
    const refused = await out('25');
    await t.services.withdrawals.approve(paid.id, OPERATOR);
    await t.services.withdrawals.reject(refused.id, OPERATOR, 'Address flagged');

    const log = (await post(t.app, '/wallet/legal_log', {}, { token: u.token })).body
      .message as Paginated<AccountLogRecord>;
    expect(log.total).toBe(5);
    const lines = log.data.map((r) => [r.label, r.info, r.bucket, r.value, r.before, r.after]);
    expect(lines).toEqual([
      ['withdrawal_returned', 'release', 'available', '25.000000', '45.000000', '70.000000'],
      ['withdrawal_paid', 'withdrawal', 'frozen', '-30.000000', '55.000000', '25.000000'],
      ['withdrawal_request', 'hold', 'available', '-25.000000', '70.000000', '45.000000'],
      ['withdrawal_request', 'hold', 'available', '-30.000000', '100.000000', '70.000000'],
      ['deposit', 'deposit', 'available', '100.000000', '0.000000', '100.000000'],
    ]);
    const paidFigures = { id: paid.id, number: '30.000000', fee: '1.000000', real_number: '29.000000' };
    expect(log.data[1]).toMatchObject({
      ref_type: 'withdrawal',
      ref_id: String(paid.id),
      withdrawal: { ...paidFigures, status: 'approved' },
    });
    expect(log.data[3]!.withdrawal).toEqual({ ...paidFigures, status: 'approved' });
    expect(log.data[0]!.withdrawal).toEqual({
      id: refused.id,
      number: '25.000000',
      fee: '1.000000',
      real_number: '24.000000',
      status: 'rejected',
    });
    expect(log.data[4]).toMatchObject({ ref_type: 'deposit', ref_id: String(claim.id), withdrawal: null });

    // the spot filter keeps the payout (it left the spot account's frozen balance); options show none of it
    const spotOnly = (await post(t.app, '/wallet/legal_log', { type: 2 }, { token: u.token })).body
      .message as Paginated<AccountLogRecord>;
    expect(spotOnly.total).toBe(5);
    const options = (await post(t.app, '/wallet/legal_log', { type: 4 }, { token: u.token })).body
      .message as Paginated<AccountLogRecord>;
    expect(options.total).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('holds only listed kinds in the journal', async () => {
    const r = await t.database.db.execute<{ kind: string } & Record<string, unknown>>(
      sql`SELECT DISTINCT kind FROM ledger_entries`,
    );
    const kinds = r.rows.map((row) => row.kind);
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(LEDGER_ENTRY_KINDS, kind).toContain(kind);
  });

  it("a spot fill's lines never show the other side's order id", async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '100000' });
    const sell = order(await trade(t, maker, { side: 'sell', amount: '0.5', target_price: '96000' }));
    const buy = order(await trade(t, taker, { side: 'buy', amount: '0.5', target_price: '96100' }));
    expect(buy.filled).toBe('0.500000');
    for (const [who, other] of [
      [maker, buy.id],
      [taker, sell.id],
    ] as const) {
      const log = (await post(t.app, '/wallet/legal_log', { limit: 50 }, { token: who.token })).body
        .message as Paginated<AccountLogRecord>;
      const fills = log.data.filter((l) => l.info === 'spot_fill');
      expect(fills.length).toBeGreaterThan(0);
      expect(fills.map((l) => l.ref_id)).not.toContain(String(other));
    }
  });
});
