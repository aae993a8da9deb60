import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import type { OpsNftSeriesSaveRequest } from '@meridian/contract/nft';
import { refuse } from '@meridian/contract';
import { boxSlots, drawBoxSlot, NFT_PAY_TYPE } from '@meridian/contract/nft';
import type { Tx } from '../../../platform/db';
import type { CronDefinition } from '../../../platform/jobs';
import type { NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import type { NftItemRow } from '../nft.schema';
import { itemView } from '../nft.view';
import type { NftMediaFile } from '../ops/media';
import { createSeries } from './create';
import * as boxRepo from './box.repo';
import { NftBoxReveal } from './reveal';
import { seriesViews } from './box.view';

type Api = typeof API.nft;

/** The item is listed: a fixed listing in its window, or an auction not closed by its job yet. */
function listed(item: NftItemRow, now: Date): boolean {
  if (!item.onSale) return false;
  return now < item.endAt || (item.payType === NFT_PAY_TYPE.auction && !item.auctionClosed);
}

/**
 * Blind boxes: a series is created with a random seed and its published commitment; each box
 * is an item bought like any other; `openBlindBox` draws by the published algorithm (contract nft-rules.ts);
 * when the series sells out or ends, a job draws the boxes still sealed and reveals the seed.
 */
export class NftBoxes {
  private readonly revealer: NftBoxReveal;

  constructor(private readonly d: NftDeps) {
    this.revealer = new NftBoxReveal(d);
  }

  get jobDefinitions(): CronDefinition[] {
    return this.revealer.jobDefinitions;
  }

  /** The reveal job's work (tests call it directly): returns how many series it revealed. */
  revealDue(signal?: AbortSignal): Promise<number> {
    return this.revealer.revealDue(signal);
  }

  /**
   * Opens a box the caller owns. Under the item's lock, then the series' (the order every box step takes): a box
   * not drawn yet takes the next seq of its series and its slot by the published draw; then it is opened and
   * becomes its prize (name, pictures, media and provenance, type, rarity). A box drawn at the reveal only shows.
   */
  async open(userId: number, q: ParsedRequestOf<Api['openBox']>): Promise<ReplyOf<Api['openBox']>> {
    const now = this.d.now();
    const done = await this.d.db.transaction(async (tx) => {
      const item = await repo.lockByCode(tx, q.code);
      if (!item) throw refuse('nft_not_found', {}, 'code');
      if (item.seriesId === null) throw refuse('nft_not_box', {}, 'code');
      if (item.ownerId !== userId) throw refuse('nft_not_owner', {}, 'code');
      if (item.boxOpened) throw refuse('nft_box_opened', {}, 'code');
      if (listed(item, now)) throw refuse('nft_on_resale', {}, 'code');
      if (item.lockOrder) throw refuse('nft_payment_open', {}, 'code');
      const series = await boxRepo.lockSeries(tx, item.seriesId);
      if (!series) throw refuse('nft_not_box', {}, 'code');

      let seq = item.boxSeq;
      let slot = item.boxSlot;
      if (seq === null || slot === null) {
        seq = series.drawn + 1;
        slot = drawBoxSlot(
          series.seed,
          item.code,
          seq,
          series.total,
          await boxRepo.takenSlots(tx, series.id),
        );
        await boxRepo.updateSeries(tx, series.id, { drawn: seq });
      }
      const prizeIndex = boxSlots(series.prizes.map((p) => p.count))[slot]!;
      const prize = series.prizes[prizeIndex]!;
      const opened = await repo.updateItem(tx, item.id, {
        boxSeq: seq,
        boxSlot: slot,
        boxOpened: true,
        boxOpenedAt: now,
        name: prize.name,
        image: prize.cover,
        media: prize.media,
        mediaSha256: prize.sha256,
        mediaMime: prize.mime,
        mediaSize: prize.size,
        type: prize.type,
        rarity: prize.rarity,
      });
      return { opened, series_id: series.id, seq, slot, prize: prizeIndex };
    });
    // the item's view is read after the commit (its lookups run in parallel on the pool)
    const { opened, ...draw } = done;
    return { item: await itemView(this.d.db, this.d.dir, opened, userId, now), ...draw };
  }

  /** A series with its odds table, commitment, the seed once revealed and its draws (GET /bind_box/getBoxSeries). */
  async series(q: ParsedRequestOf<Api['boxSeries']>): Promise<ReplyOf<Api['boxSeries']>> {
    const row = await boxRepo.findSeries(this.d.db, q.id);
    if (!row || (row.isDemo && !this.d.demoContent)) throw refuse('nft_not_found', {}, 'id');
    const [view] = await seriesViews(this.d.db, this.d.dir, [row]);
    return view!;
  }

  /** The console's series list, newest first. */
  async list(q: { page: number; limit: number }): Promise<ReplyOf<(typeof API.opsNft)['boxSeries']>> {
    const { rows, total } = await boxRepo.pageOfSeries(this.d.db, q);
    return { data: await seriesViews(this.d.db, this.d.dir, rows), page: q.page, limit: q.limit, total };
  }

  /**
   * Creates a series for the console (and the demo): the media of each prize resolved by `media`, a random seed,
   * its commitment, and one box item per slot. `audit` runs in the creation's transaction.
   */
  create(
    input: OpsNftSeriesSaveRequest,
    media: (url: string) => Promise<NftMediaFile>,
    audit?: (tx: Tx, id: number) => Promise<void>,
  ): Promise<ReplyOf<(typeof API.opsNft)['seriesSave']>> {
    return createSeries(this.d, input, media, audit);
  }
}
