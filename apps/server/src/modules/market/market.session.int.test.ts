import type { PairQuote, QuotationGroup } from '@meridian/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';

/** The New York date of an instant (the exchange calendar's dates). */
const nyDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
/** Today and the next three days: without the calendar the next open would always fall among them. */
const HOLIDAYS = [0, 1, 2, 3].map((d) => nyDate(Date.now() + d * 86_400_000));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { STOCK_HOLIDAYS: HOLIDAYS.join(',') } });
});
afterAll(() => t.close());

describe('the session on the quotation (what the tickets show before any input)', () => {
  it('on an exchange holiday stocks are closed and the next open skips the holidays; crypto trades', async () => {
    const res = await get(t.app, '/currency/quotation_new');
    const quotes = (res.body.message as QuotationGroup[]).flatMap((g) => g.quotation);
    const aapl = quotes.find((q) => q.symbol === 'AAPL/USDT') as PairQuote;
    expect(aapl.session.open).toBe(false);
    const opens = Date.parse(aapl.session.next_change ?? '');
    expect(opens).toBeGreaterThan(Date.now());
    expect(HOLIDAYS).not.toContain(nyDate(opens));
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }).format(opens),
    ).toBe('09:30');
    const btc = quotes.find((q) => q.symbol === 'BTC/USDT') as PairQuote;
    expect(btc.session).toEqual({ timezone: null, hours: null, open: true, next_change: null });
  });
});
