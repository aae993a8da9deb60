import fs from 'node:fs/promises';
import path from 'node:path';
import { type OpsNftItemSaveRequest, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import type { MediaStore } from '../../../platform/media-store';
import type { Services } from '../../../platform/module';
import { NFT_DEMO_MEDIA_DIR } from '../../../platform/paths';
import { nftBoxSeries, nftItems } from '../nft.schema';
import { NFT_MEDIA_MIME } from '../ops/media';
import { collectionByName } from '../ops/ops.repo';
import type { NftOps } from '../ops/ops.service';
import { DEMO_ARTISTS, DEMO_ITEMS, DEMO_SERIES, type DemoItem } from './demo-data';

const USDT = 3;
const DAY_MS = 86_400_000;
/** The advisory lock key under which one node at a time creates the demo catalogue. */
const DEMO_LOCK = 'nft.demo_catalogue';

export interface DemoCatalogueDeps {
  db: Db;
  nftOps: Pick<NftOps, 'artistSave' | 'collectionSave' | 'itemSave' | 'seriesSave'>;
  media: Pick<MediaStore, 'store'>;
  account: Pick<Services['account'], 'ensureSystemUser'>;
  log: FastifyBaseLogger;
}

/**
 * The demo catalogue: with demo content on, created at start through the console's own calls
 * (NftOps), every piece labelled demo: two artists (system accounts), two collections, four fixed-price artworks
 * (PNG, GIF, audio, video), one auction running for three days and one blind-box series of 12 boxes. The media
 * ship in the repo (demo/media) and are stored through the media store, so their SHA-256 is recorded; nothing
 * is downloaded. One node at a time (a transaction-level advisory lock); skipped once the demo series exists;
 * each piece found before it is made, so an interrupted run is completed by the next start.
 */
export async function ensureDemoCatalogue(deps: DemoCatalogueDeps, now = new Date()): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${DEMO_LOCK}))`);
    const [done] = await tx
      .select({ id: nftBoxSeries.id })
      .from(nftBoxSeries)
      .where(eq(nftBoxSeries.isDemo, true))
      .limit(1);
    if (done) return false;
    await createCatalogue(deps, now);
    deps.log.info('nft: demo catalogue created');
    return true;
  });
}

async function createCatalogue(deps: DemoCatalogueDeps, now: Date): Promise<void> {
  const artistIds: number[] = [];
  for (const a of DEMO_ARTISTS) {
    const uid = await deps.account.ensureSystemUser(a.key, a.name);
    await deps.nftOps.artistSave({ uid, name: a.name, bio: a.bio, enabled: true }, undefined, {
      isDemo: true,
    });
    artistIds.push(uid);
  }
  const collectionIds: number[] = [];
  for (const [i, a] of DEMO_ARTISTS.entries()) {
    const uid = artistIds[i]!;
    const found = await collectionByName(deps.db, uid, a.collection.name);
    const id =
      found?.id ??
      (
        await deps.nftOps.collectionSave(
          { uid, name: a.collection.name, description: a.collection.description, cover: '' },
          undefined,
          { isDemo: true },
        )
      ).id;
    collectionIds.push(id);
  }
  const store = (uid: number) => async (file: string) => {
    const buffer = await fs.readFile(path.join(NFT_DEMO_MEDIA_DIR, file));
    const stored = await deps.media.store(buffer, { userId: uid, allowedMime: NFT_MEDIA_MIME });
    if (!stored) throw new Error(`nft demo: ${file} is not an artwork file`);
    return stored.url;
  };
  for (const item of DEMO_ITEMS) {
    const uid = artistIds[item.artist]!;
    if (await itemExists(deps.db, uid, item.name)) continue;
    await deps.nftOps.itemSave(await itemInput(item, uid, collectionIds[item.artist]!, store(uid), now));
  }
  const s = DEMO_SERIES;
  const uid = artistIds[s.artist]!;
  const put = store(uid);
  const prizes = [];
  for (const p of s.prizes)
    prizes.push({ name: p.name, rarity: p.rarity, media: await put(p.file), cover: '', count: p.count });
  await deps.nftOps.seriesSave({
    uid,
    collection_id: collectionIds[s.artist]!,
    name: s.name,
    description: s.description,
    cover: await put(s.cover),
    currency_id: USDT,
    price: s.price,
    start_time: new Date(now.getTime() - 60_000).toISOString(),
    end_time: new Date(now.getTime() + s.days * DAY_MS).toISOString(),
    royalty_bps: s.royaltyBps,
    prizes,
    is_demo: true,
  });
}

async function itemInput(
  item: DemoItem,
  uid: number,
  collectionId: number,
  put: (file: string) => Promise<string>,
  now: Date,
): Promise<OpsNftItemSaveRequest> {
  return {
    uid,
    collection_id: collectionId,
    name: item.name,
    description: item.description,
    author_description: item.authorDescription,
    media: await put(item.file),
    cover: item.cover ? await put(item.cover) : '',
    currency_id: USDT,
    pay_type: item.auction ? NFT_PAY_TYPE.auction : NFT_PAY_TYPE.fixed,
    price: item.price,
    start_time: new Date(now.getTime() - 60_000).toISOString(),
    end_time: new Date(now.getTime() + item.days * DAY_MS).toISOString(),
    ...(item.auction ? { per_increase: item.auction.step, margin: item.auction.margin } : {}),
    rarity: item.rarity,
    royalty_bps: item.royaltyBps,
    is_demo: true,
  };
}

async function itemExists(db: Db, creatorId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nftItems.id })
    .from(nftItems)
    .where(and(eq(nftItems.creatorId, creatorId), eq(nftItems.name, name), eq(nftItems.isDemo, true)))
    .limit(1);
  return row !== undefined;
}
