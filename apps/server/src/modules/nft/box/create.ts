import { randomBytes } from 'node:crypto';
import { Decimal, refuse } from '@meridian/contract';
import {
  boxCommitment,
  NFT_PRICE_DECIMALS,
  NFT_ROYALTY_MAX_BPS,
  NFT_SERIES_MAX_BOXES,
  NFT_SERIES_MAX_PRIZES,
  type NftBoxSeries,
  type OpsNftSeriesSaveRequest,
  NFT_PAY_TYPE,
} from '@meridian/contract/nft';
import type { Tx } from '../../../platform/db';
import type { NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import type { NftPrize } from '../nft.schema';
import type { NftMediaFile } from '../ops/media';
import { checkWindowLength } from '../sale/resale';
import * as boxRepo from './box.repo';
import { seriesViews } from './box.view';

export type MediaResolver = (url: string) => Promise<NftMediaFile>;
export type SeriesAudit = (tx: Tx, id: number) => Promise<void>;

const isPicture = (f: NftMediaFile) => f.type === 1 || f.type === 2;

/**
 * Creates a blind-box series (the console's seriesSave and the demo): checks the artist, the odds table, the
 * window, the price and royalty; resolves every file to its stored provenance; draws the seed on the server
 * (32 random bytes — nobody passes one in) and stores it with its published commitment sha256(seed); writes the
 * series and one sealed box item per slot in ONE transaction. The seed appears in no view until the reveal.
 */
export async function createSeries(
  d: NftDeps,
  input: OpsNftSeriesSaveRequest,
  media: MediaResolver,
  audit?: SeriesAudit,
): Promise<NftBoxSeries> {
  await validate(d, input);
  const cover = await media(input.cover);
  if (!isPicture(cover)) throw refuse('nft_media_invalid', {}, 'cover');
  const prizes: NftPrize[] = [];
  for (const p of input.prizes) {
    const file = await media(p.media);
    const own = p.cover ? await media(p.cover) : undefined;
    if (own && !isPicture(own)) throw refuse('nft_media_invalid', {}, 'prizes');
    prizes.push({
      name: p.name,
      rarity: p.rarity,
      media: file.url,
      // the picture shown for the prize: its own cover, else the file itself when it is a picture, else the series'
      cover: own?.url ?? (isPicture(file) ? file.url : cover.url),
      mime: file.mime,
      sha256: file.sha256,
      size: file.size,
      type: file.type,
      count: p.count,
    });
  }
  const total = prizes.reduce((s, p) => s + p.count, 0);
  const seed = randomBytes(32).toString('hex');
  const startAt = new Date(input.start_time);
  const endAt = new Date(input.end_time);
  const price = new Decimal(input.price).toFixed();

  const series = await d.db.transaction(async (tx) => {
    const row = await boxRepo.insertSeries(tx, {
      artistId: input.uid,
      collectionId: input.collection_id ?? null,
      name: input.name,
      description: input.description,
      cover: cover.url,
      currencyId: input.currency_id,
      price,
      startAt,
      endAt,
      royaltyBps: input.royalty_bps,
      prizes,
      total,
      seed,
      commitment: boxCommitment(seed),
      isDemo: input.is_demo,
    });
    await repo.insertItems(
      tx,
      Array.from({ length: total }, (_, i) => ({
        code: repo.newCode(),
        type: cover.type,
        name: `${input.name} #${i + 1}`,
        description: input.description,
        creatorId: input.uid,
        ownerId: input.uid,
        collectionId: input.collection_id ?? null,
        seriesId: row.id,
        currencyId: input.currency_id,
        payType: NFT_PAY_TYPE.box,
        price,
        startPrice: price,
        startAt,
        endAt,
        onSale: true,
        // a sealed box has no rarity yet: it becomes the prize's at the opening
        rarity: '',
        royaltyBps: input.royalty_bps,
        image: cover.url,
        media: cover.url,
        mediaSha256: cover.sha256,
        mediaMime: cover.mime,
        mediaSize: cover.size,
        isDemo: input.is_demo,
      })),
    );
    await audit?.(tx, row.id);
    return row;
  });
  // the view is read after the commit (its lookups run in parallel on the pool, not on the transaction's client)
  const [view] = await seriesViews(d.db, d.dir, [series]);
  return view!;
}

async function validate(d: NftDeps, input: OpsNftSeriesSaveRequest): Promise<void> {
  if (!(await boxRepo.artistEnabled(d.db, input.uid))) throw refuse('nft_artist_invalid', {}, 'uid');
  const total = input.prizes.reduce((s, p) => s + p.count, 0);
  if (
    input.prizes.length < 1 ||
    input.prizes.length > NFT_SERIES_MAX_PRIZES ||
    input.prizes.some((p) => !Number.isInteger(p.count) || p.count < 1) ||
    total > NFT_SERIES_MAX_BOXES
  )
    throw refuse('nft_series_invalid', {}, 'prizes');
  const start = new Date(input.start_time).getTime();
  const end = new Date(input.end_time).getTime();
  if (!(end > start) || end <= d.now().getTime()) throw refuse('nft_window_invalid', {}, 'end_time');
  checkWindowLength(d.now(), new Date(start), new Date(end));
  if (input.royalty_bps < 0 || input.royalty_bps > NFT_ROYALTY_MAX_BPS)
    throw refuse('nft_royalty_invalid', {}, 'royalty_bps');
  const currency = await d.dir.currency(input.currency_id);
  if (!currency.symbol) throw refuse('parameter_error', {}, 'currency_id');
  const price = new Decimal(input.price);
  if (price.lte(0) || price.decimalPlaces() > Math.min(NFT_PRICE_DECIMALS, currency.decimals))
    throw refuse('nft_price_invalid', {}, 'price');
  if (input.collection_id !== undefined) {
    const owner = await boxRepo.collectionArtist(d.db, input.collection_id);
    if (owner !== input.uid) throw refuse('parameter_error', {}, 'collection_id');
  }
}
