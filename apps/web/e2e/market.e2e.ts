import { describe, expect, it } from 'vitest';
import { readCode, bootJourney } from './harness';

/**
 * Markets journey (390×844, built app + real server with the simulated market): home movers → market tab
 * (sort) → search "eth" → ETH chart → periods 1min, 1H, 1D with bars each time → a live tick moves the price.
 */

const j = bootJourney();
const { shot, byTestId, toDocs } = j;

/** Waits until the chart shows `period` with at least one bar; returns the bar count. */
async function chartReady(period: string): Promise<number> {
  await j.page.waitForFunction(
    (p) => {
      const el = document.querySelector('[data-testid="candle-chart"]');
      return (
        el?.getAttribute('data-period') === p &&
        Number(el.getAttribute('data-bars')) > 0 &&
        el.querySelector('canvas') !== null
      );
    },
    period,
    { timeout: 20_000 },
  );
  return Number(await byTestId('candle-chart').getAttribute('data-bars'));
}

async function post(
  path: string,
  body: Record<string, unknown>,
  token = '',
): Promise<{ type: string; message: unknown }> {
  const res = await fetch(`${j.server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { type: string; message: unknown };
}

/** A fresh e-mail account through the API (the account journey covers the screens); returns its token. */
async function apiAccount(): Promise<string> {
  const email = `fav.${Date.now()}@example.com`;
  const password = 'Secret#2024';
  expect((await post('/sms_mail', { user_string: email, scene: 'register' })).type).toBe('ok');
  const code = await readCode(j.server.dataDir, email, 'register');
  expect(
    (
      await post('/user/register', {
        user_string: email,
        code,
        password,
        re_password: password,
        type: 'email',
        extension_code: '',
      })
    ).type,
  ).toBe('ok');
  const login = await post('/user/login', { user_string: email, password });
  expect(login.type).toBe('ok');
  return String(login.message);
}

const changeOf = async (row: number) => {
  const text = await byTestId('quote-list').locator('.chg-badge').nth(row).innerText();
  return Number(text.replace('%', ''));
};

describe('markets journey', () => {
  it('home movers, market tab, search, chart periods and a live tick', async () => {
    const s = j.server;

    // Home: top gainers, live connection.
    await j.page.goto(`${s.baseUrl}/h5/#/`);
    await byTestId('home-movers-gainers').locator('a.quote-row').first().waitFor();
    expect(await byTestId('home-movers-gainers').locator('a.quote-row').count()).toBeGreaterThanOrEqual(5);
    await j.page
      .locator('[data-testid="home-markets"] [data-testid="live-status"][data-status="open"]')
      .waitFor();
    await byTestId('home-tab-volume').click();
    await byTestId('home-movers-volume').waitFor();
    await byTestId('home-tab-gainers').click();
    await byTestId('home-markets').evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 64),
    );
    await shot('home-quotes.png');

    // Market tab: crypto list (no per-price demo badge: the home banner says it once), sort by change.
    await byTestId('tab-market').click();
    await byTestId('market-page').waitFor();
    await byTestId('quote-row-BTC').waitFor();
    // the list draws a few rows a frame
    await expect.poll(() => byTestId('quote-list').locator('a.quote-row').count()).toBeGreaterThanOrEqual(20);
    expect(await j.page.locator('[data-testid="demo-badge"]').count()).toBe(0);
    await byTestId('sort-change').click();
    await j.page.locator('[data-testid="sort-change"][data-dir="desc"]').waitFor();
    expect(await changeOf(0)).toBeGreaterThanOrEqual(await changeOf(1));
    await byTestId('sort-change').click();
    await j.page.locator('[data-testid="sort-change"][data-dir="asc"]').waitFor();
    expect(await changeOf(0)).toBeLessThanOrEqual(await changeOf(1));
    await byTestId('sort-change').click();
    await j.page.locator('[data-testid="sort-change"][data-dir="none"]').waitFor();
    await byTestId('market-tab-stocks').click();
    await byTestId('quote-row-AAPL').waitFor();
    await byTestId('market-session').waitFor();
    await byTestId('market-tab-favorites').click();
    await byTestId('favorites-login').waitFor();
    await byTestId('market-tab-crypto').click();
    await byTestId('quote-row-BTC').waitFor();
    await j.page.locator('[data-testid="live-status"][data-status="open"]').first().waitFor();
    toDocs(await shot('market.png'), 'screenshot-market.png');

    // Search: autofocus, debounced results, then the ETH row.
    await byTestId('market-search-entry').click();
    await byTestId('search-page').waitFor();
    await j.page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await j.page.keyboard.type('eth');
    await byTestId('search-row-ETH').waitFor();
    await shot('search.png');
    await byTestId('search-row-ETH').click();

    // Pair page: ETH/USDT header and chart.
    await byTestId('pair-page').waitFor();
    await j.page.waitForFunction(() => decodeURIComponent(location.hash).includes('symbol=ETH/USDT'));
    await byTestId('pair-last-price').waitFor();
    expect(await byTestId('pair-header').locator('[data-testid="demo-badge"]').count()).toBe(0);

    await byTestId('period-1min').click();
    expect(await chartReady('1min')).toBeGreaterThan(10);

    // A live tick moves the displayed last price or the live candle (crypto ticks every second).
    const before = {
      price: await byTestId('pair-last-price').innerText(),
      close: await byTestId('candle-chart').getAttribute('data-last-close'),
      time: await byTestId('candle-chart').getAttribute('data-last-time'),
    };
    await j.page.waitForFunction(
      (b) => {
        const price = document.querySelector('[data-testid="pair-last-price"]')?.textContent;
        const chart = document.querySelector('[data-testid="candle-chart"]');
        return (
          price !== b.price ||
          chart?.getAttribute('data-last-close') !== b.close ||
          chart?.getAttribute('data-last-time') !== b.time
        );
      },
      before,
      { timeout: 20_000 },
    );
    await j.page
      .locator('[data-testid="pair-header"] [data-testid="live-status"][data-status="open"]')
      .waitFor();
    toDocs(await shot('chart-1min.png'), 'screenshot-chart.png');

    await byTestId('period-60min').click();
    expect(await chartReady('60min')).toBeGreaterThan(10);
    await byTestId('period-1day').click();
    expect(await chartReady('1day')).toBeGreaterThan(1);
    await shot('chart-1D.png');

    // Favorite toggle on the pair page asks a visitor to log in.
    await byTestId('pair-favorite').click();
    await j.page.waitForFunction(() => location.hash.startsWith('#/pages/common/login'), undefined, {
      timeout: 5_000,
    });
  });

  it('toggles favorites from search and the pair page (logged in)', async () => {
    const token = await apiAccount();
    await j.page.goto(`${j.server.baseUrl}/h5/#/`);
    await j.page.evaluate((t) => localStorage.setItem('token', t), token);
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/market/search`);
    await j.page.reload();
    await byTestId('search-page').waitFor();
    await j.page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await j.page.keyboard.type('sol');
    await byTestId('search-star-SOL').click();
    await j.page.locator('[data-testid="search-star-SOL"][aria-pressed="true"]').waitFor();

    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/market/market`);
    await byTestId('market-tab-favorites').click();
    await j.page.locator('[data-testid="quote-list"] [data-testid="quote-row-SOL"]').waitFor();
    expect(await byTestId('quote-list').locator('a.quote-row').count()).toBe(1);

    await byTestId('quote-row-SOL').click();
    await byTestId('pair-page').waitFor();
    await j.page.locator('[data-testid="pair-favorite"][aria-pressed="true"]').click();
    await j.page.locator('[data-testid="pair-favorite"][aria-pressed="false"]').waitFor();
    await j.page.goBack();
    await byTestId('market-tab-favorites').click();
    await byTestId('favorites-empty').waitFor();
  });
});
