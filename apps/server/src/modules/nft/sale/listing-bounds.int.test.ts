import { NFT_MAX_LISTING_DAYS, type NftItem } from '@meridian/contract/nft';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, post, type Reply } from '../../../../test/api';
import { operatorPost, spotUser, type SpotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger';
import { bid, insertAuction, margin, openHolds, refused, setEnd, usdt } from '../auction/auction.testing';
import * as items from '../nft.repo';
import { NFT_BID_REF, NFT_MARGIN_REF } from '../nft.deps';
import { insertItem, makeArtist, USDT } from '../nft.testing';

/**
 * Time bounds of NFT listings: no window may end in the year 9999 (bidders' deposits and leading bids would be
 * held for ever) or run longer than NFT_MAX_LISTING_DAYS, for owners (resale) and operators (artworks, blind-box
 * series) alike; and a seller may withdraw a resale listing nobody has put money on yet, never one with a bid
 * or a deposit.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const YEAR_9999 = '9999-12-31T23:59:00.000Z';

const resell = (u: SpotUser, body: Record<string, unknown>) =>
  post(t.app, '/bind_box/resellNFT', body, { token: u.token });
const withdraw = (u: SpotUser, code: string) =>
  post(t.app, '/bind_box/withdrawListing', { code }, { token: u.token });
const buy = (u: SpotUser, code: string) => post(t.app, '/bind_box/buyNFT', { code }, { token: u.token });

/** An item `owner` owns, not listed (bought before, its listing over). */
async function ownedItem(owner: SpotUser) {
  const creator = await spotUser(t);
  await makeArtist(t, creator.uid);
  return insertItem(t, creator.uid, { ownerId: owner.uid, onSale: false });
}

function refusal(r: Reply): string {
  expect(r.status).toBeLessThan(500);
  return refused(r);
}

async function itemCount(): Promise<number> {
  const r = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
    sql`SELECT count(*)::int AS n FROM nft_items`,
  );
  return r.rows[0]!.n;
}

describe('listing windows have a maximum', () => {
  it('a resale ending in the year 9999 or after the maximum is refused, and nothing is listed', async () => {
    const owner = await spotUser(t);
    const item = await ownedItem(owner);
    const auction = { code: item.code, pay_type: 2, price: '100', per_increase: '1' };
    // the wire refuses any time beyond its horizon, the year 9999 first of all
    const forever = [
      { code: item.code, pay_type: 1, price: '100', end_time: YEAR_9999 },
      { ...auction, start_time: at(60_000), end_time: YEAR_9999 },
      { ...auction, start_time: '9999-01-01T00:00:00.000Z', end_time: YEAR_9999 },
    ];
    for (const body of forever) expect(refusal(await resell(owner, body))).toBe('time_too_far');
    // the listing rule refuses a window longer than the maximum, or starting further ahead
    const tooLong = [
      { code: item.code, pay_type: 1, price: '100', end_time: at((NFT_MAX_LISTING_DAYS + 1) * DAY) },
      { ...auction, start_time: at(60_000), end_time: at((NFT_MAX_LISTING_DAYS + 1) * DAY) },
      // a start far ahead would hold nothing yet, but the listing could not be changed until then
      { ...auction, start_time: at(40 * DAY), end_time: at(41 * DAY) },
    ];
    for (const body of tooLong) expect(refusal(await resell(owner, body))).toBe('nft_window_too_long');
    const row = await items.findItem(t.database.db, item.id);
    expect([row!.onSale, row!.listingNo]).toEqual([false, 1]);
    // within the maximum, both modes list
    const fixed = ok<NftItem>(
      await resell(owner, { code: item.code, pay_type: 1, price: '100', end_time: at(29 * DAY) }),
    );
    expect(fixed.status).toBe(1);
  });

  it('the localised refusal names the maximum', async () => {
    const owner = await spotUser(t);
    const item = await ownedItem(owner);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/bind_box/resellNFT?lang=fra',
      headers: { authorization: owner.token },
      payload: { code: item.code, pay_type: 1, price: '100', end_time: at(60 * DAY) },
    });
    expect(r.json<{ message: string }>().message).toContain(`${NFT_MAX_LISTING_DAYS} jours`);
  });

  it('operators cannot create an artwork or a blind-box series ending in the year 9999 or too late', async () => {
    const artist = await spotUser(t);
    await makeArtist(t, artist.uid);
    const before = await itemCount();
    const media = 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png';
    const artwork = {
      uid: artist.uid,
      name: 'Forever',
      media,
      currency_id: USDT,
      price: '10',
      start_time: at(-60_000),
    };
    for (const body of [
      { ...artwork, pay_type: 1, end_time: YEAR_9999 },
      { ...artwork, pay_type: 2, per_increase: '1', end_time: YEAR_9999 },
    ])
      expect(refusal(await operatorPost(t, '/ops/nft/item/save', body))).toBe('time_too_far');
    for (const body of [
      { ...artwork, pay_type: 1, end_time: at((NFT_MAX_LISTING_DAYS + 1) * DAY) },
      { ...artwork, pay_type: 2, per_increase: '1', end_time: at((NFT_MAX_LISTING_DAYS + 1) * DAY) },
    ])
      expect(refusal(await operatorPost(t, '/ops/nft/item/save', body))).toBe('nft_window_too_long');
    const series = {
      uid: artist.uid,
      name: 'Forever boxes',
      cover: media,
      currency_id: USDT,
      price: '5',
      start_time: at(-60_000),
      end_time: YEAR_9999,
      prizes: [{ name: 'P', rarity: 'N', media, count: 2 }],
    };
    expect(refusal(await operatorPost(t, '/ops/nft/box_series/save', series))).toBe('time_too_far');
    const longSeries = { ...series, end_time: at((NFT_MAX_LISTING_DAYS + 1) * DAY) };
    expect(refusal(await operatorPost(t, '/ops/nft/box_series/save', longSeries))).toBe(
      'nft_window_too_long',
    );
    expect(await itemCount()).toBe(before);
  });
});

describe('withdrawing a resale listing', () => {
  it('with no bid: the item leaves the market, stays the owner’s, nothing is held or released', async () => {
    const owner = await spotUser(t, { [USDT]: '10' });
    const buyer = await spotUser(t, { [USDT]: '500' });
    const item = await ownedItem(owner);
    ok(await resell(owner, { code: item.code, pay_type: 1, price: '100' }));
    const balances = [await usdt(t, owner.uid), await usdt(t, buyer.uid)];

    const view = ok<NftItem>(await withdraw(owner, item.code));
    expect([view.status, view.resell_nft_status, view.owner_id]).toEqual([0, 0, owner.uid]);
    expect([await usdt(t, owner.uid), await usdt(t, buyer.uid)]).toEqual(balances);
    expect(refusal(await buy(buyer, item.code))).toBe('nft_not_on_sale');
    expect(refusal(await withdraw(owner, item.code))).toBe('nft_not_on_sale');
    // listed again later, it sells as usual
    ok(await resell(owner, { code: item.code, pay_type: 1, price: '100' }));
    ok(await buy(buyer, item.code));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('an auction not started yet, or started without bids or deposits, can be withdrawn', async () => {
    const owner = await spotUser(t);
    const item = await ownedItem(owner);
    ok(
      await resell(owner, {
        code: item.code,
        pay_type: 2,
        price: '100',
        per_increase: '1',
        start_time: at(DAY),
        end_time: at(2 * DAY),
      }),
    );
    expect(ok<NftItem>(await withdraw(owner, item.code)).status).toBe(0);
    const creator = await spotUser(t);
    await makeArtist(t, creator.uid);
    const live = await insertAuction(t, creator.uid, owner.uid);
    ok(await withdraw(owner, live.code));
    // past its end, the close job has nothing to close: no payment order, no hold
    await setEnd(t, live.id, new Date(Date.now() - 60_000));
    await t.services.nftAuctions.closer.closeDue();
    const row = await items.findItem(t.database.db, live.id);
    expect([row!.onSale, row!.lockOrder, row!.ownerId]).toEqual([false, false, owner.uid]);
  });

  it('with a bid or a deposit: refused, the listing and every hold as they were', async () => {
    const creator = await spotUser(t);
    await makeArtist(t, creator.uid);
    const owner = await spotUser(t);
    const a = await spotUser(t, { [USDT]: '1000' });
    const b = await spotUser(t, { [USDT]: '1000' });

    const deposited = await insertAuction(t, creator.uid, owner.uid);
    ok(await margin(t, a, deposited.code));
    expect(refusal(await withdraw(owner, deposited.code))).toBe('nft_listing_has_bids');

    const bidOn = await insertAuction(t, creator.uid, owner.uid);
    ok(await margin(t, b, bidOn.code));
    ok(await bid(t, b, bidOn.code, '100'));
    expect(refusal(await withdraw(owner, bidOn.code))).toBe('nft_listing_has_bids');

    for (const row of [deposited, bidOn]) {
      const now = await items.findItem(t.database.db, row.id);
      expect([now!.onSale, now!.resell]).toEqual([true, true]);
    }
    expect(await openHolds(t, a.uid, NFT_MARGIN_REF)).toEqual(['50']);
    expect(await openHolds(t, b.uid, NFT_MARGIN_REF)).toEqual(['50']);
    expect(await openHolds(t, b.uid, NFT_BID_REF)).toEqual(['100']);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('racing a deposit: either the withdrawal or the deposit wins, never both', async () => {
    const creator = await spotUser(t);
    await makeArtist(t, creator.uid);
    const owner = await spotUser(t);
    const bidder = await spotUser(t, { [USDT]: '1000' });
    for (let round = 0; round < 6; round++) {
      const lot = await insertAuction(t, creator.uid, owner.uid);
      const [w, m] = await Promise.all([withdraw(owner, lot.code), margin(t, bidder, lot.code)]);
      expect([w.status, m.status].every((s) => s < 500)).toBe(true);
      const withdrawn = w.body.type === 'ok';
      const deposited = m.body.type === 'ok';
      expect(withdrawn !== deposited, `round ${round}: ${JSON.stringify([w.body, m.body])}`).toBe(true);
      const row = await items.findItem(t.database.db, lot.id);
      expect(row!.onSale).toBe(deposited);
    }
    // every deposit that won is still held; none was taken from a withdrawn listing
    const held = await openHolds(t, bidder.uid, NFT_MARGIN_REF);
    expect(held.every((h) => h === '50')).toBe(true);
    expect(await usdt(t, bidder.uid)).toEqual([String(1000 - 50 * held.length), String(50 * held.length)]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('only the owner, and only a resale: not someone else’s item, not an operator’s first listing', async () => {
    const owner = await spotUser(t);
    const other = await spotUser(t);
    const item = await ownedItem(owner);
    ok(await resell(owner, { code: item.code, pay_type: 1, price: '100' }));
    expect(refusal(await withdraw(other, item.code))).toBe('nft_not_owner');
    const creator = await spotUser(t);
    await makeArtist(t, creator.uid);
    const primary = await insertItem(t, creator.uid);
    expect(refusal(await withdraw(creator, primary.code))).toBe('nft_not_on_sale');
    expect(refusal(await withdraw(owner, 'ffffffffffffffff'))).toBe('nft_not_found');
  });
});
