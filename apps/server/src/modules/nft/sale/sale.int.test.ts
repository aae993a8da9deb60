import { Decimal } from '@meridian/contract';
import { nftSaleSplit, type NftItem, type NftSale, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, post, uniqueIp } from '../../../../test/api';
import { spotBalance, spotUser, type SpotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger';
import { feesBalance, insertItem, makeArtist, USDT } from '../nft.testing';
import { nftItems, nftSales } from '../nft.schema';

/**
 * BuyNFT under 50 concurrent buyers (one wins, one payment, exact split), a resale
 * paying the creator's royalty with exact balances, and the resale rules with messages.
 */

let t: TestApp;
useTestApp((app) => (t = app));

let creator: SpotUser;
beforeAll(async () => {
  creator = await spotUser(t);
  await makeArtist(t, creator.uid);
});

const buy = (u: SpotUser, code: string) =>
  post(t.app, '/bind_box/buyNFT', { code }, { token: u.token, ip: uniqueIp() });
const resell = (u: SpotUser, body: Record<string, unknown>) =>
  post(t.app, '/bind_box/resellNFT', body, { token: u.token, ip: uniqueIp() });
const usdt = async (u: { uid: number }) => (await spotBalance(t, u.uid, USDT)).available;
const codeOf = (r: { body: { code?: string } }) => r.body.code;

describe('buyNFT under concurrency', () => {
  it('50 funded buyers at once: exactly one ok, one sale, one owner, the buyer debited once, split exact', async () => {
    const seller = await spotUser(t);
    const price = '100';
    const item = await insertItem(t, creator.uid, {
      ownerId: seller.uid,
      resell: true,
      listingNo: 2,
      price,
      startPrice: price,
    });
    const buyers: SpotUser[] = [];
    for (let i = 0; i < 50; i += 10)
      buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => spotUser(t, { [USDT]: '1000' })))));
    const fees0 = await feesBalance(t);
    const creator0 = await usdt(creator);

    const replies = await Promise.all(buyers.map((b) => buy(b, item.code)));
    const wins = replies.flatMap((r, i) => (r.body.type === 'ok' ? [i] : []));
    expect(wins).toHaveLength(1);
    expect(replies.filter((r) => r.body.type !== 'ok').map(codeOf)).toEqual(
      Array(49).fill('nft_not_on_sale'),
    );
    const winner = buyers[wins[0]!]!;
    const sale = ok<NftSale>(replies[wins[0]!]!);
    expect(sale.side).toBe('buy');

    const sales = await t.database.db.select().from(nftSales).where(eq(nftSales.itemId, item.id));
    expect(sales).toHaveLength(1);
    const [row] = await t.database.db.select().from(nftItems).where(eq(nftItems.id, item.id));
    expect(row!.ownerId).toBe(winner.uid);
    expect(row!.onSale).toBe(false);
    expect(row!.resell).toBe(false);
    expect(new Decimal(row!.lastPrice!).toFixed()).toBe('100');

    const split = nftSaleSplit(price, 500, false, 6);
    expect([split.fee.toFixed(), split.royalty.toFixed(), split.seller.toFixed()]).toEqual([
      '2.5',
      '5',
      '92.5',
    ]);
    for (const [i, b] of buyers.entries())
      expect((await usdt(b)).toFixed()).toBe(i === wins[0] ? '900' : '1000');
    expect((await usdt(seller)).toFixed()).toBe('92.5');
    expect((await usdt(creator)).minus(creator0).toFixed()).toBe('5');
    expect((await feesBalance(t)).minus(fees0).toFixed()).toBe('2.5');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('resale pays the creator a royalty', () => {
  it('creator sells at 1000 (fee 25, seller 975); the owner resells at 1000: fee 25, royalty 50, seller 925', async () => {
    const a = await spotUser(t, { [USDT]: '1000' });
    const b = await spotUser(t, { [USDT]: '1500' });
    const item = await insertItem(t, creator.uid, { price: '1000', startPrice: '1000', royaltyBps: 500 });
    const creator0 = await usdt(creator);
    const fees0 = await feesBalance(t);

    expect(ok<NftSale>(await buy(a, item.code)).seller_amount).toBe('975');
    expect((await usdt(a)).toFixed()).toBe('0');
    expect((await usdt(creator)).minus(creator0).toFixed()).toBe('975');

    const listed = ok<NftItem>(await resell(a, { code: item.code, pay_type: 1, price: '1000' }));
    expect([listed.status, listed.resell_nft_status, listed.pay_type, listed.owner_id]).toEqual([
      1,
      1,
      1,
      a.uid,
    ]);
    const sale = ok<NftSale>(await buy(b, item.code));
    expect([sale.price, sale.fee, sale.royalty, sale.seller_amount, sale.kind]).toEqual([
      '1000',
      '25',
      '50',
      '925',
      'fixed',
    ]);
    expect((await usdt(a)).toFixed()).toBe('925');
    expect((await usdt(b)).toFixed()).toBe('500');
    expect((await usdt(creator)).minus(creator0).toFixed()).toBe('1025');
    expect((await feesBalance(t)).minus(fees0).toFixed()).toBe('50');

    const purchases = ok<{ data: NftSale[] }>(
      await post(t.app, '/bind_box/getMyPurchases', { side: 'royalty' }, { token: creator.token }),
    ).data.filter((s) => s.code === item.code);
    expect(purchases.map((s) => [s.side, s.royalty])).toEqual([['royalty', '50']]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses an auction, a buyer without the price, the owner, and an item outside its window', async () => {
    const poor = await spotUser(t, { [USDT]: '10' });
    const fixed = await insertItem(t, creator.uid);
    expect(codeOf(await buy(poor, fixed.code))).toBe('insufficient_balance');
    expect(codeOf(await buy(creator, fixed.code))).toBe('nft_own_item');
    const auction = await insertItem(t, creator.uid, {
      payType: NFT_PAY_TYPE.auction,
      perIncrease: '1',
      margin: '10',
    });
    const rich = await spotUser(t, { [USDT]: '1000' });
    expect(codeOf(await buy(rich, auction.code))).toBe('nft_not_on_sale');
    const later = await insertItem(t, creator.uid, {
      startAt: new Date(Date.now() + 3_600_000),
      endAt: new Date(Date.now() + 7_200_000),
    });
    expect(codeOf(await buy(rich, later.code))).toBe('nft_not_on_sale');
    expect(codeOf(await buy(rich, 'ab'.repeat(16)))).toBe('nft_not_found');
    expect((await usdt(poor)).toFixed()).toBe('10');
  });
});

describe('resellNFT rules (spec §8)', () => {
  async function owned(u: SpotUser) {
    return insertItem(t, creator.uid, { ownerId: u.uid, onSale: false, resell: false, listingNo: 1 });
  }
  const hour = 3_600_000;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('owner only; not while a payment is open; not while its listing is live', async () => {
    const a = await spotUser(t);
    const other = await spotUser(t);
    const item = await owned(a);
    const notOwner = await resell(other, { code: item.code, pay_type: 1, price: '5' });
    expect([codeOf(notOwner), notOwner.body.message]).toEqual([
      'nft_not_owner',
      'Only the owner of this item can do this',
    ]);

    await t.database.db.update(nftItems).set({ lockOrder: true }).where(eq(nftItems.id, item.id));
    expect(codeOf(await resell(a, { code: item.code, pay_type: 1, price: '5' }))).toBe('nft_payment_open');
    await t.database.db.update(nftItems).set({ lockOrder: false }).where(eq(nftItems.id, item.id));

    const listed = ok<NftItem>(await resell(a, { code: item.code, pay_type: 1, price: '5' }));
    expect(listed.price).toBe('5');
    const again = await resell(a, { code: item.code, pay_type: 1, price: '6' });
    expect([codeOf(again), again.body.message]).toEqual([
      'nft_on_resale',
      'This item is already listed; withdraw that listing first (possible until someone bids or pays a deposit)',
    ]);
    const [row] = await t.database.db.select().from(nftItems).where(eq(nftItems.id, item.id));
    expect([row!.listingNo, new Decimal(row!.price).toFixed()]).toEqual([2, '5']);
  });

  it('auction: start in the future, end after the start, a step; default deposit 10 % of the price', async () => {
    const a = await spotUser(t);
    const item = await owned(a);
    const base = { code: item.code, pay_type: 2, price: '200', per_increase: '10' };
    const past = await resell(a, { ...base, start_time: at(-hour), end_time: at(hour) });
    expect([codeOf(past), past.body.message]).toEqual([
      'nft_start_in_past',
      'The start time must be in the future',
    ]);
    const inverted = await resell(a, { ...base, start_time: at(2 * hour), end_time: at(hour) });
    expect([codeOf(inverted), inverted.body.message]).toEqual([
      'nft_end_before_start',
      'The end time must be later than the start time',
    ]);
    const noStep = await resell(a, {
      code: item.code,
      pay_type: 2,
      price: '200',
      start_time: at(hour),
      end_time: at(2 * hour),
    });
    expect(codeOf(noStep)).toBe('nft_price_invalid');
    expect(codeOf(await resell(a, { ...base, start_time: 'tomorrow', end_time: at(2 * hour) }))).toBe(
      'parameter_error',
    );
    expect(
      codeOf(await resell(a, { ...base, price: '1.1234567', start_time: at(hour), end_time: at(2 * hour) })),
    ).toBe('nft_price_invalid');

    const listed = ok<NftItem>(await resell(a, { ...base, start_time: at(hour), end_time: at(2 * hour) }));
    expect([listed.pay_type, listed.status, listed.margin, listed.per_increase, listed.price]).toEqual([
      2,
      2,
      '20',
      '10',
      '200',
    ]);
  });

  it('fixed: a given start in the past is refused; without an end it stays listed for 30 days', async () => {
    const a = await spotUser(t);
    const item = await owned(a);
    expect(codeOf(await resell(a, { code: item.code, pay_type: 1, price: '5', start_time: at(-hour) }))).toBe(
      'nft_start_in_past',
    );
    const listed = ok<NftItem>(await resell(a, { code: item.code, pay_type: 1, price: '5' }));
    const days = (Date.parse(listed.end_time) - Date.parse(listed.start_time)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('a sealed box of a series may be resold at a fixed price', async () => {
    const a = await spotUser(t);
    const series = await t.database.db.execute<{ id: number } & Record<string, unknown>>(sql`
      INSERT INTO nft_box_series (artist_id, name, cover, currency_id, price, start_at, end_at, royalty_bps, prizes, total, seed, commitment)
      VALUES (${creator.uid}, 'S', 'x', ${USDT}, 1, now() - interval '1 day', now() + interval '1 day', 500, '[]'::jsonb, 1, 's', 'c')
      RETURNING id`);
    const box = await insertItem(t, creator.uid, {
      ownerId: a.uid,
      onSale: false,
      payType: NFT_PAY_TYPE.box,
      seriesId: Number(series.rows[0]!.id),
    });
    const listed = ok<NftItem>(await resell(a, { code: box.code, pay_type: 1, price: '3' }));
    expect([listed.pay_type, listed.series_id, listed.rarity_status]).toEqual([1, box.seriesId, 0]);
  });
});
