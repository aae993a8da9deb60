import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootJourney, settle, signUp, docsPath } from './harness';

/**
 * Game journey at 390×844: a visitor sees the built-in game with the points-only notice, the
 * leaderboard and "log in to play"; a new user predicts BTC/USDT up for 30 s with 100 points (after the
 * confirmation), watches the countdown, sees the round settle (win, lose, draw or void — the feed decides) with
 * the day's points moved accordingly, and finds themself on today's leaderboard. Then the three small screens:
 * the stock list opens a stock's spot ticket, the office location links to OpenStreetMap.
 */

const j = bootJourney();
const { byTestId } = j;
const stamp = Date.now();
const EMAIL = `game.${stamp}@example.com`;
const PASSWORD = 'Secret#2024';
mkdirSync(docsPath('issue18'), { recursive: true });

const POINTS_AFTER: Record<string, number> = { win: 1100, lose: 900, draw: 1000, void: 1000 };

describe('game journey', () => {
  it('a visitor sees the game, the no-cash notice and the leaderboard, and is asked to log in to play', async () => {
    const { page, server } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/game/game`);
    await byTestId('game-play').waitFor();
    await expect(byTestId('game-notice').innerText()).resolves.toMatch(/no cash value/);
    await byTestId('game-login').waitFor();
    expect(await byTestId('game-up').count()).toBe(0);
    await byTestId('game-tab-board').click();
    await byTestId('game-board').waitFor();
  });

  it('a player predicts up for 30 s with 100 points, sees it settle and their place on the leaderboard', async () => {
    const { page, server } = j;
    await signUp(j, EMAIL, PASSWORD);
    await page.goto(`${server.baseUrl}/h5/#/pages/game/game`);
    await expect(byTestId('game-points').innerText()).resolves.toBe('1000');
    await expect.poll(() => byTestId('game-price-value').innerText(), { timeout: 20_000 }).toMatch(/\d/);
    await byTestId('game-seconds-30').click();
    await byTestId('game-stake-100').click();
    await byTestId('game-up').click();
    await expect(byTestId('game-confirm').innerText()).resolves.toMatch(/BTC\/USDT.*30.*100/);
    await page.waitForTimeout(400); // the dialog's opening animation
    await byTestId('game-confirm-ok').click();
    await byTestId('game-open-row').waitFor();
    await expect(byTestId('game-points').innerText()).resolves.toBe('900');
    await expect(byTestId('game-countdown').innerText()).resolves.toMatch(/\d+ s left|Settling/);

    // settles at the end second + 3 s by its job; the screen re-reads every 2 s while it is open
    const row = byTestId('game-result-row').first();
    await row.waitFor({ timeout: 60_000 });
    const result = (await row.getAttribute('data-result')) ?? '';
    expect(Object.keys(POINTS_AFTER)).toContain(result);
    await expect
      .poll(() => byTestId('game-points').innerText(), { timeout: 10_000 })
      .toBe(String(POINTS_AFTER[result]));
    expect(await byTestId('game-open-row').count()).toBe(0);
    await expect(byTestId('game-rank').innerText()).resolves.toMatch(/^\d+$/);
    await settle(page);
    j.toDocs(await j.shot('game.png'), 'issue18/game.png');

    await byTestId('game-tab-board').click();
    await byTestId('game-board-list').waitFor();
    expect(await byTestId('game-board-row').count()).toBeGreaterThan(0);
    await expect(byTestId('game-board-mine').innerText()).resolves.toMatch(/#\d+/);
    await byTestId('game-board-row').first().waitFor();
    expect(await byTestId('game-board-list').innerText()).toMatch(/\*\*\*/);
    j.toDocs(await j.shot('game-leaderboard.png'), 'issue18/game-leaderboard.png');
    await byTestId('game-tab-history').click();
    await byTestId('game-history').waitFor();
  });

  it('stocks open their spot ticket; the office location links to the map', async () => {
    const { page, server } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/stocks`);
    const first = byTestId('stocks-list').locator('a').first();
    await first.waitFor();
    const symbol = (await first.getAttribute('data-symbol')) ?? '';
    expect(symbol).toMatch(/\/USDT$/);
    await first.click();
    await byTestId('currency-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain(`symbol=${symbol}`);

    await page.goto(`${server.baseUrl}/h5/#/open-location`);
    await byTestId('office-address').waitFor();
    await expect(byTestId('open-in-maps').getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.]+&mlon=[\d.]+/,
    );
  });
});
