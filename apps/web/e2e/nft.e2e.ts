import type { Paginated } from '@meridian/contract';
import type { NftBoxSeries, NftOrder, OpsNftItem, OpsNftMedia } from '@meridian/contract/nft';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin } from './console';
import { call, fundByDeposit } from './funding';
import { REPO_ROOT, bootJourney, callAsUser, settle, signUp, spotShown } from './harness';
import { backLeavesNothing } from './overlays';

/**
 * Browser journeys at 390×844, on items an operator creates through the console's calls (/ops/nft/*,
 * media through the multipart upload): an artist (a user the operator enables) sells
 *   (1) a fixed-price artwork (120 USDT) that the journey's user (funded 1,000 USDT) buys in the browser after the
 *       confirmation: it is in My NFTs and the balance is 880;
 *   (2) an auction (start 100, step 10, deposit 20) ending 70 s after creation: the user pays the deposit and bids
 *       100 in the browser (confirmations). The bid comes in the last 10 minutes, so the published anti-sniping
 *       rule extends the end by 10 minutes (the page shows "Extended"); the journey then shifts the extended end
 *       into the past (a test-only clock shift, as the invest journey does) and the minute cron closes the
 *       auction, the payment order appears unread, the user pays it and owns the item (the bid's 100 is taken,
 *       the deposit comes back);
 *   (3) a blind-box series of 3 boxes (10 USDT, 1 Gold + 2 Silver) ending 60 s ahead: the user buys a box, opens
 *       it (confirmation) and sees the prize; after the series ends the reveal job publishes the seed and the
 *       verify page recomputes the 3 draws in the browser, all ✓.
 * The auction is created before the box journey and finished after it.
 */

const j = bootJourney();
const docs = (name: string) => `issue16/${name}`;
const USDT = 3;
const stamp = Date.now();
const tag = String(stamp).slice(-5);
const ARTIST_EMAIL = `nft-artist.${stamp}@example.com`;
const ARTWORK = `Journey Harbour ${tag}`;
const LOT = `Journey Lot ${tag}`;
const SERIES = `Journey Boxes ${tag}`;
const MEDIA = path.join(REPO_ROOT, 'apps/server/src/modules/nft/demo/media');

let ops = '';
let artistUid = 0;
let picture = '';
let fixedCode = '';
let lotCode = '';
let seriesId = 0;

/**
 * Test-only clock shift: the auction's (extended) end becomes a past second, so the close job (every minute)
 * closes it now by the same code path as at its real end, without waiting out the 10-minute extension.
 */
async function shiftAuctionEndIntoPast(code: string): Promise<void> {
  const url = readFileSync(path.join(j.server.dataDir, 'pg', 'running-url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(
      "UPDATE nft_items SET end_at = now() - interval '1 second' WHERE code = $1 AND extended",
      [code],
    );
    expect(r.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Uploads a file of the demo catalogue as an artwork of the artist (POST /ops/nft/media, multipart). */
async function upload(file: string, mime: string): Promise<OpsNftMedia> {
  const form = new FormData();
  form.append('uid', String(artistUid));
  form.append('file', new Blob([readFileSync(path.join(MEDIA, file))], { type: mime }), file);
  const res = await fetch(`${j.server.baseUrl}/api/ops/nft/media`, {
    method: 'POST',
    headers: { authorization: ops },
    body: form,
  });
  const env = (await res.json()) as { type: string; message: OpsNftMedia };
  if (env.type !== 'ok') throw new Error(`media: ${JSON.stringify(env)}`);
  return env.message;
}

async function createItem(body: object): Promise<OpsNftItem> {
  return call<OpsNftItem>(j, 'ops/nft/item/save', ops, {
    uid: artistUid,
    media: picture,
    currency_id: USDT,
    royalty_bps: 500,
    rarity: 'SR',
    ...body,
  });
}

/** Clicks the confirm button of the open antd-mobile dialog (its label carries `testId`). */
async function confirmDialog(testId: string): Promise<void> {
  await j.page.waitForTimeout(400); // the dialog's opening animation
  await j.byTestId(testId).click();
}

describe('NFT journeys', () => {
  it('an operator enables an artist and uploads an artwork file; the buyer signs up with 1,000 USDT', async () => {
    const { page, server } = j;
    // the artist: a user the operator enables
    await signUp(j, ARTIST_EMAIL, 'Secret#2024');
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await signUp(j, `nft-buyer.${stamp}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '1000');

    const opEmail = `nft-ops.${stamp}@meridian.test`;
    createOperator(server, opEmail, 'Operator#2024');
    ops = (await opsLogin(j.server.baseUrl, opEmail, 'Operator#2024')).token;
    const artist = await call<{ uid: number; name: string }>(j, 'ops/nft/artist/save', ops, {
      account: ARTIST_EMAIL,
      name: `Journey Artist ${tag}`,
      bio: 'Paints harbours for browser journeys.',
    });
    artistUid = artist.uid;
    const media = await upload('harbour.png', 'image/png');
    expect(media.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(media.type).toBe(1);
    picture = media.url;
  });

  it('(1) buys a fixed-price artwork through the confirmation: it is in My NFTs, the balance is 880', async () => {
    const { page, server, byTestId } = j;
    const now = Date.now();
    const item = await createItem({
      name: ARTWORK,
      description: 'A harbour at dawn, sold at a fixed price.',
      pay_type: 1,
      price: '120',
      start_time: new Date(now - 5_000).toISOString(),
      end_time: new Date(now + 86_400_000).toISOString(),
    });
    fixedCode = item.code;
    expect(item.buy_status).toBe(1);

    // the marketplace: search the artwork by name
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/nft?tab=1`);
    await byTestId('nft-chain-notice').waitFor();
    const search = byTestId('nft-search').locator('input');
    await search.fill(ARTWORK);
    await search.press('Enter');
    const card = byTestId(`nft-card-${fixedCode}`);
    await card.waitFor();
    expect(await card.locator('[data-testid="nft-card-price"]').innerText()).toBe('120.00 USDT');
    expect(await card.locator('[data-testid="nft-status"]').getAttribute('data-state')).toBe('onSale');
    await search.fill('');
    await search.press('Enter');
    await card.waitFor();
    await settle(page);
    j.toDocs(await j.shot('nft-market.png'), docs('nft-market.png'));

    // the item: price, provenance (the upload's SHA-256), Buy → confirmation with the balance
    await card.locator('.nft-card-open').click();
    await byTestId('nft-detail').waitFor();
    expect(await byTestId('nft-name').innerText()).toBe(ARTWORK);
    expect(await byTestId('nft-price').innerText()).toBe('120.00 USDT');
    expect(await byTestId('nft-sha256').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await byTestId('nft-no-chain').innerText()).toContain('no blockchain');
    await settle(page);
    j.toDocs(await j.shot('nft-artwork.png'), docs('nft-artwork.png'));
    await byTestId('nft-buy').click();
    await byTestId('nft-buy-summary').waitFor();
    expect(await byTestId('nft-confirm-price').innerText()).toBe('120.00 USDT');
    expect(await byTestId('nft-confirm-balance').innerText()).toBe('1,000.00 USDT');
    await confirmDialog('nft-buy-confirm');

    // My NFTs, and the item says who owns it now
    await byTestId('nft-my-page').waitFor();
    await byTestId(`nft-card-${fixedCode}`).waitFor();
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${fixedCode}`);
    await expect.poll(() => byTestId('nft-owner').innerText()).toBe('You');
    await byTestId('nft-history-row').first().waitFor();
    expect(await byTestId('nft-resell').isVisible()).toBe(true);
    expect(await spotShown(j, 'USDT')).toBe('880 / 0');

    // resale: the preview splits 150 (fee 2.5 % = 3.75, the creator's 5 % = 7.5, 138.75 to the seller); an
    // auction ending at its start is refused with message; listed at a fixed price after the warning
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${fixedCode}`);
    await byTestId('nft-resell').click();
    await byTestId('nft-resell-form').waitFor();
    await byTestId('nft-resell-price').locator('input').fill('150');
    await expect.poll(() => byTestId('nft-resell-you-get').innerText()).toBe('138.75 USDT');
    await byTestId('nft-resell-mode-auction').click();
    await byTestId('nft-resell-step').locator('input').fill('5');
    const start = await byTestId('nft-resell-start').locator('input').inputValue();
    await byTestId('nft-resell-end').locator('input').fill(start);
    await byTestId('nft-resell-submit').click();
    await expect
      .poll(() => byTestId('nft-resell-end').locator('.nft-field-error').innerText())
      .toBe('The end time must be later than the start time');
    await settle(page);
    await j.shot('nft-resell.png');
    await byTestId('nft-resell-mode-fixed').click();
    await byTestId('nft-resell-submit').click();
    await byTestId('nft-resell-summary').waitFor();
    expect(await byTestId('nft-resell-summary').innerText()).toContain(
      'Until someone bids or pays a deposit, you can withdraw the listing',
    );
    await confirmDialog('nft-resell-confirm');
    await byTestId('nft-my-page').waitFor();
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${fixedCode}`);
    await expect.poll(() => byTestId('nft-price').innerText()).toBe('150.00 USDT');
    expect(await byTestId('nft-status').first().getAttribute('data-state')).toBe('onSale');
    expect(await byTestId('nft-resell').count()).toBe(0);

    // nobody has bid: the owner withdraws the listing after a confirmation naming the item and its price; the
    // item stays theirs, off the market, and can be listed again
    await byTestId('nft-withdraw').click();
    await byTestId('nft-withdraw-summary').waitFor();
    const summary = await byTestId('nft-withdraw-summary').innerText();
    expect(summary).toContain(ARTWORK);
    expect(summary).toContain('150.00 USDT');
    await page.waitForTimeout(400);
    j.toDocs(await j.shot('nft-withdraw-confirm.png'), 'issue30/nft-withdraw-confirm.png');
    await confirmDialog('nft-withdraw-confirm');
    await byTestId('nft-resell').waitFor();
    expect(await byTestId('nft-withdraw').count()).toBe(0);
    expect(await byTestId('nft-owner').innerText()).toBe('You');
    expect(await byTestId('nft-buy').count()).toBe(0);
    await settle(page);
    j.toDocs(await j.shot('nft-withdrawn.png'), 'issue30/nft-withdrawn.png');
    expect(await spotShown(j, 'USDT')).toBe('880 / 0');
  });

  it('(2) pays an auction deposit and bids through the confirmations; the late bid extends the auction', async () => {
    const { page, server, byTestId, input } = j;
    const now = Date.now();
    const lot = await createItem({
      name: LOT,
      description: 'An auction lot of the browser journey.',
      pay_type: 2,
      price: '100',
      per_increase: '10',
      margin: '20',
      start_time: new Date(now - 5_000).toISOString(),
      end_time: new Date(now + 70_000).toISOString(),
    });
    lotCode = lot.code;

    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${lotCode}`);
    await byTestId('nft-auction').waitFor();
    expect(await byTestId('nft-min-bid').innerText()).toBe('100.00 USDT');
    expect(await byTestId('nft-margin').innerText()).toBe('20.00 USDT');
    await byTestId('nft-pay-margin').click();
    await byTestId('nft-margin-summary').waitFor();
    await confirmDialog('nft-margin-confirm');

    // the bid input comes prefilled with the least bid; below it message
    await byTestId('nft-bid-input').waitFor();
    await expect.poll(() => input('nft-bid-input').inputValue()).toBe('100');
    await input('nft-bid-input').fill('90');
    await expect
      .poll(() => byTestId('nft-bid-problem').innerText())
      .toBe('Your bid must be higher than the current bid: at least 100.00 USDT');
    await input('nft-bid-input').fill('100');
    await byTestId('nft-bid').click();
    await byTestId('nft-bid-summary').waitFor();
    expect(await byTestId('nft-bid-confirm-amount').innerText()).toBe('100.00 USDT');
    await confirmDialog('nft-bid-confirm');

    // leading, the bid listed, and extended by the anti-sniping rule (the bid came in the last 10 minutes)
    await expect.poll(() => byTestId('nft-leader').innerText()).toBe('You');
    await byTestId('nft-extended').waitFor();
    await page.locator('[data-testid="nft-bid-row"][data-mine="true"]').waitFor();
    expect(await byTestId('nft-current-bid').innerText()).toBe('100.00 USDT');
    expect(await byTestId('nft-min-bid').innerText()).toBe('110.00 USDT');
    await page.locator('[data-testid="nft-bid-row"][data-mine="true"]').waitFor();
    await byTestId('nft-auction').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settle(page);
    j.toDocs(await j.shot('nft-auction.png'), docs('nft-auction.png'));
    // held: the deposit 20 and the bid 100
    expect(await spotShown(j, 'USDT')).toBe('760 / 120');
  });

  it('(3) buys a blind box, opens it after the confirmation, and verifies every draw once the series ends', async () => {
    const { page, server, byTestId } = j;
    const gold = await upload('pearl.png', 'image/png');
    const now = Date.now();
    const series = await call<NftBoxSeries>(j, 'ops/nft/box_series/save', ops, {
      uid: artistUid,
      name: SERIES,
      description: 'Three boxes: one Gold, two Silver.',
      cover: picture,
      currency_id: USDT,
      price: '10',
      start_time: new Date(now - 5_000).toISOString(),
      end_time: new Date(now + 60_000).toISOString(),
      prizes: [
        { name: `Gold ${tag}`, rarity: 'SSR', media: gold.url, count: 1 },
        { name: `Silver ${tag}`, rarity: 'R', media: picture, count: 2 },
      ],
    });
    seriesId = series.id;
    expect(series.total).toBe(3);
    expect(series.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(series.seed).toBe('');

    // the blind-box tab: the series' boxes; buy one
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/nft?tab=3`);
    const search = byTestId('nft-search').locator('input');
    await search.fill(SERIES);
    await search.press('Enter');
    // (the unfiltered list may show until the search answers: wait for the series' own boxes)
    const box = page
      .locator('[data-testid="nft-grid"] [data-testid^="nft-card-"]', { hasText: SERIES })
      .first();
    await box.waitFor();
    const boxCode = (await box.getAttribute('data-code')) ?? '';
    await box.locator('.nft-card-open').click();
    await byTestId('nft-box').waitFor();
    await byTestId('nft-odds').waitFor(); // the series (odds, commitment) loads after the item
    expect(await byTestId('nft-odds-row').count()).toBe(2);
    expect(await byTestId('nft-odds').innerText()).toContain('33.33%');
    expect(await byTestId('nft-commitment').innerText()).toBe(series.commitment);
    await byTestId('nft-buy').click();
    await byTestId('nft-buy-summary').waitFor();
    await confirmDialog('nft-buy-confirm');

    // My NFTs: open it (confirmation) → the reveal sheet with the prize
    await byTestId('nft-my-page').waitFor();
    const mine = byTestId(`nft-card-${boxCode}`);
    await mine.waitFor();
    await mine.locator('[data-testid="nft-my-open"]').click();
    await confirmDialog('nft-open-confirm');
    await byTestId('nft-reveal').waitFor();
    const prize = await byTestId('nft-reveal-name').innerText();
    expect([`Gold ${tag}`, `Silver ${tag}`].some((p) => prize.includes(p))).toBe(true);
    expect(await byTestId('nft-reveal-seq').innerText()).toBe('Draw no. 1 of the series');
    await page.waitForTimeout(500);
    j.toDocs(await j.shot('nft-box-open.png'), docs('nft-box-open.png'));
    await byTestId('nft-reveal-verify').click();
    await byTestId('nft-verify-page').waitFor();
    await byTestId('nft-verify-pending').waitFor();

    // the series ends; the reveal job (every minute) draws the other two boxes and publishes the seed
    await expect
      .poll(async () => (await callAsUser<NftBoxSeries>(j, 'bind_box/getBoxSeries', { id: seriesId })).seed, {
        timeout: 200_000,
        interval: 5_000,
      })
      .not.toBe('');
    await page.reload();
    await byTestId('nft-verify-seed').waitFor();
    expect(await byTestId('nft-commitment-check').getAttribute('data-ok')).toBe('true');
    expect(await byTestId('nft-verify-all').getAttribute('data-ok')).toBe('true');
    const draws = page.locator('[data-testid="nft-verify-draw"]');
    expect(await draws.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await draws.nth(i).getAttribute('data-ok')).toBe('true');
    const counts = await byTestId('nft-verify-count-row').allInnerTexts();
    expect(counts.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      `Gold ${tag} 1 1`,
      `Silver ${tag} 2 2`,
    ]);
    await byTestId('nft-verify-result').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settle(page);
    j.toDocs(await j.shot('nft-verify.png'), docs('nft-verify.png'));
  }, 300_000);

  it('(2, end) after the extended end the close job opens an unread payment order; paying it moves the lot', async () => {
    const { page, server, byTestId } = j;
    // the end moved 10 minutes on; shifted into the past, the close job (every minute) closes it
    await shiftAuctionEndIntoPast(lotCode);
    /** The lot's payment order, as the user's order list has it. */
    const lotOrder = async () =>
      (await callAsUser<Paginated<NftOrder>>(j, 'bind_box/getNeedPayNFTOrder', { limit: 50 })).data.find(
        (o) => o.code === lotCode,
      );
    await expect
      .poll(async () => (await lotOrder())?.id ?? 0, { timeout: 150_000, interval: 5_000 })
      .toBeGreaterThan(0);

    // the centre shows the unread order; the records tab lists it unread with its deadline
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/mine`);
    await expect.poll(() => byTestId('nft-unread-badge').innerText()).toBe('1');
    await byTestId('nft-entry-pay').click();
    const order = page.locator('[data-testid^="nft-order-"][data-state="due"]').first();
    await order.waitFor();
    expect(await order.getAttribute('data-read')).toBe('0');
    await order.locator('[data-testid="nft-order-unread"]').waitFor();
    await order.locator('[data-testid="nft-order-countdown"]').waitFor();
    await settle(page);
    await j.shot('nft-order.png');
    await order.locator('[data-testid="nft-order-pay"]').click();
    await byTestId('nft-pay-summary').waitFor();
    expect(await byTestId('nft-pay-price').innerText()).toBe('100.00 USDT');

    // a confirmation never outlives its screen: Back closes it and nothing is paid, the bid and the deposit
    // are still held (1,000 − 120 − 10 = 870, of which 120 held)
    await backLeavesNothing(j, 'nft-pay-summary');
    await byTestId('nft-mine-page').waitFor();
    await page.waitForTimeout(1_500);
    expect((await lotOrder())?.is_pay).toBe(0);
    expect(await spotShown(j, 'USDT')).toBe('750 / 120');

    // back to the order: the confirmation opens again and pays
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/mine`);
    await byTestId('nft-entry-pay').click();
    const due = page.locator('[data-testid^="nft-order-"][data-state="due"]').first();
    await due.waitFor();
    await due.locator('[data-testid="nft-order-pay"]').click();
    await byTestId('nft-pay-summary').waitFor();
    expect(await byTestId('nft-pay-price').innerText()).toBe('100.00 USDT');
    await confirmDialog('nft-pay-confirm');

    // owned: in My NFTs; the bid's 100 was taken and the deposit came back
    await byTestId('nft-my-page').waitFor();
    await byTestId(`nft-card-${lotCode}`).waitFor();
    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${lotCode}`);
    await expect.poll(() => byTestId('nft-owner').innerText()).toBe('You');
    // 1,000 − 120 (artwork) − 10 (box) − 100 (auction) = 770, nothing held
    expect(await spotShown(j, 'USDT')).toBe('770 / 0');
  }, 300_000);
});
