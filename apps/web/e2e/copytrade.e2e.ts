import { Decimal } from '@meridian/contract';
import { profitShareOf } from '@meridian/contract/copytrade';
import type { Paginated } from '@meridian/contract';
import type { CopyTrade, FollowRecord, FollowTraderDetail, ProfitShare } from '@meridian/contract/copytrade';
import type { FuturesPosition } from '@meridian/contract/futures';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import type { ConsoleTab } from './console';
import { fundByDeposit } from './funding';
import { ARTIFACTS_DIR, bootJourney, callAsUser, launchBrowser, settle, signUp, docsPath } from './harness';
import type { Journey } from './harness';

/**
 * At 390×844 on the simulated market (prices come only from the feed; nothing moves them):
 * a user applies to become a trader with their futures record on the apply screen; an operator approves in
 * the console; a second user accepts the agreement and follows with a fixed multiple of 1.5; the trader opens
 * a DOGE long and a short with take-profits 0.2 % away on the ticket; the follower sees both copies open at
 * ⌊5 × 1.5⌋ = 7 lots; the first take-profit the market reaches closes the trader's position and its copy
 * (reason shown), and the follower's profit pays the trader's 20 % share above the high-water mark (shown on
 * both sides, and in the follow's totals). The trader then closes the other position by hand, which closes its
 * copy too (the trader's reason `manual`), and the trader's statistics count their own closes (3), one
 * follower and the two copies' realised results as the followers' P&L.
 */

const j = bootJourney();
const SHARE = '20';
const MULTIPLE = '1.5';
const TRADER_LOTS = 5;
const COPY_LOTS = 7; // ⌊5 × 1.5⌋
const DOGE = { id: 9, symbol: 'DOGE/USDT' };
/** Take-profits this far (0.2 %) from the mark: past the 0.05 % fee and both spreads, reached in minutes. */
const TP_DISTANCE = 0.002;

const num = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
const D = (v: string) => new Decimal(v);

let follower: Journey | undefined;
let followerClose: (() => Promise<void>) | undefined;
let ops: ConsoleTab | undefined;
let traderId = 0;
let closedId = 0;
let shareAmount: Decimal | undefined;
interface FollowMy {
  follows: FollowRecord[];
  total_shares: string;
}
let traderEmail = '';
const DOCS = docsPath('issue14');
const docs = (name: string) => `issue14/${name}`;

/** The journey's helpers bound to another page (the follower's browser). */
function onPage(page: Page): Journey {
  return {
    page,
    get server() {
      return j.server;
    },
    clientAddress: j.clientAddress,
    shot: async (name) => {
      const file = path.join(ARTIFACTS_DIR, name);
      await page.screenshot({ path: file });
      return file;
    },
    toDocs: j.toDocs,
    byTestId: (testId) => page.locator(`[data-testid="${testId}"]`),
    input: (testId) => page.locator(`[data-testid="${testId}"] input, [data-testid="${testId}"] textarea`),
  };
}

const needFollower = (): Journey => {
  if (!follower) throw new Error('the follower has not signed up');
  return follower;
};

afterAll(async () => {
  await followerClose?.();
});

async function copies(scope: 'current' | 'history'): Promise<CopyTrade[]> {
  const page = await callAsUser<Paginated<CopyTrade>>(needFollower(), 'follow/copies', { scope, limit: 50 });
  return page.data;
}

describe('copy trading journey', () => {
  it('a user applies to become a trader with their futures record shown', async () => {
    const { page, server, byTestId, input } = j;
    mkdirSync(DOCS, { recursive: true });
    traderEmail = `trader.${Date.now()}@example.com`;
    await signUp(j, traderEmail, 'Secret#2024');
    await fundByDeposit(j, '10000');
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '5000',
      from_field: 'change',
      to_field: 'lever',
    });
    // a futures record to show: one DOGE long opened and closed
    const first = await callAsUser<FuturesPosition>(j, 'lever/submit', {
      currency_id: DOGE.id,
      type: 1,
      share: 1,
      multiple: 10,
    });
    await callAsUser(j, 'lever/close', { id: first.id });
    traderId = (await callAsUser<{ id: number }>(j, 'user/info', {})).id;

    await page.goto(`${server.baseUrl}/h5/#/pages/copytrade/apply`);
    await byTestId('trader-terms-apply').waitFor();
    // the record: profitable / closed
    await expect.poll(async () => (await byTestId('apply-record-closed').innerText()).trim()).toMatch(/\/1$/);
    await page
      .locator('[data-testid="terms-bio"] textarea:not([readonly])')
      .fill('Short DOGE swings with a take-profit on every order.');
    await input('terms-share').fill(SHARE);
    await input('terms-min').fill('100');
    await byTestId('terms-submit').click();
    await byTestId('apply-confirm-text').waitFor();
    await byTestId('apply-confirm').click();
    await page.locator('[data-testid="apply-status"][data-state="pending"]').waitFor();
    await settle(page);
    j.toDocs(await j.shot('copytrade-apply.png'), docs('apply-pending.png'));
  });

  it('the operator sees the record and approves the application in the console', async () => {
    const email = `copy-ops-${Date.now()}@meridian.test`;
    createOperator(j.server, email, 'copy-ops-pass-1');
    ops = await openConsole(j.page.context(), j.server.baseUrl, email, 'copy-ops-pass-1');
    await ops.page.getByRole('menuitem', { name: 'Copy traders' }).click();
    const row = ops.rowOf(traderEmail);
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/Closed\s+1/);
    await expect(row.innerText()).resolves.toMatch(/Profit share\s+20 %/);
    await ops.page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await ops.shot(path.join(DOCS, 'console-application.png'));
    await ops.approve(traderEmail);

    // the trader is listed with statistics that nothing on the screen can edit
    await ops.page.getByText('Traders', { exact: true }).click();
    const listed = ops.page.locator(`tr[data-row-key="${traderId}"]`);
    await listed.waitFor();
    await ops.page.getByText(/They are read-only/).waitFor();
    expect(await listed.locator('input, textarea').count()).toBe(0);
    await ops.page.locator('.ant-message-notice').waitFor({ state: 'detached', timeout: 6_000 });
    await ops.shot(path.join(DOCS, 'console-traders.png'));
    await ops.page.close();

    await j.page.reload();
    await j.page.locator('[data-testid="apply-status"][data-state="trader"]').waitFor();
  });

  it('a second user accepts the agreement and follows with a fixed multiple of 1.5', async () => {
    const browser = await launchBrowser({ 'x-forwarded-for': j.clientAddress });
    followerClose = () => browser.close();
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => console.error('[pageerror follower]', e.message));
    follower = onPage(page);
    const { byTestId, input } = follower;
    await signUp(follower, `follower.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(follower, '5000');
    await callAsUser(follower, 'wallet/change', {
      currency_id: 3,
      number: '3000',
      from_field: 'change',
      to_field: 'lever',
    });

    // the leaderboard lists the new trader (statistics from the one closed position)
    await page.goto(`${j.server.baseUrl}/h5/#/pages/copytrade/copy`);
    await byTestId('copy-leaderboard').waitFor();
    await byTestId(`trader-card-${traderId}`).waitFor();
    await byTestId(`trader-card-${traderId}`).scrollIntoViewIfNeeded();
    await settle(page);
    follower.toDocs(await follower.shot('copytrade-leaderboard.png'), docs('leaderboard.png'));
    await byTestId(`trader-card-${traderId}`).click();
    await byTestId('trader-profile').waitFor();
    await settle(page);
    follower.toDocs(await follower.shot('copytrade-trader.png'), docs('trader-detail.png'));

    // a first follow goes through the agreement
    await byTestId('trader-follow').click();
    await byTestId('follow-read-agreement').click();
    await byTestId('follow-agreement').waitFor();
    await byTestId('follow-agreement-check').click();
    await byTestId('follow-agreement-accept').click();
    await byTestId('follow-form').waitFor();
    await byTestId('follow-type-1').click();
    await input('follow-number').fill(MULTIPLE);
    await input('follow-budget').fill('1000');
    // A trader order of 1 lot becomes ⌊1 × 1.5⌋ = 1 lot, of 3 lots ⌊4.5⌋ = 4, of 10 lots 15
    await expect(byTestId('follow-preview-1').getAttribute('data-lots')).resolves.toBe('1');
    await expect(byTestId('follow-preview-3').getAttribute('data-lots')).resolves.toBe('4');
    await expect(byTestId('follow-preview-10').getAttribute('data-lots')).resolves.toBe('15');
    await settle(page);
    follower.toDocs(await follower.shot('copytrade-follow-form.png'), docs('follow-form.png'));
    await byTestId('follow-submit').click();
    await byTestId('follow-confirm-text').waitFor();
    await byTestId('follow-confirm').click();
    await byTestId('my-copy').waitFor();
    await settle(page);

    const my = await callAsUser<FollowMy>(follower, 'follow/my', {});
    const follow = my.follows.find((f) => f.follow_user_id === traderId);
    expect(follow).toMatchObject({ type: 1, status: 'active' });
    expect(D(follow?.profit_share ?? '0').eq(SHARE)).toBe(true);
    expect(D(follow?.number ?? '0').eq(MULTIPLE)).toBe(true);
  });

  it('the trader opens with take-profits and the follower sees the copies open at 7 lots', async () => {
    const { page, server, byTestId, input } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract?symbol=${DOGE.symbol}`);
    await byTestId('futures-ticket').waitFor();
    for (const side of ['long', 'short'] as const) {
      await byTestId(`futures-side-${side}`).click();
      await byTestId('futures-kind-market').click();
      await byTestId('futures-leverage-10').click();
      await byTestId(`futures-lots-preset-${TRADER_LOTS}`).click();
      const mark = num(await byTestId('futures-mark').innerText());
      const tp = side === 'long' ? mark * (1 + TP_DISTANCE) : mark * (1 - TP_DISTANCE);
      await input('futures-tp').fill(tp.toFixed(5));
      await byTestId('futures-submit').click();
      await byTestId('futures-confirm-text').waitFor();
      await byTestId('futures-confirm').click();
      await byTestId('futures-placed').waitFor();
      await settle(page);
    }

    const f = needFollower();
    await expect.poll(async () => (await copies('current')).length, { timeout: 30_000 }).toBe(2);
    for (const copy of await copies('current')) {
      expect(copy.status).toBe('open');
      expect(copy.follow_user_id).toBe(traderId);
      expect(copy.position?.share).toBe(COPY_LOTS);
      expect(copy.position?.order_type).toBe(2);
      expect(copy.position?.target_profit_price).not.toBe('');
    }
    await f.page.goto(`${server.baseUrl}/h5/#/pages/copytrade/my?tab=current`);
    await f.byTestId('my-copies-current').waitFor();
    const rows = f.page.locator(
      '[data-testid="my-copies-current"] [data-testid^="copy-"][data-status="open"]',
    );
    await expect.poll(() => rows.count()).toBe(2);
    // the Unrealised header is the sum of the two copies' figures after fees, as shown (read in one go: the
    // prices move every second)
    const shown = () =>
      f.page.evaluate(() => {
        const text = (e: Element | null) => (e?.textContent ?? '').replace(/[^0-9.-]/g, '');
        const nets = [...document.querySelectorAll('[data-testid^="copy-net-"][data-testid$="-value"]')];
        return {
          header: text(document.querySelector('[data-testid="my-total-unrealised"]')),
          nets: nets.map((e) => text(e)),
        };
      });
    await expect
      .poll(async () => {
        const { header, nets } = await shown();
        return nets.length === 2 && D(header).eq(nets.reduce((sum, n) => sum.plus(n), D('0')));
      })
      .toBe(true);
    await settle(f.page);
    f.toDocs(await f.shot('copytrade-copy-open.png'), docs('copy-open.png'));
  });

  it('a take-profit fires: the copy closes with the reason and the trader is paid 20 % of the profit', async () => {
    const f = needFollower();
    // the first take-profit the market reaches (either side) closes the trader's position and its copy
    let closed: CopyTrade | undefined;
    await expect
      .poll(
        async () => {
          closed = (await copies('history')).find((c) => c.status === 'closed');
          return closed !== undefined;
        },
        { timeout: 560_000, interval: 2_000 },
      )
      .toBe(true);
    if (!closed?.position) throw new Error('no closed copy');
    const tp = closed.position;
    // closed by the trader's take-profit (reason `copy`, the trader's reason `tp`) or by its own copy of it
    if (closed.close_cause === 'trader') {
      expect(closed.trader_close_reason).toBe('tp');
      expect(tp.close_reason).toBe('copy');
    } else {
      expect(closed.close_cause).toBe('own');
      expect(tp.close_reason).toBe('tp');
    }
    // a profitable copy: the share is 20 % of its profit (the first close: high-water mark 0), to 6 decimals
    const paid = await callAsUser<Paginated<ProfitShare>>(f, 'follow/shares', { role: 'paid' });
    const share = paid.data.find((s) => s.transaction_id === tp.id);
    if (!share) throw new Error(`no share for copy ${tp.id}: ${JSON.stringify(paid.data)}`);
    expect(D(share.profit).gt(0)).toBe(true);
    // the copy's result net of its fees (the futures `net_profits`: fact_profits − trade fee − overnight fees)
    // is what the share is taken from, not the gross `fact_profits`
    expect(D(tp.trade_fee).gt(0)).toBe(true);
    expect(D(tp.net_profits).eq(D(tp.fact_profits).minus(tp.trade_fee).minus(tp.overnight_money))).toBe(true);
    expect(share.profit, JSON.stringify({ share, tp })).toSatisfy((v: string) => D(v).eq(tp.net_profits));
    const expected = profitShareOf({ profit: share.profit, cumulative: 0, highWater: 0, ratePercent: SHARE });
    expect(share.amount).toSatisfy((v: string) => D(v).eq(expected.share));
    expect(closed.share_paid).toSatisfy((v: string) => D(v).eq(expected.share));
    const received = await callAsUser<Paginated<ProfitShare>>(j, 'follow/shares', { role: 'received' });
    expect(received.data.map((s) => s.amount)).toContain(share.amount);

    // the follow's totals: realised = this copy's profit, shares paid = this share
    const my = await callAsUser<FollowMy>(f, 'follow/my', {});
    const follow = my.follows.find((x) => x.follow_user_id === traderId);
    expect(follow?.follow_earnings).toSatisfy((v: string) => D(v).eq(share.profit));
    expect(follow?.shares_paid).toSatisfy((v: string) => D(v).eq(expected.share));
    expect(my.total_shares).toSatisfy((v: string) => D(v).eq(expected.share));
    closedId = closed.id;
    shareAmount = expected.share;

    // the follower's screen: the copy in the history with its reason and the share paid
    await f.page.goto(`${j.server.baseUrl}/h5/#/pages/copytrade/my?tab=history`);
    await f.page.reload();
    await f.byTestId('my-copies-history').waitFor();
    const row = f.byTestId(`copy-${closed.id}`);
    await row.waitFor();
    await expect(f.byTestId(`copy-outcome-${closed.id}`).innerText()).resolves.toMatch(/take profit/i);
    // USDT is shown at 2 decimals, rounded down
    const shown = expected.share.toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
    expect(num(await f.byTestId(`copy-share-${closed.id}`).innerText())).toBe(shown);
    expect(num(await f.byTestId('my-total-shares').innerText())).toBe(shown);
    await row.scrollIntoViewIfNeeded();
    await settle(f.page);
    f.toDocs(await f.shot('copytrade-copy-closed.png'), docs('copy-closed.png'));
  }, 660_000);

  it("the trader's manual close closes the other copy; statistics count the trader's own closes", async () => {
    // the trader closes the other position by hand: its copy closes too (cause trader, reason `manual`)
    const open = await callAsUser<{ order: Paginated<FuturesPosition> }>(j, 'lever/dealall', {
      currency_id: DOGE.id,
    });
    expect(open.order.data).toHaveLength(1);
    const other = open.order.data[0]!;
    await callAsUser(j, 'lever/close', { id: other.id });
    await expect.poll(async () => (await copies('current')).length, { timeout: 30_000 }).toBe(0);
    const history = (await copies('history')).filter((c) => c.status === 'closed');
    expect(history).toHaveLength(2);
    const manual = history.find((c) => c.id !== closedId);
    expect(manual).toMatchObject({ follow_order_id: other.id, close_cause: 'trader' });
    expect(manual?.trader_close_reason).toBe('manual');
    expect(manual?.position?.close_reason).toBe('copy');

    // statistics from the trader's own closed positions (the record's 1 + take-profit + manual = 3), one
    // follower, and the followers' P&L = Σ the two copies' realised results net of their fees
    const followersPnl = history.reduce((sum, c) => sum.plus(c.position?.net_profits ?? 0), D('0'));
    await expect
      .poll(
        async () => {
          const d = await callAsUser<FollowTraderDetail>(j, 'follow/traderDetail', {
            trader_user_id: traderId,
            window: 30,
          });
          return [d.data.closed_count, d.data.follow_num, D(d.data.followers_profits).eq(followersPnl)];
        },
        { timeout: 30_000 },
      )
      .toEqual([3, 1, true]);
    expect(shareAmount?.gt(0)).toBe(true);
  });
});
