import { createHash } from 'node:crypto';
import { refuse } from '@meridian/contract';
import {
  opsNftSeriesSaveRequest,
  type NftBoxSeries,
  type OpsNftSeriesSaveRequest,
} from '@meridian/contract/nft';
import { asc, eq, sql } from 'drizzle-orm';
import { get, ok, post, type Reply } from '../../../../test/api';
import { spotUser, type SpotUser } from '../../../../test/spot-users';
import type { TestApp } from '../../../../test/test-app';
import { makeArtist, USDT } from '../nft.testing';
import { nftItems, type NftItemRow } from '../nft.schema';
import type { NftMediaFile } from '../ops/media';

/** Test helpers of the blind-box integration tests: series made through NftBoxes.create, buying and opening. */

const HOUR = 3_600_000;
const TYPES: Record<string, { mime: string; type: NftMediaFile['type'] }> = {
  png: { mime: 'image/png', type: 1 },
  gif: { mime: 'image/gif', type: 2 },
  mp3: { mime: 'audio/mpeg', type: 3 },
  mp4: { mime: 'video/mp4', type: 4 },
};

/** A fake upload registry: any `http://media.test/<name>.<png|gif|mp3|mp4>` resolves, with a hash of its name. */
export async function fakeMedia(url: string): Promise<NftMediaFile> {
  const ext = /^http:\/\/media\.test\/[\w-]+\.(\w+)$/.exec(url)?.[1] ?? '';
  const known = TYPES[ext];
  if (!known) throw refuse('nft_media_invalid', {}, 'media');
  return Promise.resolve({
    url,
    sha256: createHash('sha256').update(url).digest('hex'),
    mime: known.mime,
    size: url.length * 100,
    type: known.type,
  });
}

/** A funded user enabled as an artist. */
export async function artist(t: TestApp): Promise<SpotUser> {
  const u = await spotUser(t);
  await makeArtist(t, u.uid);
  return u;
}

/** A save request's body (as the console sends it): prizes with these counts, on sale now for a day. */
export function seriesBody(
  artistId: number,
  counts: number[],
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Date.now();
  const ext = ['png', 'gif', 'mp3', 'mp4'];
  return {
    uid: artistId,
    name: 'Test series',
    cover: 'http://media.test/cover.png',
    currency_id: USDT,
    price: '10',
    start_time: new Date(now - HOUR).toISOString(),
    end_time: new Date(now + 24 * HOUR).toISOString(),
    royalty_bps: 500,
    prizes: counts.map((count, i) => ({
      name: `Prize ${i}`,
      rarity: ['N', 'R', 'SR', 'SSR', 'UR'][i % 5],
      media: `http://media.test/prize-${i}.${ext[i % 4]}`,
      count,
    })),
    ...over,
  };
}

/** The save request as the console's route parses it. */
export const seriesInput = (
  artistId: number,
  counts: number[],
  over: Record<string, unknown> = {},
): OpsNftSeriesSaveRequest => opsNftSeriesSaveRequest.parse(seriesBody(artistId, counts, over));

export function newSeries(
  t: TestApp,
  artistId: number,
  counts: number[],
  over: Record<string, unknown> = {},
): Promise<NftBoxSeries> {
  return t.services.nftBoxes.create(seriesInput(artistId, counts, over), fakeMedia);
}

/** The series' box items, in id order (creation order). */
export function boxesOf(t: TestApp, seriesId: number): Promise<NftItemRow[]> {
  return t.database.db
    .select()
    .from(nftItems)
    .where(eq(nftItems.seriesId, seriesId))
    .orderBy(asc(nftItems.id));
}

export async function boxByCode(t: TestApp, code: string): Promise<NftItemRow> {
  const [row] = await t.database.db.select().from(nftItems).where(eq(nftItems.code, code));
  return row!;
}

/** Buys a box for `buyer` through POST /bind_box/buyNFT (the buyer needs the price on their spot account). */
export async function buyBox(t: TestApp, code: string, buyer: SpotUser): Promise<void> {
  ok(await post(t.app, '/bind_box/buyNFT', { code }, { token: buyer.token }));
}

export const openBox = (t: TestApp, u: SpotUser, code: string): Promise<Reply> =>
  post(t.app, '/bind_box/openBlindBox', { code }, { token: u.token });

export const getSeries = async (t: TestApp, id: number): Promise<NftBoxSeries> =>
  ok<NftBoxSeries>(await get(t.app, '/bind_box/getBoxSeries', { id: String(id) }));

/** Moves a series' window (and its boxes') into the past: the sale ended. */
export async function endSeries(t: TestApp, seriesId: number): Promise<void> {
  await t.database.db.execute(sql`
    UPDATE nft_box_series SET start_at = now() - interval '2 hours', end_at = now() - interval '1 second' WHERE id = ${seriesId}`);
  await t.database.db.execute(sql`
    UPDATE nft_items SET start_at = now() - interval '2 hours', end_at = now() - interval '1 second' WHERE series_id = ${seriesId}`);
}
