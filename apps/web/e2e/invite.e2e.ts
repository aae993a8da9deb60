import { inviteRebate } from '@meridian/contract/invite';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, fundByDeposit } from './funding';
import { bootJourney, readCode, settle, signUp, docsPath } from './harness';

/**
 * Invitation journey at 390×844: user A opens the invite page (rate, code, link, QR) and its poster,
 * and copies the link; a new visitor opens that link, finds the invite code already in the register form,
 * registers and is signed in, gets USDT by an approved deposit and buys BTC at market against the house market
 * maker (taker fee 0.15 % in BTC); A's rebate history then shows 20 % of that fee in BTC — credited by the
 * `spot.filled` subscriber a moment after the trade, so A's screen is re-read until it shows (bounded).
 */

const j = bootJourney();
const { byTestId, input } = j;
const stamp = Date.now();
const EMAIL_A = `invite-a.${stamp}@example.com`;
const EMAIL_B = `invite-b.${stamp}@example.com`;
const PASSWORD = 'Secret#2024';
mkdirSync(docsPath('issue18'), { recursive: true });

let tokenA = '';
let code = '';
let link = '';
/** The visitor's market buy's fills (each a trade: one rebate each). */
let fills: { fee: string }[] = [];

const sharePage = async () => {
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/share`);
  await byTestId('invite-code').waitFor();
};

/** Waits until the page holds a session token (registering and logging in sign in); a screenshot if not. */
async function signedIn(name: string): Promise<void> {
  try {
    await j.page.waitForFunction(() => (localStorage.getItem('token') ?? '') !== '', undefined, {
      timeout: 30_000,
    });
  } catch (err) {
    await j.shot(`${name}-failed.png`);
    throw err;
  }
}

describe('invite journey', () => {
  it('A sees the invite page: rate, code, link and QR; the poster; copies the link', async () => {
    await signUp(j, EMAIL_A, PASSWORD);
    tokenA = (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const info = await call<{ extension_code: string }>(j, 'user/info', tokenA);
    code = info.extension_code;
    await j.page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'])
      .catch(() => undefined);
    await sharePage();
    expect(await byTestId('invite-code').innerText()).toBe(code);
    link = await byTestId('invite-link').innerText();
    expect(link).toBe(`${j.server.baseUrl}/h5/#/pages/common/register?code=${code}`);
    expect(await byTestId('invite-qr').getAttribute('data-value')).toBe(link);
    expect(await byTestId('invite-hero').innerText()).toContain('20 %');
    expect(await byTestId('invite-count').innerText()).toBe('0');
    await byTestId('invite-invited-empty').waitFor();
    await settle(j.page);
    j.toDocs(await j.shot('invite.png'), 'issue18/invite.png');

    await byTestId('invite-copy-link').click();
    const copied = await j.page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
    if (copied) expect(copied).toBe(link);

    await byTestId('invite-poster-open').click();
    const img = byTestId('invite-poster-image');
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const download = j.page.waitForEvent('download');
    await byTestId('invite-poster-save').click();
    expect((await download).suggestedFilename()).toBe(`invite-${code}.png`);
    await settle(j.page);
    j.toDocs(await j.shot('invite-poster.png'), 'issue18/invite-poster.png');
    await byTestId('invite-poster-close').click();
  });

  it('a visitor opens the link: the register form has the code; registers, is funded and buys BTC', async () => {
    await j.page.evaluate(() => localStorage.clear());
    await j.page.goto('about:blank');
    await j.page.goto(link);
    await byTestId('register-page').or(byTestId('register-account')).first().waitFor();
    expect(await input('register-invite').inputValue()).toBe(code);
    await byTestId('register-tab-email').click();
    await input('register-account').fill(EMAIL_B);
    await byTestId('register-send-code').click();
    await input('register-code').fill(await readCode(j.server.dataDir, EMAIL_B, 'register'));
    await input('register-password').fill(PASSWORD);
    await input('register-repassword').fill(PASSWORD);
    expect(await input('register-invite').inputValue()).toBe(code);
    await byTestId('register-submit').click();
    await signedIn('invite-register');
    const tokenB = (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const b = await call<{ parent_id: number | null }>(j, 'user/info', tokenB);
    const a = await call<{ id: number }>(j, 'user/info', tokenA);
    expect(b.parent_id).toBe(a.id);

    await fundByDeposit(j, '1000');
    const order = await call<{ status: string; fills: { fee: string }[] }>(j, 'coin/trade', tokenB, {
      currency_id: 1,
      legal_id: 3,
      side: 'buy',
      type: 'market',
      amount: '0.001',
    });
    expect(['filled', 'partial']).toContain(order.status);
    fills = order.fills;
    expect(fills.length).toBeGreaterThan(0);
  });

  it("A's rebate history shows 20 % of the visitor's fee in BTC", async () => {
    await j.page.evaluate(() => localStorage.clear());
    await j.page.goto('about:blank');
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/common/login`);
    await input('login-account').fill(EMAIL_A);
    await input('login-password').fill(PASSWORD);
    await byTestId('login-submit').click();
    await signedIn('invite-login');
    const deadline = Date.now() + 60_000;
    let rows = 0;
    while (Date.now() < deadline) {
      await sharePage();
      await byTestId('invite-tab-rebates').click();
      await byTestId('invite-rebates').or(byTestId('invite-rebates-empty')).first().waitFor();
      rows = await byTestId('invite-rebate-row').count();
      if (rows >= fills.length) break;
      await j.page.waitForTimeout(2_000);
    }
    expect(rows).toBe(fills.length);
    // one fill of 0.001 BTC: fee 0.001 × 0.15 % = 0.0000015 BTC (buyers pay in base); 20 % = 0.0000003 BTC
    const expected = fills.map((f) => `+${inviteRebate(f.fee, 8).toFixed()} BTC`).reverse();
    const shown = await byTestId('invite-rebate-amount').allInnerTexts();
    expect(shown).toEqual(expected);
    const row = byTestId('invite-rebate-row').first();
    expect(await row.getAttribute('data-source')).toBe('spot');
    expect(await row.innerText()).toContain('in***@example.com');
    expect(await byTestId('invite-count').innerText()).toBe('1');
    await settle(j.page);
    j.toDocs(await j.shot('invite-rebates.png'), 'issue18/invite-rebates.png');
  });
});
