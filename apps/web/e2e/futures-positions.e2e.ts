import { mkdirSync } from 'node:fs';
import type { FuturesPosition } from '@meridian/contract/futures';
import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * Futures position management at 390×844: the futures and options tickets show the pair's live chart; a long of
 * 10 lots is opened, half of it closed from the close dialog's 50 % pick (the part closes, 5 lots stay open),
 * then margin is added from the margin sheet, which shows the liquidation price as it is and as it will be
 * before confirming, and the card shows the new level once applied; a reduce-only limit close rests on the card
 * until cancelled. Pictures go to
 * docs/screenshots/futures-positions/.
 */

const j = bootJourney();
const { shot, byTestId, input } = j;
const DOCS = 'screenshots/futures-positions';
const digits = (s: string) => s.replace(/[^0-9.]/g, '');

async function openPositions(): Promise<FuturesPosition[]> {
  const r = await callAsUser<{ order: { data: FuturesPosition[] } }>(j, 'lever/dealall', { status: 1 });
  return r.order.data;
}

describe('futures positions journey', () => {
  it('opens a position, closes half, adds margin and sees the new liquidation price applied', async () => {
    const { page, server } = j;
    mkdirSync(docsPath(DOCS), { recursive: true });
    await signUp(j, `futures-positions.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '10000');
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '4000',
      from_field: 'change',
      to_field: 'lever',
    });

    // the ticket with its live chart
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract?symbol=BTC/USDT`);
    await byTestId('futures-ticket').waitFor();
    await byTestId('futures-chart').locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await expect
      .poll(async () =>
        Number(
          await byTestId('futures-chart').locator('[data-testid="candle-chart"]').getAttribute('data-bars'),
        ),
      )
      .toBeGreaterThan(0);
    await settle(page);
    j.toDocs(await shot('futures-ticket-chart.png'), `${DOCS}/futures-ticket-chart.png`);

    await byTestId('futures-side-long').click();
    await byTestId('futures-kind-market').click();
    await byTestId('futures-leverage-20').click();
    await byTestId('futures-lots-preset-10').click();
    await byTestId('futures-submit').click();
    await byTestId('futures-confirm').click();
    await byTestId('futures-placed').waitFor();
    const [opened] = await openPositions();
    expect(opened).toMatchObject({ share: 10, type_name: 'long' });
    const id = opened!.id;

    // close half: the 50 % pick, the estimate of the part, then the part closes and 5 lots stay open
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract_order`);
    await byTestId(`position-row-${id}`).waitFor();
    await byTestId(`position-close-${id}`).click();
    await byTestId('futures-close-form').waitFor();
    await byTestId('futures-close-pct-50').click();
    await expect(input('futures-close-lots').inputValue()).resolves.toBe('5');
    await expect(byTestId('futures-close-text').innerText()).resolves.toContain('5 of 10 lots');
    await byTestId('futures-close-gross').waitFor();
    await settle(page);
    j.toDocs(await shot('close-sheet.png'), `${DOCS}/close-sheet.png`);
    await byTestId('futures-close-confirm').click();
    await expect.poll(async () => (await openPositions()).find((p) => p.id === id)?.share).toBe(5);
    const closed = await callAsUser<{ message: { data: FuturesPosition[] } }>(j, 'lever/my_trade', {
      status: 3,
    });
    expect(closed.message.data.map((p) => [p.share, p.close_reason])).toEqual([[5, 'manual']]);

    // add margin: the sheet shows the liquidation price now → after, the confirmation repeats it, the card shows it
    await byTestId(`position-margin-${id}`).click();
    await byTestId('margin-sheet').waitFor();
    const before = digits(await byTestId(`position-liq-${id}`).innerText());
    await input('margin-amount').fill('100');
    const from = digits(await byTestId('margin-liq-from').innerText());
    const to = digits(await byTestId('margin-liq-to').innerText());
    expect(from).toBe(before);
    expect(Number(to)).toBeLessThan(Number(from));
    await settle(page);
    j.toDocs(await shot('margin-sheet.png'), `${DOCS}/margin-sheet.png`);
    await byTestId('margin-save').click();
    await expect(byTestId('margin-confirm-text').innerText()).resolves.toContain('→');
    await byTestId('margin-confirm').click();
    await byTestId('margin-sheet').waitFor({ state: 'hidden' });
    await expect.poll(async () => digits(await byTestId(`position-liq-${id}`).innerText())).toBe(to);
    const after = (await openPositions()).find((p) => p.id === id);
    expect(digits(after!.liquidation_price)).toBe(to);
    expect(Number(after!.caution_money) - Number(opened!.caution_money) / 2).toBeCloseTo(100, 5);
    await settle(page);
    j.toDocs(await shot('position-after-margin.png'), `${DOCS}/position-after-margin.png`);

    // a reduce-only limit close 5 % above the mark rests on the card until cancelled
    await byTestId(`position-close-${id}`).click();
    await byTestId('futures-close-form').waitFor();
    await byTestId('futures-close-pct-100').click();
    await byTestId('futures-close-kind-limit').click();
    const mark = Number(digits(await byTestId(`position-mark-${id}`).innerText()));
    const limit = (mark * 1.05).toFixed(2);
    await input('futures-close-limit-price').fill(limit);
    await expect(byTestId('futures-close-text').innerText()).resolves.toContain('The whole position closes');
    await settle(page);
    j.toDocs(await shot('close-limit.png'), `${DOCS}/close-limit.png`);
    await byTestId('futures-close-confirm').click();
    await expect
      .poll(async () => digits(await byTestId(`position-close-limit-${id}`).innerText()))
      .toContain(limit);
    expect((await openPositions()).find((p) => p.id === id)).toMatchObject({ status: 1, share: 5 });
    await settle(page);
    j.toDocs(await shot('position-limit-close.png'), `${DOCS}/position-limit-close.png`);
    await byTestId(`position-close-limit-cancel-${id}`).click();
    await byTestId(`position-close-limit-${id}`).waitFor({ state: 'detached' });

    // the options ticket shows its pair's chart too
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index?product=options&symbol=BTC/USDT`);
    await byTestId('options-chart').locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await settle(page);
    j.toDocs(await shot('options-ticket-chart.png'), `${DOCS}/options-ticket-chart.png`);
  });
});
