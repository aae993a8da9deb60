import { LANG_CODES } from '@meridian/contract';
import { LEDGER_ENTRY_KINDS, STATEMENT_LABELS, statementLabelOf } from '@meridian/contract/wallet';
import type { AccountLogRecord } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { optionResultToast } from '../../notifications/data/optionResult';
import { hasPending, pendingPoll, PENDING_POLL_MS, refreshesWallet } from './live';
import { statementFacts, statementTitle } from './statements';

/** Statement lines in the reader's language; records that refresh; item 11's toast. */

const line = (over: Partial<AccountLogRecord>): AccountLogRecord => ({
  id: 1,
  created_time: '2026-01-01T00:00:00.000Z',
  currency: 3,
  currency_name: 'USDT',
  type: 2,
  info: 'deposit',
  ref_type: 'deposit',
  ref_id: '1',
  label: 'deposit',
  bucket: 'available',
  value: '100.000000',
  before: '0.000000',
  after: '100.000000',
  withdrawal: null,
  ...over,
});

describe('statement lines', () => {
  it('never shows a raw code: every kind, hold and release has a title in all nine languages', () => {
    const refs = ['', 'withdrawal', 'spot_order', 'lever_position', 'option_order', 'deposit'];
    for (const kind of LEDGER_ENTRY_KINDS)
      for (const ref of refs)
        for (const lang of LANG_CODES) {
          const label = statementLabelOf(kind, ref);
          const title = statementTitle({ label }, lang);
          expect(title, `${lang} ${kind}/${ref}`).toMatch(/\S/);
          expect(title, `${lang} ${kind}/${ref}`).not.toMatch(/[a-z]+_[a-z]+/);
          expect(STATEMENT_LABELS).toContain(label);
        }
  });

  it('says what the money did, in French and in English', () => {
    expect(statementTitle({ label: 'option_stake' }, 'fra')).toBe('Mise sur option');
    expect(statementTitle({ label: 'lever_close' }, 'fra')).toBe('Position futures clôturée');
    expect(statementTitle({ label: 'spot_fill' }, 'en')).toBe('Spot trade');
    expect(statementTitle({ label: statementLabelOf('hold', 'withdrawal') }, 'en')).toBe(
      'Withdrawal request',
    );
    expect(statementTitle({ label: statementLabelOf('hold', 'withdrawal') }, 'fra')).toBe(
      'Demande de retrait',
    );
    expect(statementTitle({ label: statementLabelOf('release', 'spot_order') }, 'zh')).toBe('币币委托解冻');
  });

  it("gives a withdrawal's lines its request, fee and payout; others none", () => {
    const w = {
      id: 9,
      number: '100.000000',
      fee: '1.000000',
      real_number: '99.000000',
      status: 'approved',
    } as const;
    expect(statementFacts(line({ label: 'withdrawal_paid', bucket: 'frozen', withdrawal: w }))).toEqual({
      bucket: 'frozen',
      withdrawal: { requested: '100.000000', fee: '1.000000', payout: '99.000000', status: 'approved' },
    });
    expect(statementFacts(line({}))).toEqual({ bucket: 'available' });
  });
});

describe('records that refresh', () => {
  it('reloads the wallet on money pushes only', () => {
    for (const key of [
      'deposit_credited',
      'withdrawal_paid',
      'withdrawal_rejected',
      'option_won',
      'option_lost',
      'ieo_allocated',
      'ieo_delivered',
      'lockming_matured',
      'dual_settled',
      'dual_failed',
    ])
      expect(refreshesWallet({ key }), key).toBe(true);
    for (const key of ['kyc_approved', 'kyc_rejected', 'something_new'])
      expect(refreshesWallet({ key }), key).toBe(false);
  });

  it('polls a deposit or withdrawal list while one of its records is under review', () => {
    const pages = (...statuses: string[]) => ({
      pages: [
        { data: statuses.map((status, id) => ({ id, status })), page: 1, limit: 20, total: statuses.length },
      ],
    });
    expect(hasPending(pages('approved', 'pending'))).toBe(true);
    expect(hasPending(pages('approved', 'rejected'))).toBe(false);
    expect(hasPending(undefined)).toBe(false);
    expect(pendingPoll({ state: { data: pages('pending') } })).toBe(PENDING_POLL_MS);
    expect(pendingPoll({ state: { data: pages() } })).toBe(false);
  });
});

describe('a settled option announced (item 11)', () => {
  const params = { symbol: 'BTC/USDT', seconds: 30, stake: '10.00', currency: 'USDT', profit: '8.00' };

  it('shows the result and the amount in the reader language', async () => {
    expect(await optionResultToast({ key: 'option_won', params }, 'en')).toEqual({
      key: 'option_won',
      title: 'Option won',
      amount: '+8.00 USDT',
      tone: 'up',
      detail: 'BTC/USDT · 30s',
    });
    const lost = await optionResultToast(
      { key: 'option_lost', params: { ...params, profit: '-10.00' } },
      'fra',
    );
    expect(lost).toMatchObject({ amount: '−10,00 USDT', tone: 'down' });
    expect(lost?.title).not.toBe('Option lost');
    expect(await optionResultToast({ key: 'option_draw', params }, 'zh')).toMatchObject({
      amount: '10.00 USDT',
      tone: 'flat',
    });
    expect((await optionResultToast({ key: 'option_void', params }, 'en'))?.title).toBe('Option refunded');
  });

  it('prints the amount at the currency display precision (no 6-decimal tail)', async () => {
    const raw = { ...params, stake: '1000', profit: '80.123456' };
    expect((await optionResultToast({ key: 'option_won', params: raw }, 'en'))?.amount).toBe('+80.12 USDT');
    expect((await optionResultToast({ key: 'option_draw', params: raw }, 'tr'))?.amount).toBe(
      '1.000,00 USDT',
    );
  });

  it('ignores every other push', async () => {
    expect(await optionResultToast({ key: 'deposit_credited', params: {} }, 'en')).toBeUndefined();
  });
});
