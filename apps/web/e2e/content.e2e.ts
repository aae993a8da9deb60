import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin, openConsole } from './console';
import type { ConsoleTab } from './console';
import { call } from './funding';
import { bootJourney, settle, docsPath } from './harness';

/**
 * Content journey. An operator writes an announcement in the console's editor at 1280×800 — English,
 * then Thai — and publishes it; its English body is then saved with hostile markup (an `<img onerror>`, a
 * `<script>`, a `javascript:` link) through the editor's own save call, because typing HTML into the rich-text
 * editor cannot produce it (TipTap's schema drops what it does not know). The app at 390×844 shows the Thai text
 * to a Thai reader and the English one (with its fallback note) to a Portuguese reader; no script runs and the
 * DOM has no `onerror`. The home pop-up shows once (after the demo notice is dismissed), not after a reload, and
 * again once the operator saves it again (a new version); banners, the announcements row and the menu show.
 */

const j = bootJourney();
const { byTestId } = j;
const stamp = Date.now();
const OPS_EMAIL = `content-ops.${stamp}@meridian.test`;
const OPS_PASSWORD = 'Operator#2024';
const EN_TITLE = `Maintenance window ${stamp}`;
const TH_TITLE = `ช่วงปิดปรับปรุงระบบ ${stamp}`;
const EN_BODY = 'Deposits pause for ten minutes on Sunday.';
const TH_BODY = 'การฝากเงินจะหยุดชั่วคราวสิบนาทีในวันอาทิตย์';
const HOSTILE =
  `<h2>${EN_BODY}</h2><p>Trading is not affected.</p>` +
  '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<p><a href="javascript:window.__xss=3">details</a> <a href="#/pages/common/faq">FAQ</a></p>';
const docs = (name: string) => `issue18/${name}`;
mkdirSync(docsPath('issue18'), { recursive: true });

let ops = '';
let desk: ConsoleTab | undefined;
let articleId = 0;

interface Row {
  id: number;
  group_key: string;
  c_id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  thumbnail: string;
  link: string;
  sorts: number;
  version: number;
  published: boolean;
  lang: string;
}

function console_(): ConsoleTab {
  if (!desk) throw new Error('the console is not open');
  return desk;
}

async function saveOnce(testId: string): Promise<void> {
  const { page } = console_();
  await page.locator(`[data-testid="${testId}"]`).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Save' }).click();
}

/** Writes one language in the editor: title, summary, then the body typed into the rich-text area. */
async function writeLanguage(lang: string, title: string, body: string): Promise<void> {
  const { page } = console_();
  await page.locator(`[data-testid="content-lang-${lang}"]`).click();
  const pane = page.locator(`[data-testid="content-pane-${lang}"]`);
  await pane.locator(`[data-testid="content-title-${lang}"]`).fill(title);
  await pane.locator(`[data-testid="content-summary-${lang}"]`).fill(body);
  await pane.locator('.ProseMirror').click();
  await page.keyboard.type(body);
  await pane.locator('[data-testid="rte-bold"]').click();
  await page.keyboard.type(' ✓');
  await expect(pane.locator('.ProseMirror').innerText()).resolves.toContain(body);
  await saveOnce(`content-save-${lang}`);
  await pane
    .locator(`[data-testid="content-preview-${lang}"]`)
    .waitFor()
    .catch(async (err: Error) => {
      // what the console said instead (a refusal toast, a still-open confirmation) makes a failure readable
      const toasts = await page.locator('.ant-message-notice').allInnerTexts();
      const popovers = await page.locator('.ant-popover:visible').allInnerTexts();
      throw new Error(
        `${err.message}\ntoasts: ${JSON.stringify(toasts)}; open popovers: ${JSON.stringify(popovers)}`,
      );
    });
}

/** The app in `lang` on a path (the language is the app's saved preference). */
async function openIn(lang: string, hashPath: string): Promise<void> {
  const { page, server } = j;
  await page.goto(`${server.baseUrl}/h5/#/`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.baseUrl}/h5/#${hashPath}`);
  await page.reload();
}

describe('content journey', () => {
  it('an operator writes an announcement in en and th in the editor; a hostile body is stored sanitised', async () => {
    const { page, server } = j;
    createOperator(server, OPS_EMAIL, OPS_PASSWORD);
    ops = (await opsLogin(j.server.baseUrl, OPS_EMAIL, OPS_PASSWORD)).token;
    desk = await openConsole(page.context(), server.baseUrl, OPS_EMAIL, OPS_PASSWORD);
    await desk.open('content');
    await desk.page.locator('[data-testid="content-new"]').click();
    await desk.page.locator('[data-testid="content-pane-en"]').waitFor();
    await writeLanguage('en', EN_TITLE, EN_BODY);
    await writeLanguage('th', TH_TITLE, TH_BODY);
    await expect(desk.page.locator('[data-testid="content-preview-th"]').innerText()).resolves.toContain(
      TH_BODY,
    );

    const list = await call<{ data: (Row & { group_langs: string[] })[] }>(
      j,
      'ops/content/articles?category=4&language=en&limit=100',
      ops,
    );
    const mine = list.data.find((r) => r.title === EN_TITLE);
    if (!mine) throw new Error('the announcement is not in the console list');
    expect([...mine.group_langs].sort()).toEqual(['en', 'th']);
    articleId = mine.id;

    // the editor's save call, with markup the editor itself cannot produce; sorted first in every list
    const saved = await call<{ rows: Row[] }>(j, 'ops/content/article/save', ops, {
      group_key: mine.group_key,
      category: 4,
      language: 'en',
      title: EN_TITLE,
      summary: EN_BODY,
      content: HOSTILE,
      sorts: 100_000,
      published: true,
    });
    const en = saved.rows.find((r) => r.lang === 'en');
    expect(en?.content).toContain('Trading is not affected.');
    expect(en?.content).not.toMatch(/onerror|<script|javascript:/i);
    await call(j, 'ops/content/article/save', ops, {
      group_key: mine.group_key,
      category: 4,
      language: 'th',
      title: TH_TITLE,
      summary: TH_BODY,
      content: `<p>${TH_BODY}</p>`,
      sorts: 100_000,
      published: true,
    });

    // the console's list with the language badges, and the editor on the stored English preview
    await desk.page.reload();
    await desk.page.locator(`[data-testid="content-edit-${mine.group_key}"]`).click();
    await desk.page.locator('[data-testid="content-preview-en"]').waitFor();
    await expect(desk.page.locator('[data-testid="content-preview-en"]').innerText()).resolves.toContain(
      'Trading is not affected.',
    );
    expect(await desk.page.locator('[data-testid="content-preview-en"] [onerror]').count()).toBe(0);
    await desk.page.waitForTimeout(500);
    await desk.shot(docsPath(docs('console-content.png')));
  });

  it('a Thai reader reads the Thai text, a Portuguese reader the English one; no script runs', async () => {
    const { page } = j;
    await openIn('th', `/pages/common/article?id=${articleId}`);
    await expect(byTestId('article-title').innerText()).resolves.toBe(TH_TITLE);
    await expect(byTestId('article-body').innerText()).resolves.toContain(TH_BODY);
    expect(await byTestId('article-fallback').count()).toBe(0);

    await openIn('pt', `/pages/common/article?id=${articleId}`);
    await expect(byTestId('article-title').innerText()).resolves.toBe(EN_TITLE);
    await expect(byTestId('article-body').innerText()).resolves.toContain('Trading is not affected.');
    await byTestId('article-fallback').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(await byTestId('article-body').locator('script').count()).toBe(0);
    // the javascript: link goes nowhere, the app link moves inside the app
    const links = byTestId('article-body').locator('a');
    for (const a of await links.all())
      expect((await a.getAttribute('href')) ?? '').not.toMatch(/javascript:/i);
    await byTestId('article-body').locator('a', { hasText: 'FAQ' }).click();
    await byTestId('faq-page').waitFor();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // the picture for the docs in English (the journey's Chromium has no Thai font)
    await openIn('en', `/pages/common/article?id=${articleId}`);
    await expect(byTestId('article-title').innerText()).resolves.toBe(EN_TITLE);
    await settle(page);
    j.toDocs(await j.shot('content-article.png'), docs('article.png'));
  });

  it('the home pop-up shows once per version; banners, announcements and the menu show', async () => {
    const { page, server } = j;
    await openIn('en', '/');
    await byTestId('home-page').waitFor();
    // the demo deployment's notice comes first; the pop-up waits until it is dismissed (the notice may show a
    // moment after home does: wait for one of the two, bounded, before looking)
    const dismissDemoNotice = async () => {
      await page
        .locator('[data-testid="demo-banner"], [data-testid="home-popup"]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      if (await byTestId('demo-banner').isVisible()) {
        expect(await byTestId('home-popup').count()).toBe(0);
        await byTestId('demo-banner-close').click();
      }
    };
    await dismissDemoNotice();
    let pop = await call<Row | null>(j, 'news/index_pop?lang=en', '');
    if (!pop) {
      const made = await call<{ rows: Row[] }>(j, 'ops/content/article/save', ops, {
        category: 32,
        language: 'en',
        title: `Welcome ${stamp}`,
        content: '<p>Read the fees and the risk warning before you trade.</p>',
        published: true,
      });
      pop = made.rows[0] ?? null;
      await page.reload();
      await byTestId('home-page').waitFor();
      await dismissDemoNotice();
    }
    await byTestId('home-popup').waitFor();
    await expect(byTestId('home-popup-title').innerText()).resolves.toBe(pop?.title);
    await settle(page);
    // the pop-up's opening animation ends at full opacity
    await page.waitForFunction(() => {
      const box = document.querySelector('.home-pop .adm-center-popup-wrap');
      return box !== null && getComputedStyle(box).opacity === '1';
    });
    await page.waitForTimeout(600);
    j.toDocs(await j.shot('content-home-popup.png'), docs('home-popup.png'));
    await byTestId('home-popup-close').click();
    await byTestId('home-popup').waitFor({ state: 'detached' });

    // not again after a reload
    await page.reload();
    await byTestId('home-markets').waitFor();
    await byTestId('home-menu').waitFor();
    await page.waitForTimeout(1500);
    expect(await byTestId('home-popup').count()).toBe(0);
    await expect(byTestId('home-banner').getAttribute('data-source')).resolves.toBe('server');
    await expect(byTestId('home-menu').getAttribute('data-source')).resolves.toBe('server');
    await byTestId('menu-deposit').waitFor();
    await byTestId(`home-news-${await groupOf(articleId)}`)
      .first()
      .waitFor({ state: 'attached' });
    await settle(page);
    j.toDocs(await j.shot('content-home.png'), docs('home.png'));

    // the operator saves the pop-up again: a new version shows once more
    const group = await call<{ rows: Row[] }>(
      j,
      `ops/content/article?group_key=${encodeURIComponent(pop?.group_key ?? '')}`,
      ops,
    );
    const enRow = group.rows.find((r) => r.lang === 'en') ?? group.rows[0];
    if (!enRow) throw new Error('no pop-up row');
    await call(j, 'ops/content/article/save', ops, {
      group_key: enRow.group_key,
      category: 32,
      language: enRow.lang,
      title: enRow.title,
      summary: enRow.summary,
      content: enRow.content,
      cover: enRow.cover,
      thumbnail: enRow.thumbnail,
      link: enRow.link,
      sorts: enRow.sorts,
      published: true,
    });
    await page.goto(`${server.baseUrl}/h5/#/pages/market/market`);
    await page.goto(`${server.baseUrl}/h5/#/`);
    await page.reload();
    await byTestId('home-popup').waitFor();
    expect(Number(await byTestId('home-popup').getAttribute('data-version'))).toBeGreaterThan(
      pop?.version ?? 0,
    );
    await byTestId('home-popup-more').click();
    await byTestId('article-page').waitFor();
    await expect(byTestId('article-title').innerText()).resolves.toBe(enRow.title);
  });
});

async function groupOf(id: number): Promise<string> {
  const row = await call<Row>(j, `news/detail?id=${id}`, '');
  return row.group_key;
}
