import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * Words and numbers at 390×844: a long toast in French and Turkish wraps only at spaces (never "accou / nt");
 * a deposit's notification shows its amount at the asset's precision in the reader's language; the seconds
 * option's result dialog is not covered by the app-wide result toast of the same settlement; the risk figures
 * of futures open their explanation in place; an ended sale nobody joined says so.
 */

const j = bootJourney();
const { byTestId, input } = j;
const DOCS = docsPath('issue30');

async function toDocs(name: string): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  await j.page.screenshot({ path: path.join(DOCS, name) });
}

/**
 * The visible toast's text, its number of lines and the words split over two lines (a word is a run of
 * characters between spaces; one broken in the middle has its characters on different lines).
 */
async function toastWords(page: Page): Promise<{ text: string; lines: number; broken: string[] }> {
  return page.evaluate(() => {
    const main = document.querySelector('.adm-toast-mask .adm-toast-main');
    if (!main) throw new Error('no toast');
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number | null }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        chars.push({ ch: text[i]!, top: rect ? Math.round(rect.top) : null });
      }
      chars.push({ ch: ' ', top: null });
    }
    const tops = new Set<number>();
    const broken: string[] = [];
    let word = '';
    let wordTops = new Set<number>();
    for (const c of chars) {
      if (/\s/.test(c.ch)) {
        if (wordTops.size > 1) broken.push(word);
        word = '';
        wordTops = new Set();
        continue;
      }
      word += c.ch;
      if (c.top !== null) {
        wordTops.add(c.top);
        tops.add(c.top);
      }
    }
    return {
      text: chars
        .map((c) => c.ch)
        .join('')
        .trim(),
      lines: tops.size,
      broken,
    };
  });
}

/** A failed login's toast in `lang`: its text wraps at spaces only. */
async function loginFailureToast(lang: string): Promise<{ text: string; lines: number; broken: string[] }> {
  const { page, server } = j;
  await page.goto(`${server.baseUrl}/h5/#/pages/common/login`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await byTestId('login-page').waitFor();
  await input('login-account').fill(`nobody.${Date.now()}@example.com`);
  await input('login-password').fill('Wrong#password1');
  await byTestId('login-submit').click();
  // the submit's loading toast comes first: wait for the refusal's sentence
  await page
    .locator('.adm-toast-mask .adm-toast-main')
    .filter({ hasText: /\S+\s+\S+\s+\S+/ })
    .waitFor();
  await page.waitForTimeout(400);
  const seen = await toastWords(page);
  await settle(page);
  return seen;
}

describe('words journey', () => {
  it('wraps a long toast at its spaces, never inside a word (fra, tr)', async () => {
    for (const lang of ['fra', 'tr']) {
      const seen = await loginFailureToast(lang);
      expect(seen.text.length, lang).toBeGreaterThan(30);
      // the French one is long enough to wrap even at the toast's full width
      if (lang === 'fra') expect(seen.lines, 'fra: the message wraps').toBeGreaterThan(1);
      expect(seen.broken, `${lang}: "${seen.text}"`).toEqual([]);
    }
    await j.page.evaluate(() => localStorage.setItem('lang', 'en'));
    await j.page.reload();
  }, 60_000);

  it('shows a deposit’s notification at USDT precision in the reader’s language', async () => {
    const { page, server } = j;
    await page.goto(`${server.baseUrl}/h5/#/`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await signUp(j, `words.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '1000');
    await page.goto(`${server.baseUrl}/h5/#/pages/notifications/index`);
    const row = page.locator('.notice-row').filter({ hasText: 'USDT' }).first();
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('1,000.00 USDT');
    expect(await row.innerText()).not.toMatch(/1000\.000000/);
    await settle(page);
    await toDocs('notification-amount-after.png');

    await page.evaluate(() => localStorage.setItem('lang', 'fra'));
    await page.reload();
    const fra = page.locator('.notice-row').filter({ hasText: 'USDT' }).first();
    await expect.poll(() => fra.innerText()).toMatch(/1\s000,00 USDT/);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
  }, 120_000);

  it('shows the option result in its dialog, not under the result toast', async () => {
    const { page, server } = j;
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '500',
      from_field: 'change',
      to_field: 'micro',
    });
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index2?symbol=BTC/USDT`);
    await byTestId('options-ticket').waitFor();
    await byTestId('options-tier-30').click();
    await input('options-stake').fill('100');
    await byTestId('options-up').click();
    await byTestId('options-confirm').click();
    await byTestId('options-placed').waitFor();
    await settle(page);

    const result = byTestId('options-result');
    await result.waitFor({ timeout: 90_000 });
    // the settlement's push arrives around the dialog: give it time to show a toast if it were going to
    await page.waitForTimeout(3_000);
    expect(await byTestId('option-result-toast').count()).toBe(0);
    // nothing lies over the dialog's amount: the element at its centre is inside the dialog
    const covered = await page.evaluate(() => {
      const amount = document.querySelector('[data-testid="options-result-amount"]');
      if (!amount) return 'no amount';
      const r = amount.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top && amount.contains(top) ? '' : (top?.className ?? 'nothing');
    });
    expect(covered).toBe('');
    await toDocs('option-result-after.png');
    await byTestId('options-result-ok').click();
  }, 180_000);

  it('explains the risk figures where they are shown, and an ended sale nobody joined', async () => {
    const { page, server } = j;
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '300',
      from_field: 'change',
      to_field: 'lever',
    });
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract?symbol=BTC/USDT`);
    await byTestId('futures-ticket').waitFor();
    await byTestId('futures-side-long').click();
    await byTestId('futures-kind-market').click();
    await byTestId('futures-leverage-10').click();
    await byTestId('futures-lots-preset-1').click();
    await byTestId('futures-submit').click();
    await byTestId('futures-confirm').click();
    await byTestId('futures-placed').waitFor();
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract_order`);
    await page.locator('[data-testid^="position-row-"][data-status="open"]').first().waitFor();
    await settle(page);
    await byTestId('futures-risk-rate-help-toggle').click();
    await expect(byTestId('futures-risk-rate-help-text').innerText()).resolves.toMatch(
      /account risk rate is .* liquidated when its own risk falls to 20 %/,
    );
    const position = page.locator('[data-testid^="position-risk-help-"][data-testid$="-toggle"]').first();
    await position.click();
    await expect(
      page.locator('[data-testid^="position-risk-help-"][data-testid$="-text"]').first().innerText(),
    ).resolves.toMatch(/100 % at open.*At 20 % the position is liquidated/);

    // the demo's ended sale had no subscriptions: no "Subscribed 0.00 %", no "Tokens delivered"
    await page.goto(`${server.baseUrl}/h5/#/pages/ieo/ieo`);
    const ended = page.locator('[data-testid^="ieo-project-"][data-phase="ended"]').filter({
      has: byTestId('ieo-progress-none'),
    });
    await ended.first().waitFor();
    const text = await ended.first().innerText();
    expect(text).toContain('No subscriptions in this sale');
    expect(text).not.toMatch(/Subscribed 0\.00|Tokens delivered/);
  }, 120_000);
});
