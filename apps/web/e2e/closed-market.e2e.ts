import { describe, expect, it } from 'vitest';
import { bootJourney, settle, signUp } from './harness';

/**
 * A closed stock says so first (390×844, a server of its own whose exchange calendar has today and tomorrow,
 * New York dates, as holidays — STOCK_HOLIDAYS — so AAPL is closed whatever the hour of the run): the chart's
 * badge, the spot, futures and options tickets say "Closed — opens at <time>" before anything is typed, and
 * their submit is disabled with the reason. The options ticket keeps its own pair: AAPL chosen on spot does
 * not follow the user into options.
 */

const nyDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
const HOLIDAYS = [nyDate(Date.now()), nyDate(Date.now() + 86_400_000)];

const j = bootJourney({ ownServer: { STOCK_HOLIDAYS: HOLIDAYS.join(',') } });
const { byTestId, input, shot, toDocs } = j;
const AAPL = encodeURIComponent('AAPL/USDT');

interface Quote {
  symbol: string;
  session: { open: boolean; next_change: string | null };
}

/** AAPL's session as the server publishes it, and its next open as the page's clock writes hours. */
async function aaplOpens(): Promise<{ iso: string; hhmm: string }> {
  const res = await fetch(`${j.server.baseUrl}/api/currency/quotation_new`);
  const groups = ((await res.json()) as { message: { quotation: Quote[] }[] }).message;
  const aapl = groups.flatMap((g) => g.quotation).find((q) => q.symbol === 'AAPL/USDT');
  expect(aapl?.session.open).toBe(false);
  const iso = aapl?.session.next_change ?? '';
  // the next open skips the holidays
  expect(HOLIDAYS).not.toContain(nyDate(Date.parse(iso)));
  const hhmm = await j.page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hour12: false }).format(
        new Date(at),
      ),
    iso,
  );
  return { iso, hhmm };
}

describe('closed markets say so first', () => {
  it('the chart, the spot, futures and options tickets say closed with the opening time before any input', async () => {
    await signUp(j, `closed.${Date.now()}@example.com`, 'Secret#2024');
    const { hhmm } = await aaplOpens();
    const closedText = new RegExp(`^Closed — opens at .*${hhmm}$`);

    // the chart: its badge says closed and when it opens, not "Live"
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/market/pair?symbol=${AAPL}`);
    await byTestId('pair-closed').waitFor();
    await expect(byTestId('pair-closed').innerText()).resolves.toMatch(closedText);
    await expect(byTestId('pair-header').locator('[data-testid="live-status"]').count()).resolves.toBe(0);

    // the spot ticket: the notice before anything is typed, the submit disabled with the reason
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/transaction/index?symbol=${AAPL}`);
    await byTestId('spot-closed').waitFor();
    await expect(byTestId('spot-closed').innerText()).resolves.toMatch(closedText);
    await expect(input('spot-amount').inputValue()).resolves.toBe('');
    await expect(byTestId('spot-submit').isDisabled()).resolves.toBe(true);
    await expect(byTestId('spot-submit').innerText()).resolves.toMatch(
      new RegExp(`^Closed until .*${hhmm}$`),
    );
    await expect(byTestId('spot-session-closed').innerText()).resolves.toMatch(closedText);
    await settle(j.page);
    toDocs(await shot('closed-stock-ticket.png'), 'issue30/closed-stock-ticket-after.png');

    // futures share spot's pair: AAPL, closed
    await byTestId('trade-product-futures').click();
    await byTestId('futures-closed').waitFor();
    await expect(byTestId('futures-symbol').innerText()).resolves.toBe('AAPL/USDT');
    await expect(byTestId('futures-submit').isDisabled()).resolves.toBe(true);

    // options choose their own pair: not the stock from spot
    await byTestId('trade-product-options').click();
    await byTestId('options-ticket').waitFor();
    await expect(byTestId('options-symbol').innerText()).resolves.toBe('BTC/USDT');
    await expect(byTestId('options-closed').count()).resolves.toBe(0);
    await expect(byTestId('options-up').isDisabled()).resolves.toBe(false);
    // picking the stock there: closed, both directions disabled with the reason
    await byTestId('options-pair-picker').click();
    await byTestId(`pair-option-AAPL/USDT`).click();
    await byTestId('options-closed').waitFor();
    await expect(byTestId('options-symbol').innerText()).resolves.toBe('AAPL/USDT');
    await expect(byTestId('options-closed').innerText()).resolves.toMatch(closedText);
    await expect(byTestId('options-up').isDisabled()).resolves.toBe(true);
    await expect(byTestId('options-down').isDisabled()).resolves.toBe(true);
    await settle(j.page);
    await shot('closed-stock-options.png');

    // back on spot: spot's own pair is still AAPL
    await byTestId('trade-product-spot').click();
    await expect(byTestId('spot-symbol').innerText()).resolves.toBe('AAPL/USDT');
  });
});
