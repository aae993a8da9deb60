import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Paginated } from '@meridian/contract';
import { type NftArtist, type NftItem, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ok } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { nftArtists, nftBoxSeries, nftItems } from '../nft.schema';

/**
 * With demo content on, a fresh install has a small demo catalogue made at start through the
 * console's calls — two artists, four fixed-price artworks (image, GIF, audio, video), an auction running for
 * three days, a blind-box series of 12 boxes — labelled demo, its shipped media's SHA-256 recorded; a second
 * start makes none again; with demo content off there is none.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
});
afterAll(async () => {
  await t.close();
});

const shipped = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(fileURLToPath(new URL(`./media/${file}`, import.meta.url))))
    .digest('hex');

const demoItems = async () =>
  ok<Paginated<NftItem>>(await get(t.app, '/bind_box/getBoxList', { limit: '50' })).data.filter(
    (i) => i.is_demo,
  );

async function catalogueShown(): Promise<NftItem[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const demo = await demoItems();
    if (demo.length >= 17 || Date.now() > deadline) return demo;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the demo catalogue', () => {
  it('is made once at start through the console calls, labelled demo, with its media hashes recorded', async () => {
    const demo = await catalogueShown();
    const artworks = demo.filter((i) => i.pay_type !== NFT_PAY_TYPE.box);
    const boxes = demo.filter((i) => i.pay_type === NFT_PAY_TYPE.box);
    expect(artworks).toHaveLength(5);
    expect(boxes).toHaveLength(12);
    expect(demo.every((i) => i.name.includes('(demo)') && i.currency_name === 'USDT')).toBe(true);

    const fixed = artworks.filter((i) => i.pay_type === NFT_PAY_TYPE.fixed);
    expect(fixed.map((i) => i.type).sort()).toEqual([1, 2, 3, 4]);
    expect(fixed.every((i) => i.status === 1)).toBe(true);
    const byType = new Map(fixed.map((i) => [i.type, i]));
    expect(byType.get(1)!.media_sha256).toBe(await shipped('harbour.png'));
    expect(byType.get(2)!.media_sha256).toBe(await shipped('pulse.gif'));
    expect([byType.get(3)!.media_sha256, byType.get(3)!.media_mime]).toEqual([
      await shipped('hum.wav'),
      'audio/wav',
    ]);
    expect([byType.get(4)!.media_sha256, byType.get(4)!.media_mime]).toEqual([
      await shipped('drift.webm'),
      'video/webm',
    ]);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(byType.get(4)!.media, 'http://x').pathname,
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'video/webm']);

    const [auction] = artworks.filter((i) => i.pay_type === NFT_PAY_TYPE.auction);
    expect([auction!.status, auction!.per_increase, auction!.margin, auction!.royalty_bps]).toEqual([
      1,
      '10',
      '20',
      500,
    ]);
    const runsFor = Date.parse(auction!.end_time) - Date.now();
    expect(runsFor).toBeGreaterThan(3 * 86_400_000 - 120_000);
    expect(runsFor).toBeLessThanOrEqual(3 * 86_400_000);

    const [series] = await t.database.db.select().from(nftBoxSeries).where(eq(nftBoxSeries.isDemo, true));
    expect([series!.total, series!.prizes.map((p) => [p.rarity, p.count])]).toEqual([
      12,
      [
        ['N', 8],
        ['R', 3],
        ['SR', 1],
      ],
    ]);
    const artists = ok<Paginated<NftArtist>>(await get(t.app, '/bind_box/getArtist')).data.filter(
      (a) => a.is_demo,
    );
    expect(artists.map((a) => a.name).sort()).toEqual(['Aurora Lane (demo)', 'Kenji Mori (demo)']);

    // a second node starting on the same database makes none again
    const other = await createTestApp(undefined, {
      sharedDatabase: { name: t.databaseName },
      env: { DEMO_CONTENT: 'on' },
    });
    await other.close();
    const rows = await t.database.db
      .select({ id: nftItems.id })
      .from(nftItems)
      .where(eq(nftItems.isDemo, true));
    expect(rows).toHaveLength(17);
    expect(await t.database.db.select().from(nftBoxSeries).where(eq(nftBoxSeries.isDemo, true))).toHaveLength(
      1,
    );
  });

  it('is absent with demo content off', async () => {
    const off = await createTestApp();
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(await off.database.db.select().from(nftItems).where(eq(nftItems.isDemo, true))).toHaveLength(0);
      expect(await off.database.db.select().from(nftArtists).where(eq(nftArtists.isDemo, true))).toHaveLength(
        0,
      );
    } finally {
      await off.close();
    }
  });
});
