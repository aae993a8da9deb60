import type { Paginated } from '@meridian/contract';
import type { OpsNftItem, OpsNftMedia } from '@meridian/contract/nft';
import type { OptionsOrder } from '@meridian/contract/options';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin } from './console';
import { call, fundByDeposit } from './funding';
import { REPO_ROOT, bootJourney, callAsUser, settle, signUp, spotShown } from './harness';

/**
 * One intent, one idempotency key, in the real app at 390×844:
 * - an options order whose reply is lost on the way back (the server placed it) is sent again from the
 *   ticket: both requests carry the same Idempotency-Key, the second is answered with the first order, and
 *   the user has exactly one order;
 * - an order refused by the server (a second order within the same second) is followed by Down with the same
 *   stake: that is another intent with its own key, so it is placed (not `idempotency_key_reused`);
 * - buying an NFT whose reply is lost is confirmed again: the same key, the purchase is answered once (the
 *   item is the user's, 120 USDT left the balance once) instead of "sold" to its own buyer.
 */

const j = bootJourney();
const { byTestId, input } = j;
const docs = (name: string) => `issue30/${name}`;
const stamp = Date.now();
const tag = String(stamp).slice(-5);
const ARTIST_EMAIL = `intent-artist.${stamp}@example.com`;
const MEDIA = path.join(REPO_ROOT, 'apps/server/src/modules/nft/demo/media');

/** Lets the request reach the server, then drops its reply: the client never learns the outcome. */
async function loseReply(route: Route): Promise<void> {
  await route.fetch();
  await route.abort('connectionreset');
}

/** The Idempotency-Key of every request to `url` while `handle` decides what becomes of each. */
async function intercept(url: string, handle: (route: Route, n: number) => Promise<void>): Promise<string[]> {
  const keys: string[] = [];
  await j.page.route(`**/api/${url}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await handle(route, keys.length);
  });
  return keys;
}

/** Clicks the confirm button of the open dialog once its opening animation is over. */
async function confirmDialog(testId: string): Promise<void> {
  await j.page.waitForTimeout(400);
  await byTestId(testId).click();
}

async function myOptionOrders(): Promise<OptionsOrder[]> {
  const lists = await Promise.all(
    [1, 3].map((status) =>
      callAsUser<Paginated<OptionsOrder>>(j, 'microtrade/lists', { status, page: 1, limit: 50 }),
    ),
  );
  return lists.flatMap((l) => l.data);
}

let ops = '';
let artistUid = 0;

describe('one intent, one idempotency key', () => {
  it('sets up an artist with an artwork and a user with 1,000 USDT (500 on the options account)', async () => {
    const { page, server } = j;
    await signUp(j, ARTIST_EMAIL, 'Secret#2024');
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await signUp(j, `intent-user.${stamp}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '1000');
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '500',
      from_field: 'change',
      to_field: 'micro',
    });
    const opEmail = `intent-ops.${stamp}@meridian.test`;
    createOperator(server, opEmail, 'Operator#2024');
    ops = (await opsLogin(j.server.baseUrl, opEmail, 'Operator#2024')).token;
    artistUid = (
      await call<{ uid: number }>(j, 'ops/nft/artist/save', ops, {
        account: ARTIST_EMAIL,
        name: `Intent Artist ${tag}`,
        bio: 'Paints for the idempotency journey.',
      })
    ).uid;
  });

  it('an options order whose reply was lost is sent again with the same key and placed once', async () => {
    const { page, server } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index2?symbol=BTC/USDT`);
    await byTestId('options-ticket').waitFor();
    await byTestId('options-tier-30').click();
    await input('options-stake').fill('100');
    const keys = await intercept('microtrade/submit', (route, n) =>
      n === 1 ? loseReply(route) : route.continue(),
    );

    await byTestId('options-up').click();
    await confirmDialog('options-confirm');
    // the reply never came: the http helper says so and nothing is shown as placed
    await expect.poll(() => keys.length).toBe(1);
    await settle(page);
    expect(await byTestId('options-placed').count()).toBe(0);
    await expect.poll(async () => (await myOptionOrders()).length).toBe(1);

    // the user tries again: the same intent, the same key; the server answers with the first order
    await byTestId('options-up').click();
    await confirmDialog('options-confirm');
    await byTestId('options-placed').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders = await myOptionOrders();
    expect(orders).toHaveLength(1);
    expect(Number(orders[0]!.number)).toBe(100);
    await page.unroute('**/api/microtrade/submit');
    await settle(page);
  }, 120_000);

  it('after a refusal, Down with the same stake is a new intent and is placed', async () => {
    const { page } = j;
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    // wait out the one-order-per-second rule after the first order
    await page.waitForTimeout(1_200);
    const keys = await intercept('microtrade/submit', async (route, n) => {
      // another device places an order just before this one: the server refuses this one (too fast)
      if (n === 1)
        await call(j, 'microtrade/submit', token, {
          match_id: (route.request().postDataJSON() as { match_id: number }).match_id,
          currency_id: 3,
          type: 1,
          seconds: 30,
          number: '10',
        });
      await route.continue();
    });
    const replies: { type: string; code?: string }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/microtrade/submit'))
        void r.json().then((body: { type: string; code?: string }) => replies.push(body));
    });

    await byTestId('options-up').click();
    await confirmDialog('options-confirm');
    await expect.poll(() => replies.length).toBe(1);
    expect(replies[0]).toMatchObject({ type: 'error', code: 'microtrade_too_fast' });
    await settle(page);
    await page.waitForTimeout(1_200);

    await byTestId('options-down').click();
    await confirmDialog('options-confirm');
    await byTestId('options-placed').waitFor();
    await expect.poll(() => replies.length).toBe(2);
    expect(replies[1]!.type).toBe('ok');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    const orders = await myOptionOrders();
    // the first order, the other device's and Down: nothing else
    expect(orders).toHaveLength(3);
    expect(orders.filter((o) => o.type === 2)).toHaveLength(1);
    await page.unroute('**/api/microtrade/submit');
    await settle(page);
    j.toDocs(await j.shot('idempotency-options-down.png'), docs('idempotency-options-down-after.png'));
  }, 120_000);

  it('an NFT bought while its reply was lost is confirmed again: bought once, not "sold"', async () => {
    const { page, server } = j;
    const form = new FormData();
    form.append('uid', String(artistUid));
    form.append(
      'file',
      new Blob([readFileSync(path.join(MEDIA, 'harbour.png'))], { type: 'image/png' }),
      'harbour.png',
    );
    const res = await fetch(`${server.baseUrl}/api/ops/nft/media`, {
      method: 'POST',
      headers: { authorization: ops },
      body: form,
    });
    const media = ((await res.json()) as { message: OpsNftMedia }).message;
    const now = Date.now();
    const item = await call<OpsNftItem>(j, 'ops/nft/item/save', ops, {
      uid: artistUid,
      media: media.url,
      currency_id: 3,
      royalty_bps: 500,
      rarity: 'SR',
      name: `Intent Harbour ${tag}`,
      description: 'Bought once, whatever the network does.',
      pay_type: 1,
      price: '120',
      start_time: new Date(now - 5_000).toISOString(),
      end_time: new Date(now + 86_400_000).toISOString(),
    });

    await page.goto(`${server.baseUrl}/h5/#/pages/nft/artworkDetail?code=${item.code}`);
    await byTestId('nft-detail').waitFor();
    // the network drops: the purchase reaches the server but its reply is lost, and so are the page's reloads
    let offline = true;
    const keys: string[] = [];
    await page.route('**/api/bind_box/**', async (route) => {
      if (route.request().url().includes('/api/bind_box/buyNFT')) {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys.length === 1) return loseReply(route);
        return route.continue();
      }
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await byTestId('nft-buy').click();
    await byTestId('nft-buy-summary').waitFor();
    await confirmDialog('nft-buy-confirm');
    await expect.poll(() => keys.length).toBe(1);
    await settle(page);
    await page.waitForTimeout(2_500); // the reloads' one retry fails too
    expect(await byTestId('nft-my-page').count()).toBe(0);

    // back online, the user taps Buy again: the same intent, so the server answers with the first purchase
    offline = false;
    await byTestId('nft-buy').click();
    await byTestId('nft-buy-summary').waitFor();
    await confirmDialog('nft-buy-confirm');
    await byTestId('nft-my-page').waitFor();
    await byTestId(`nft-card-${item.code}`).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.unroute('**/api/bind_box/**');
    await settle(page);
    j.toDocs(await j.shot('idempotency-nft.png'), docs('idempotency-nft-after.png'));
    // 1,000 − 500 to the options account − 120 once
    expect(await spotShown(j, 'USDT')).toBe('380 / 0');
  }, 120_000);
});
