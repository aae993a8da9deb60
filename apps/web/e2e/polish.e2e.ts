import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import decodeQR from 'qr/decode.js';
import { describe, expect, it, onTestFailed } from 'vitest';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * At 390×844: from the withdraw screen, "add an address" opens the form with the
 * currency preselected, the QR image is generated from the typed address (a PNG that decodes back to it) and
 * saving returns to the withdraw screen with the address listed; offline, a page that fails keeps its
 * navigation bar and the tab bar and recovers by itself when the connection returns; coin logos and SVG flags.
 * Every screen that shows a QR code (deposit address, invite link, invite poster, my QR and its saved picture)
 * shows one a QR reader decodes back to the text on the screen.
 */

const j = bootJourney();
const { shot, byTestId, input } = j;

/** Saves a screenshot into docs/issue13 as well (the before/after pictures). */
async function keep(name: string): Promise<void> {
  mkdirSync(docsPath('issue13'), { recursive: true });
  copyFileSync(await shot(name), docsPath('issue13', name));
}

/**
 * Decodes the QR code of the image at `src` (pixels read in the page, decoded here). A small image is drawn
 * `scale` times larger first (SVG stays sharp at any size).
 */
async function decodeQr(src: string, scale = 1): Promise<string> {
  const pixels = await j.page.evaluate(
    async ({ url, k }) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth * k;
      c.height = img.naturalHeight * k;
      const g = c.getContext('2d')!;
      g.imageSmoothingEnabled = false;
      g.drawImage(img, 0, 0, c.width, c.height);
      // the pixels cross to Node as base64: an array of millions of numbers takes seconds to serialise
      const data = g.getImageData(0, 0, c.width, c.height).data;
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000)
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { w: c.width, h: c.height, base64: btoa(binary) };
    },
    { url: src, k: scale },
  );
  const data = new Uint8Array(Buffer.from(pixels.base64, 'base64'));
  return decodeQR({ width: pixels.w, height: pixels.h, data });
}

/** Decodes the inline SVG QR code inside the element with `testId`, once it is drawn. */
async function decodeShownQr(testId: string): Promise<string> {
  const svg = byTestId(testId).locator('svg');
  await svg.waitFor();
  const src = await svg.evaluate(
    (el) =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`,
  );
  return decodeQr(src, 4);
}

/** Navigates inside the app (hash route) without reloading the document — works offline too. */
async function go(route: string): Promise<void> {
  await j.page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
}

/**
 * Words of two or more letters drawn over two lines (broken mid-word) among the visible text of the page, as
 * "word@class"; addresses and codes (monospace, `code`) may break anywhere and are left out.
 */
async function brokenWords(): Promise<string[]> {
  return j.page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('code, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.fontFamily.includes('monospace') || style.visibility === 'hidden') continue;
      for (const m of (n.textContent ?? '').matchAll(/\p{L}{2,}/gu)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`${m[0]}@${el.className || el.tagName}`);
      }
    }
    return broken;
  });
}

/** Placeholders wider than their input (cut off), as "testid: placeholder". */
async function cutPlaceholders(testIds: string[]): Promise<string[]> {
  return j.page.evaluate((ids) => {
    const g = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const id of ids) {
      const input = document.querySelector<HTMLInputElement>(`[data-testid="${id}"] input`);
      if (!input) throw new Error(`no input ${id}`);
      const style = getComputedStyle(input);
      g.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = g.measureText(input.placeholder).width;
      if (width > room)
        cut.push(`${id}: ${input.placeholder} (${Math.round(width)} px in ${Math.round(room)})`);
    }
    return cut;
  }, testIds);
}

async function switchLanguage(lang: string): Promise<void> {
  await j.page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await j.page.reload();
}

describe('polish journey', () => {
  it('adds an address with a generated QR from the withdraw screen, its currency preselected', async () => {
    const { page, server } = j;
    await signUp(j, `polish.${Date.now()}@example.com`, 'Secret#2024');
    await page.goto(`${server.baseUrl}/h5/#/pages/fund/withdraw?currency=3`);
    await byTestId('withdraw-page').waitFor();
    await byTestId('dest-add-address').click();
    await byTestId('addwallet-page').waitFor();
    await expect(byTestId('addwallet-currency').innerText()).resolves.toContain('USDT');
    await expect(byTestId('addwallet-network-ERC20').getAttribute('aria-checked')).resolves.toBe('true');

    // generating needs an address; the generated image decodes back to it
    await expect(byTestId('addwallet-qr-generate').isDisabled()).resolves.toBe(true);
    await byTestId('addwallet-network-TRC20').click();
    await input('addwallet-name').fill('Exchange hot wallet');
    const address = 'TXk9PnQ2x5V8rWmLd3ZcJ7uYhB4sN6eAfG';
    await input('addwallet-address').fill(address);
    await byTestId('addwallet-qr-generate').click();
    await byTestId('addwallet-qrcode-preview').waitFor();
    const preview = (await byTestId('addwallet-qrcode-preview').getAttribute('src')) ?? '';
    await expect(decodeQr(preview)).resolves.toBe(address);
    await settle(page);
    await keep('address-form-after.png');

    // a changed address drops the QR generated from the old one
    await input('addwallet-address').fill(`${address}X`);
    await byTestId('addwallet-qrcode-preview').waitFor({ state: 'detached' });
    await input('addwallet-address').fill(address);
    await byTestId('addwallet-qr-generate').click();
    await byTestId('addwallet-qrcode-preview').waitFor();

    await byTestId('addwallet-submit').click();
    await byTestId('withdraw-page').waitFor();
    expect(page.url()).toContain('/pages/fund/withdraw?currency=3');
    const option = page.locator('[data-testid^="dest-address-"]').filter({ hasText: 'Exchange hot wallet' });
    await option.waitFor();
    await expect(option.innerText()).resolves.toContain('TRC20');

    // what was uploaded and saved is the PNG of the address (readable once the address is saved)
    const saved = await callAsUser<{ data: { name: string; qrcode: string }[] }>(j, 'user/wallet/list', {
      currency: 3,
    });
    const qrcode = saved.data.find((a) => a.name === 'Exchange hot wallet')?.qrcode ?? '';
    expect(qrcode).toMatch(/\/uploads\/.+\.png$/);
    await expect(decodeQr(qrcode)).resolves.toBe(address);
  });

  it('every QR screen shows a QR code that decodes to the text it stands for', async () => {
    const { page, server } = j;
    const app = (route: string) => `${server.baseUrl}/h5/#${route}`;

    // the deposit address of the chosen network
    await page.goto(app('/pages/fund/receive?currency=3'));
    await byTestId('deposit-address').waitFor();
    const address = await byTestId('deposit-address').innerText();
    expect(address.length).toBeGreaterThan(0);
    await expect(decodeShownQr('deposit-qr')).resolves.toBe(address);
    await settle(page);
    await shot('qr-receive.png');

    // the invite link on the invite page and in the poster drawn for it
    await page.goto(app('/pages/setting/share'));
    await byTestId('invite-link').waitFor();
    const link = await byTestId('invite-link').innerText();
    expect(link).toMatch(/\/h5\/#\/pages\/common\/register\?code=[A-Za-z0-9]+$/);
    await expect(decodeShownQr('invite-qr')).resolves.toBe(link);
    await settle(page);
    await shot('qr-invite.png');
    await byTestId('invite-poster-open').click();
    const poster = byTestId('invite-poster-image');
    await poster.waitFor();
    await expect(decodeQr((await poster.getAttribute('src')) ?? '')).resolves.toBe(link);
    await settle(page);
    await shot('qr-invite-poster.png');
    await byTestId('invite-poster-close').click();
    await poster.waitFor({ state: 'detached' });

    // my QR code: the same link on screen and in the saved picture
    await page.goto(app('/pages/setting/qrcode'));
    await byTestId('myqr-qr').waitFor();
    await expect(byTestId('myqr-qr').getAttribute('data-value')).resolves.toBe(link);
    await expect(decodeShownQr('myqr-qr')).resolves.toBe(link);
    await settle(page);
    await shot('qr-my.png');
    const download = page.waitForEvent('download');
    await byTestId('myqr-save').click();
    const saved = readFileSync(await (await download).path());
    expect([...saved.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await expect(decodeQr(`data:image/png;base64,${saved.toString('base64')}`)).resolves.toBe(link);
  });

  it('offline, a failed page keeps its navigation bar and tab bar and recovers by itself online', async () => {
    const { page } = j;
    const context = page.context();
    onTestFailed(async () => {
      await shot('polish-offline-failed.png');
      await context.setOffline(false);
    });
    // A page whose code never reached this device: the app's service worker precaches every page's code and,
    // Hashed files are cached a year (its precache fills the HTTP cache too), so both are
    // cleared and the worker is not registered again for the rest of this file's journeys.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await go('/');
    await byTestId('home-page').waitFor();
    await page.evaluate(async () => {
      for (const r of (await navigator.serviceWorker?.getRegistrations()) ?? []) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.reload();
    // the withdraw screen's code, loaded again (online, another currency) for the last part below
    await go('/pages/fund/withdraw?currency=3');
    await byTestId('withdraw-page').waitFor();
    await go('/');
    await byTestId('home-page').waitFor();
    await settle(page);

    // a page whose code was never loaded: the chunk fails offline; nav bar stays, and it loads once back online
    await context.setOffline(true);
    await go('/pages/setting/bill');
    await byTestId('page-failed').waitFor();
    await expect(page.locator('[data-testid="page-failed"] .nav-bar').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid="page-failed"] .nav-bar').innerText()).resolves.toContain('Bill');
    await context.setOffline(false);
    await byTestId('page-failed').waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('.nav-bar').first().waitFor();

    // a tab page whose code was never loaded (the markets tab's own chunk: home loads only what it shares with it;
    // the assets tab's code came with the withdraw screen's, which shares its chunk): the tab bar stays under the
    // error and the page comes back by itself
    await context.setOffline(true);
    await go('/pages/market/market');
    await byTestId('page-failed').waitFor();
    await expect(byTestId('tabbar').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid="page-failed"] .nav-bar').innerText()).resolves.toContain(
      'Markets',
    );
    await page.waitForTimeout(500);
    await keep('offline-page-after.png');
    await context.setOffline(false);
    await byTestId('market-page').waitFor({ timeout: 15_000 });
    await expect(byTestId('tabbar').isVisible()).resolves.toBe(true);

    // a page whose code is there but whose data cannot load: "offline", never an endless "Loading…"
    await context.setOffline(true);
    await go('/pages/fund/withdraw?currency=1');
    await byTestId('withdraw-page').waitFor();
    await byTestId('state-offline').waitFor();
    await expect(page.locator('[data-testid="withdraw-page"] .nav-bar').isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    await byTestId('state-offline').waitFor({ state: 'detached', timeout: 15_000 });
    await byTestId('dest-addresses').waitFor({ timeout: 15_000 });
  });

  it('breaks no word mid-word in five languages; French TP/SL placeholders fit; logos and flags are pictures', async () => {
    const { page } = j;
    const screens: [string, string][] = [
      ['/', 'home-page'],
      ['/pages/market/market', 'tabbar'],
      ['/pages/fund/assets', 'fund-total'],
      ['/pages/fund/withdraw?currency=3', 'dest-addresses'],
      ['/pages/setting/security', 'security-page'],
      ['/pages/transaction/contract', 'futures-tp'],
    ];
    const found: string[] = [];
    for (const lang of ['en', 'fra', 'spa', 'pt', 'tr']) {
      await switchLanguage(lang);
      for (const [route, ready] of screens) {
        await go(route);
        await byTestId(ready)
          .first()
          .waitFor()
          .catch(async (e: unknown) => {
            await shot(`polish-${lang}-failed.png`);
            throw new Error(`${lang} ${route}: ${String(e)}`);
          });
        await page.waitForTimeout(600);
        for (const w of await brokenWords()) found.push(`${lang} ${route}: ${w}`);
        if (route === '/pages/transaction/contract')
          for (const c of await cutPlaceholders(['futures-tp', 'futures-sl']))
            found.push(`${lang} placeholder ${c}`);
      }
    }
    expect(found).toEqual([]);

    // coin logos are inline SVG from the bundle, company marks pictures from the bundle, flags SVG images
    await switchLanguage('en');
    await go('/pages/market/market');
    await byTestId('market-tab-crypto').click();
    await byTestId('quote-row-BTC').waitFor();
    for (const coin of ['BTC', 'ETH', 'SOL', 'DOGE'])
      await expect(
        page.locator(`[data-testid="quote-row-${coin}"] [data-coin-art]`).getAttribute('data-coin-art'),
      ).resolves.toBe('svg');
    await expect(
      page
        .locator('[data-testid="quote-row-BTC"] .coin-icon svg')
        .evaluate((svg: SVGSVGElement) => svg.getBoundingClientRect().width),
    ).resolves.toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    await keep('market-logos-after.png');
    await byTestId('market-tab-stocks').click();
    await byTestId('quote-row-AAPL').waitFor();
    await expect(
      page.locator('[data-testid="quote-row-AAPL"] [data-coin-art]').getAttribute('data-coin-art'),
    ).resolves.toBe('mark');
    await expect(
      page.locator('[data-testid="quote-row-MSFT"] [data-coin-art]').getAttribute('data-coin-art'),
    ).resolves.toBe('glyph');
    await page.waitForTimeout(800);
    await keep('market-stocks-after.png');

    await go('/pages/common/area');
    await byTestId('area-FR').waitFor();
    const flag = page.locator('[data-testid="area-FR"] img.flag');
    await expect(flag.getAttribute('src')).resolves.toMatch(/fr.*\.svg/);
    await expect(
      flag.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    await page.waitForTimeout(800);
    await keep('area-picker-after.png');

    // the tab bar's assets icon and the home menu's deposit carry no currency sign
    await go('/');
    await byTestId('home-page').waitFor();
    await settle(page);
    await keep('home-menu-after.png');

    // toasts wrap between words ("Please log in first" as a visitor on a guarded page), in five languages
    await page.evaluate(() => localStorage.removeItem('token'));
    for (const lang of ['en', 'fra', 'spa', 'pt', 'tr']) {
      await switchLanguage(lang);
      await go('/pages/fund/withdraw');
      await page.locator('.adm-toast-main').waitFor();
      await expect(brokenWords(), lang).resolves.toEqual([]);
      await byTestId('login-page').waitFor();
    }
  });
});
