import { describe, expect, it } from 'vitest';
import { bootJourney } from './harness';

/**
 * The first paint comes from index.html: before any script runs, the tab pages show the tab bar drawn by the build
 * (app/AppShell.tsx) with the route's tab marked; React's first commit replaces it with the live bar, which must
 * have the same markup (so nothing moves), and a page without the bar never shows it.
 */

const j = bootJourney();
const app = (route: string) => `${j.server.baseUrl}/h5/#${route}`;

/** The tab bar's markup without what only the live one has (test ids, inline styles, the active mark). */
const skeleton = (html: string) =>
  html
    .replace(/ adm-tab-bar-item-active/g, '')
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ style="[^"]*"/g, '');

const tabBar = (scope: string) =>
  j.page.evaluate((sel) => document.querySelector(sel)?.outerHTML ?? null, `${scope} .adm-tab-bar`);

describe('the HTML shell', () => {
  // modules blocked: what shows is index.html, its CSS and route-preload's classic script (before the service worker
  // is installed, which would answer the requests itself: the page with the live app comes last)
  it('shows no tab bar from the HTML on a page without one', async () => {
    await j.page.route(/\/h5\/assets\/(?!route-preload).*\.js$/, (r) => r.abort());
    await j.page.goto(app('/pages/common/download'));
    await j.page.waitForFunction(() => document.documentElement.getAttribute('data-shell-tab') === 'none');
    expect(await j.page.locator('.app-shell').isVisible()).toBe(false);
    await j.page.unroute(/\/h5\/assets\/(?!route-preload).*\.js$/);
  });

  it('paints the tab bar before any module runs, and React puts the same bar in its place', async () => {
    await j.page.goto('about:blank');
    await j.page.route(/\/h5\/assets\/(?!route-preload).*\.js$/, (r) => r.abort());
    await j.page.goto(app('/pages/market/market'));
    await j.page.locator('.app-shell .adm-tab-bar').waitFor();
    expect(await j.page.evaluate(() => document.documentElement.getAttribute('data-shell-tab'))).toBe('1');
    const marked = await j.page.evaluate(() =>
      [...document.querySelectorAll('.app-shell .adm-tab-bar-item')].map((el) => getComputedStyle(el).color),
    );
    expect(new Set(marked).size).toBe(2); // the market tab in the brand colour, the others alike
    expect(marked[1]).not.toBe(marked[0]);
    const shell = await tabBar('.app-shell');
    const box = await j.page.locator('.app-shell .tabbar').boundingBox();
    // the markets header and its line, painted from the HTML too, where the live ones will be
    const header = await j.page.locator('.app-shell .market-header').boundingBox();
    const headerText = await j.page.locator('.app-shell .market-header').innerText();
    const hint = await j.page.locator('.app-shell .market-meta').boundingBox();
    expect(headerText).toContain('Search coin or stock');
    expect(await j.page.locator('.app-shell .market-meta').innerText()).toBe(
      'Spot pairs against USDT, trading 24/7',
    );
    expect(await j.page.locator('.app-shell [data-testid]').count()).toBe(0);

    await j.page.unroute(/\/h5\/assets\/(?!route-preload).*\.js$/);
    await j.page.reload();
    await j.page.getByTestId('tab-market').waitFor();
    expect(await j.page.locator('.app-shell').count()).toBe(0);
    expect(skeleton(shell!)).toBe(skeleton((await tabBar('[data-testid="tabbar"]'))!));
    expect(await j.page.getByTestId('tabbar').boundingBox()).toEqual(box);
    expect(await j.page.locator('[data-testid="market-page"] .market-header').boundingBox()).toEqual(header);
    expect(await j.page.locator('[data-testid="market-page"] .market-meta').boundingBox()).toEqual(hint);
    expect(await j.page.locator('[data-testid="market-page"] .market-meta').innerText()).toBe(
      'Spot pairs against USDT, trading 24/7',
    );
  });

  it("paints the trade tab's spot frame for a visitor, where the live page draws it", async () => {
    const blocked = /\/h5\/assets\/(?!route-preload).*\.js$/;
    await j.page.goto('about:blank');
    await j.page.route(blocked, (r) => r.abort());
    await j.page.goto(app('/pages/transaction/index'));
    const shell = '.app-shell [data-shell-page="2"]';
    await j.page.locator(`${shell} .ticket-submit`).waitFor();
    expect(await j.page.locator(`${shell} .ticket-submit`).innerText()).toBe('Log in to trade');
    expect(await j.page.locator(`${shell} .spot-pair`).innerText()).toBe('BTC/USDT');
    expect(await j.page.locator('.app-shell [data-testid]').count()).toBe(0);
    const parts = ['.trade-top', '.spot-bar', '.ticket', '.ticket-submit', '.order-book'];
    const boxes = async (scope: string) =>
      Promise.all(parts.map((p) => j.page.locator(`${scope} ${p}`).first().boundingBox()));
    const painted = await boxes(shell);
    // a pair in the link is not the frame's: the shell shows only its tab bar
    await j.page.goto('about:blank');
    await j.page.goto(app('/pages/transaction/index?symbol=ETH_USDT'));
    await j.page.locator('.app-shell .adm-tab-bar').waitFor();
    expect(await j.page.locator(shell).isVisible()).toBe(false);

    await j.page.unroute(blocked);
    await j.page.goto('about:blank');
    await j.page.goto(app('/pages/transaction/index'));
    await j.page.getByTestId('spot-ticket').waitFor();
    expect(await j.page.locator('.app-shell').count()).toBe(0);
    expect(await boxes('[data-testid="trade-page"]')).toEqual(painted);
  });

  it("paints a visitor's home with the server's texts, where the live page draws it", async () => {
    const blocked = /\/h5\/assets\/(?!route-preload).*\.js$/;
    await j.page.goto('about:blank');
    await j.page.route(blocked, (r) => r.abort());
    await j.page.goto(app('/'));
    const shell = '.app-shell [data-shell-page="0"]';
    await j.page.locator(`${shell} .home-header:visible`).waitFor();
    // the server's choice of banner slide and its texts, from the same page's JSON
    const served = await j.page.evaluate(() => ({
      data: JSON.parse(document.getElementById('first-screen')?.textContent ?? 'null') as {
        site: { site_name: string };
        banners: { reply: { data: { title: string; summary: string; cover: string }[] } };
      },
      banner: document.documentElement.getAttribute('data-first-banner'),
    }));
    const first = served.data.banners.reply.data[0];
    expect(served.banner).toBe(!first ? 'builtin' : first.cover ? 'cover' : 'text');
    expect(await j.page.locator(`${shell} .brand-name:visible`).innerText()).toBe(served.data.site.site_name);
    if (first && !first.cover)
      expect(await j.page.locator(`${shell} .banner:visible .banner-text h3`).innerText()).toBe(first.title);
    expect(await j.page.locator(`${shell} .demo-banner:visible`).innerText()).toContain('Demo exchange.');
    expect(await j.page.locator(`${shell} .demo-card:visible h3`).innerText()).toBe(
      'Start with 10,000 demo USDT',
    );
    expect(await j.page.locator('.app-shell [data-testid]').count()).toBe(0);
    expect(
      await j.page
        .locator(`${shell} [href^="/"]`)
        .first()
        .evaluate((a) => a.closest('[inert]') !== null),
    ).toBe(true);
    const parts = ['.home-header', '.demo-banner', '.demo-card', '.banner'];
    const boxes = (scope: string) =>
      Promise.all(parts.map((p) => j.page.locator(`${scope} ${p}:visible`).first().boundingBox()));
    const painted = await boxes(shell);

    await j.page.unroute(blocked);
    await j.page.goto('about:blank');
    await j.page.goto(app('/'));
    await j.page.getByTestId('home-banner').waitFor();
    expect(await j.page.locator('.app-shell').count()).toBe(0);
    expect(await boxes('[data-testid="home-page"]')).toEqual(painted);
    if (first && !first.cover)
      expect(await j.page.locator('[data-testid="home-banner"] .banner-text h3').first().innerText()).toBe(
        first.title,
      );
  });

  it('stays on screen until the live page has drawn what it shows, drawn in tasks of their own behind it', async () => {
    // what #root holds in the task that took the shell away (a mutation record is read in that task's microtasks)
    await j.page.addInitScript(() => {
      const seen = (sel: string) => document.querySelector(`#root ${sel}`) !== null;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            // (not its move out of #root before the first render: it stays in the document then)
            if (n instanceof Element && n.classList.contains('app-shell') && !n.isConnected)
              (window as unknown as { shellLeft: Record<string, boolean> }).shellLeft = {
                tabBar: seen('[data-testid="tabbar"]'),
                homeHeader: seen('[data-testid="home-page"] .home-header'),
                homeBanner: seen('[data-testid="home-banner"]'),
                tradeTop: seen('[data-testid="trade-page"] .trade-top'),
                ticket: seen('[data-testid="trade-page"] .ticket'),
                book: seen('[data-testid="trade-page"] .order-book'),
                loadingFrame: seen('[data-testid="page-loading"]'),
              };
      }).observe(document, { childList: true, subtree: true });
    });
    // why it left (app/heldShell.ts): a loaded machine may be slower than the page's loading-frame delay, and the
    // shell then rightly leaves for that frame; the page's own release must be seen in a few tries all the same
    const leave = async (route: string) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await j.page.goto('about:blank');
        await j.page.goto(app(route));
        await j.page.waitForFunction(() => 'shellLeft' in window);
        const { reason, parts } = await j.page.evaluate(() => ({
          reason: (performance.getEntriesByName('shell-left')[0] as PerformanceMark | undefined)
            ?.detail as unknown,
          parts: (window as unknown as { shellLeft: Record<string, boolean> }).shellLeft,
        }));
        if (reason === 'page') return parts;
        if (reason === 'loading') expect(parts.loadingFrame).toBe(true);
        else expect(reason).toBe('timeout');
      }
      throw new Error(`the shell never left for ${route}'s own page in 5 tries`);
    };
    expect(await leave('/')).toMatchObject({
      tabBar: true,
      homeHeader: true,
      homeBanner: true,
      loadingFrame: false,
    });
    expect(await leave('/pages/transaction/index')).toMatchObject({
      tabBar: true,
      tradeTop: true,
      ticket: true,
      book: true,
      loadingFrame: false,
    });
  });

  it("starts the app's scripts only after the shell has painted, and shows the markets header on its tab only", async () => {
    await j.page.goto('about:blank');
    await j.page.route(/\/h5\/assets\/(?!route-preload).*\.js$/, (r) => r.abort());
    await j.page.goto(app('/'));
    await j.page.locator('.app-shell .adm-tab-bar').waitFor();
    expect(await j.page.locator('.app-shell .market-header').isVisible()).toBe(false);
    expect(await j.page.locator('.app-shell .home-header:visible').count()).toBe(1);
    // index.html names no module: route-preload's script adds the entry once the shell is on screen
    const html = await j.page.evaluate(async () => (await fetch(location.pathname)).text());
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    await j.page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    await j.page.unroute(/\/h5\/assets\/(?!route-preload).*\.js$/);
  });
});
