import { type Paginated } from '@meridian/contract';
import {
  type NftArtist,
  type NftDetail,
  type NftItem,
  type NftSale,
  type NftSeries,
  NFT_PAY_TYPE,
} from '@meridian/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok, post } from '../../../../test/api';
import { spotUser, type SpotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { insertItem, makeArtist, USDT } from '../nft.testing';
import { nftCollections, type NftItemRow } from '../nft.schema';

/** The marketplace list with every filter, an item's page, artists, collections, favourites. */

let t: TestApp;
useTestApp((app) => (t = app));

const HOUR = 3_600_000;
const BTC = 1;
let artist: SpotUser;
let other: SpotUser;
let viewer: SpotUser;
let collectionId: number;
const items: Record<string, NftItemRow> = {};

beforeAll(async () => {
  artist = await spotUser(t);
  other = await spotUser(t);
  viewer = await spotUser(t, { [USDT]: '321.5' });
  await makeArtist(t, artist.uid, 'Ada Artist');
  await makeArtist(t, other.uid, 'Otto Other');
  const [c] = await t.database.db
    .insert(nftCollections)
    .values({ artistId: artist.uid, name: 'Blue period' })
    .returning();
  collectionId = c!.id;
  const now = Date.now();
  // one item per distinguishing property; "plain" has none of them
  items.plain = await insertItem(t, other.uid, { name: 'Plain fixed' });
  items.btc = await insertItem(t, other.uid, { name: 'Priced in BTC', currencyId: BTC, price: '0.5' });
  items.auction = await insertItem(t, other.uid, {
    name: 'Auction lot',
    payType: NFT_PAY_TYPE.auction,
    perIncrease: '5',
    margin: '10',
  });
  items.upcoming = await insertItem(t, other.uid, {
    name: 'Upcoming',
    startAt: new Date(now + HOUR),
    endAt: new Date(now + 2 * HOUR),
  });
  items.ended = await insertItem(t, other.uid, {
    name: 'Window over',
    startAt: new Date(now - 2 * HOUR),
    endAt: new Date(now - HOUR),
  });
  items.sold = await insertItem(t, other.uid, { name: 'Sold one', onSale: false });
  items.video = await insertItem(t, other.uid, { name: 'Moving', type: 4, mediaMime: 'video/webm' });
  items.keyword = await insertItem(t, other.uid, { name: 'Quiet', description: 'a lighthouse at night' });
  items.collected = await insertItem(t, artist.uid, { name: 'In a collection', collectionId, rarity: 'SR' });
  items.hidden = await insertItem(t, other.uid, { name: 'Hidden one', hidden: true });
  items.demo = await insertItem(t, other.uid, { name: 'Demo one (demo)', isDemo: true });
});

type List = Paginated<NftItem>;
const list = async (q: Record<string, string> = {}) =>
  ok<List>(await get(t.app, '/bind_box/getBoxList', { limit: '50', ...q }, { token: viewer.token }));
const codes = (l: List) => l.data.map((i) => i.code).sort();
const codesOf = (...keys: string[]) => keys.map((k) => items[k]!.code).sort();

describe('getBoxList', () => {
  it('lists every listed item newest first; hidden ones and demo ones (demo content off) are not listed', async () => {
    const all = await list();
    expect(all.total).toBe(9);
    expect(codes(all)).toEqual(
      codesOf('plain', 'btc', 'auction', 'upcoming', 'ended', 'sold', 'video', 'keyword', 'collected'),
    );
    expect(all.data.map((i) => i.id)).toEqual([...all.data.map((i) => i.id)].sort((a, b) => b - a));
    const page2 = await get(t.app, '/bind_box/getBoxList', { page: '2', limit: '4' });
    expect(ok<List>(page2).data.map((i) => i.id)).toEqual(all.data.slice(4, 8).map((i) => i.id));
  });

  it('filters by currency, pay type, status (1 on sale, 2 not started, 0 ended), type, keyword, collection, creator, rarity', async () => {
    expect(codes(await list({ currency: String(BTC) }))).toEqual(codesOf('btc'));
    expect(codes(await list({ pay_type: '2' }))).toEqual(codesOf('auction'));
    expect(codes(await list({ status: '2' }))).toEqual(codesOf('upcoming'));
    expect(codes(await list({ status: '0' }))).toEqual(codesOf('ended', 'sold'));
    expect(codes(await list({ status: '1' }))).toEqual(
      codesOf('plain', 'btc', 'auction', 'video', 'keyword', 'collected'),
    );
    expect((await list({ status: '1' })).data.every((i) => i.status === 1 && i.buy_status === 1)).toBe(true);
    expect(codes(await list({ type: '4' }))).toEqual(codesOf('video'));
    expect(codes(await list({ keyword: 'LIGHTHOUSE' }))).toEqual(codesOf('keyword'));
    expect(codes(await list({ keyword: 'quiet' }))).toEqual(codesOf('keyword'));
    expect(codes(await list({ keyword: '%' }))).toEqual([]);
    expect(codes(await list({ collection_id: String(collectionId) }))).toEqual(codesOf('collected'));
    expect(codes(await list({ uid: String(artist.uid) }))).toEqual(codesOf('collected'));
    expect(codes(await list({ rarity: 'SR' }))).toEqual(codesOf('collected'));
    expect(codes(await list({ pay_type: '1', status: '0', keyword: 'sold' }))).toEqual(codesOf('sold'));
  });

  it('names the currency, creator, owner and collection', async () => {
    const item = (await list({ collection_id: String(collectionId) })).data[0]!;
    expect([item.currency_name, item.author_name, item.owner_name, item.collection_name]).toEqual([
      'USDT',
      'Ada Artist',
      'Ada Artist',
      'Blue period',
    ]);
  });
});

describe('getBoxDetail', () => {
  it('by id or code: the viewer balance, owner flag, favourites and history newest first', async () => {
    const item = await insertItem(t, artist.uid, { name: 'History piece', price: '10', startPrice: '10' });
    const buyer = await spotUser(t, { [USDT]: '100' });
    ok(await post(t.app, '/bind_box/buyNFT', { code: item.code }, { token: buyer.token }));
    ok(
      await post(
        t.app,
        '/bind_box/resellNFT',
        { code: item.code, pay_type: 1, price: '20' },
        { token: buyer.token },
      ),
    );
    ok(await post(t.app, '/bind_box/buyNFT', { code: item.code }, { token: viewer.token }));
    ok(await post(t.app, '/bind_box/collect', { code: item.code }, { token: viewer.token }));

    const byId = ok<NftDetail>(
      await get(t.app, '/bind_box/getBoxDetail', { id: String(item.id) }, { token: viewer.token }),
    );
    const byCode = ok<NftDetail>(
      await get(t.app, '/bind_box/getBoxDetail', { code: item.code }, { token: viewer.token }),
    );
    expect(byCode).toEqual(byId);
    expect([byId.viewer_is_owner, byId.user_balance, byId.collect, byId.collect_number]).toEqual([
      true,
      '301.5',
      true,
      1,
    ]);
    expect(byId.history.map((h) => [h.price, h.side])).toEqual([
      ['20', 'buy'],
      ['10', ''],
    ]);
    expect(byId.auction).toBeNull();
    expect(byId.media_sha256).toBe(item.mediaSha256);

    const visitor = ok<NftDetail>(await get(t.app, '/bind_box/getBoxDetail', { id: String(item.id) }));
    expect([visitor.viewer_is_owner, visitor.user_balance, visitor.collect]).toEqual([false, '0', false]);
    expect((await get(t.app, '/bind_box/getBoxDetail', { id: '99999999' })).body.code).toBe('nft_not_found');

    const mine = ok<List>(await post(t.app, '/bind_box/getMyNFTs', {}, { token: viewer.token }));
    expect(mine.data.map((i) => i.code)).toEqual([item.code]);
    const bought = ok<Paginated<NftSale>>(
      await post(t.app, '/bind_box/getMyPurchases', { side: 'buy' }, { token: viewer.token }),
    );
    expect(bought.data.map((s) => [s.code, s.side, s.price])).toEqual([[item.code, 'buy', '20']]);
    const sold = ok<Paginated<NftSale>>(
      await post(t.app, '/bind_box/getMyPurchases', { side: 'sell' }, { token: buyer.token }),
    );
    expect(sold.data.map((s) => [s.side, s.seller_amount])).toEqual([['sell', '18.5']]);
    const all = ok<Paginated<NftSale>>(
      await post(t.app, '/bind_box/getMyPurchases', {}, { token: buyer.token }),
    );
    expect(all.data.map((s) => s.side)).toEqual(['sell', 'buy']);
  });
});

describe('artists, collections, favourites, currencies', () => {
  it('collect toggles a favourite; getCollection lists mine', async () => {
    const code = items.plain!.code;
    const on = ok<{ collect: boolean; collect_number: number }>(
      await post(t.app, '/bind_box/collect', { code }, { token: other.token }),
    );
    expect(on).toEqual({ collect: true, collect_number: 1 });
    const mine = ok<List>(await get(t.app, '/bind_box/getCollection', {}, { token: other.token }));
    expect(mine.data.map((i) => i.code)).toEqual([code]);
    const off = ok<{ collect: boolean; collect_number: number }>(
      await post(t.app, '/bind_box/collect', { code }, { token: other.token }),
    );
    expect(off).toEqual({ collect: false, collect_number: 0 });
    expect(ok<List>(await get(t.app, '/bind_box/getCollection', {}, { token: other.token })).total).toBe(0);
  });

  it('artists with their counts; an artist page with artworks and collections; collections by artist', async () => {
    const artists = ok<Paginated<NftArtist>>(await get(t.app, '/bind_box/getArtist', { limit: '50' }));
    const ada = artists.data.find((a) => a.uid === artist.uid)!;
    expect([ada.name, ada.artworks_number]).toEqual(['Ada Artist', 2]);
    const detail = ok<
      NftArtist & { artworks: NftItem[]; collects: NftSeries[]; artworks_collect_number: number }
    >(await get(t.app, '/bind_box/getArtistDetail', { uid: String(artist.uid) }));
    expect(detail.artworks.map((i) => i.name).sort()).toEqual(['History piece', 'In a collection']);
    expect(detail.collects.map((c) => [c.name, c.items_number])).toEqual([['Blue period', 1]]);
    expect(detail.artworks_collect_number).toBe(1);
    expect((await get(t.app, '/bind_box/getArtistDetail', { uid: String(viewer.uid) })).body.code).toBe(
      'nft_artist_invalid',
    );
    const series = ok<Paginated<NftSeries>>(
      await get(t.app, '/bind_box/getSeries', { uid: String(artist.uid) }),
    );
    expect(series.data.map((s) => [s.name, s.author_name])).toEqual([['Blue period', 'Ada Artist']]);
    expect(
      ok<Paginated<NftSeries>>(await get(t.app, '/bind_box/getSeries', { uid: String(other.uid) })).total,
    ).toBe(0);
  });

  it('currencies of listed items, USDT always', async () => {
    const cur = ok<{ id: number; name: string }[]>(await get(t.app, '/bind_box/getNftCurrency'));
    expect(cur).toEqual([
      { id: BTC, name: 'BTC' },
      { id: USDT, name: 'USDT' },
    ]);
  });
});
