import { boxSlots, NFT_DRAW_ALGORITHM, type NftBoxSeries } from '@meridian/contract/nft';
import type { DbOrTx } from '../../../platform/db';
import type { NftDirectory } from '../directory';
import type { NftSeriesRow } from '../nft.schema';
import { dec } from '../nft.view';
import * as boxRepo from './box.repo';

const iso = (d: Date | null | undefined): string => (d ? d.toISOString() : '');

/**
 * Series as the app and the console see them: the odds table, the commitment, and — only once `revealedAt` is
 * set — the seed. Draws: before the reveal only opened boxes have one (a sealed box is drawn at the reveal);
 * after it every box's draw, opened or not, so anyone can replay the whole series.
 */
export async function seriesViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: NftSeriesRow[],
): Promise<NftBoxSeries[]> {
  const ids = rows.map((r) => r.id);
  const sealed = new Set(rows.filter((r) => !r.revealedAt).map((r) => r.id));
  const [currencies, opened, draws] = await Promise.all([
    dir.currencies(rows.map((r) => r.currencyId)),
    boxRepo.openedCounts(db, ids),
    boxRepo.drawsOf(db, ids, sealed),
  ]);
  return rows.map((r) => {
    const slots = boxSlots(r.prizes.map((p) => p.count));
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      cover: r.cover,
      currency_name: currencies.get(r.currencyId)?.symbol ?? '',
      price: dec(r.price),
      total: r.total,
      sold: r.sold,
      opened: opened.get(r.id) ?? 0,
      start_time: iso(r.startAt),
      end_time: iso(r.endAt),
      commitment: r.commitment,
      seed: r.revealedAt ? r.seed : '',
      revealed_at: iso(r.revealedAt),
      algorithm: NFT_DRAW_ALGORITHM,
      prizes: r.prizes.map((p, index) => ({
        index,
        name: p.name,
        rarity: p.rarity,
        image: p.cover,
        count: p.count,
      })),
      draws: draws
        .filter((d) => d.seriesId === r.id)
        .map((d) => ({
          code: d.code,
          seq: d.seq,
          slot: d.slot,
          prize: slots[d.slot] ?? -1,
          opened: d.opened,
        })),
      is_demo: r.isDemo,
    };
  });
}
