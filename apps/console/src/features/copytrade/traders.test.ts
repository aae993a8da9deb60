import type { FuturesRecord, TraderStats } from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { COPY } from './strings';
import { percent, readTraderStatus, readView, recordFacts, signedAmount, statsFacts } from './traders';

const params = (q: string) => new URLSearchParams(q);

describe('copy traders screen: URL state', () => {
  it('shows the applications queue unless the traders view is asked for', () => {
    expect(readView(params(''))).toBe('applications');
    expect(readView(params('view=traders'))).toBe('traders');
    expect(readView(params('view=stats'))).toBe('applications');
  });

  it('lists active traders unless revoked ones are asked for', () => {
    expect(readTraderStatus(params(''))).toBe('active');
    expect(readTraderStatus(params('status=revoked'))).toBe('revoked');
    // a queue state left in the URL is not a trader state
    expect(readTraderStatus(params('status=pending'))).toBe('active');
  });
});

describe('copy traders screen: figures', () => {
  it('signs amounts and formats percentages as strings', () => {
    expect(signedAmount('1234.5000')).toBe('+1,234.5');
    expect(signedAmount('-37.20')).toBe('-37.2');
    expect(signedAmount('0.00')).toBe('0');
    expect(signedAmount('-0.00')).toBe('0');
    expect(signedAmount('0.000000000000000001')).toBe('+0.000000000000000001');
    expect(percent('58.3300')).toBe('58.33 %');
  });

  it("shows an applicant's futures record: 12 closed, 7 profitable, 58.33 %, +412.5 USDT, 13.75 % ROI", () => {
    const record: FuturesRecord = {
      closed_count: 12,
      profit_count: 7,
      correct_rate: '58.33',
      total_profits: '412.50',
      total_income_rate: '13.75',
      volume: '184320.00',
      first_trade_at: '2026-01-05T09:30:00Z',
    };
    const facts = recordFacts(record);
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      [COPY.factClosed, '12 (7 ↑)'],
      [COPY.factWinRate, '58.33 %'],
      [COPY.factPnl, '+412.5'],
      [COPY.factRoi, '13.75 %'],
      [COPY.factVolume, '184,320'],
      [COPY.factFirstTrade, '2026-01-05'],
    ]);
    expect(facts.find((f) => f.label === COPY.factPnl)?.tone).toBe('up');
  });

  it('says so when the applicant has no closed position', () => {
    const none: FuturesRecord = {
      closed_count: 0,
      profit_count: 0,
      correct_rate: '0',
      total_profits: '0',
      total_income_rate: '0',
      volume: '0',
      first_trade_at: '',
    };
    expect(recordFacts(none)).toEqual([{ label: COPY.factClosed, value: COPY.noTrades }]);
  });

  it("shows a trader's statistics as the server computed them, losses in red", () => {
    const stats: TraderStats = {
      closed_count: 20,
      profitCount: 9,
      fallCount: 11,
      total_profits: '-150.75',
      correct_rate: '45.00',
      total_income_rate: '-6.03',
      max_drawdown: '310.20',
      max_drawdown_rate: '12.41',
      follow_num: 3,
      followers_profits: '-42.00',
      position_count: 2,
      position_valuation: '1020.5',
      today_profits: '4.1',
      yesterday_profits: '0.2',
      computed_at: '',
    };
    const facts = statsFacts(stats);
    const value = (label: string) => facts.find((f) => f.label === label);
    expect(value(COPY.factClosed)?.value).toBe('20 (9 ↑ 11 ↓)');
    expect(value(COPY.factWinRate)?.value).toBe('45 %');
    expect(value(COPY.factPnl)).toEqual({ label: COPY.factPnl, value: '-150.75', tone: 'down' });
    expect(value(COPY.factRoi)?.tone).toBe('down');
    expect(value(COPY.factDrawdown)?.value).toBe('310.2 (12.41 %)');
    expect(value(COPY.factFollowers)?.value).toBe('3');
    expect(value(COPY.factFollowersPnl)?.value).toBe('-42');
    expect(value(COPY.factOpen)?.value).toBe('2 · 1,020.5 USDT');
    expect(value(COPY.factComputed)?.value).toBe('—');
  });
});

describe('copy traders screen: revoking', () => {
  it("says the followers' follows end, their copies stay theirs, and they are notified", () => {
    expect(COPY.revokeConsequence(3)).toMatch(/follows of all 3 followers end/);
    expect(COPY.revokeConsequence(3)).toMatch(/stay open, detached/);
    expect(COPY.revokeConsequence(3)).toMatch(/Every follower is notified/);
    expect(COPY.revokeConsequence(1)).toMatch(/their 1 follower end/);
    expect(COPY.revokeConsequence(0)).toMatch(/Nobody follows them now/);
  });
});
