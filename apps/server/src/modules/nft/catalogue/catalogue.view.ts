import type { NftSeries } from '@meridian/contract';
import type { DbOrTx } from '../../../platform/db';
import type { NftDirectory } from '../nft.directory';
import type { nftCollections } from '../nft.schema';
import { collectionSizes } from './catalogue.repo';

/** Collections as the app and the console show them: the artist's name and the number of items. */
export async function collectionViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: (typeof nftCollections.$inferSelect)[],
): Promise<NftSeries[]> {
  const [people, sizes] = await Promise.all([
    dir.people(
      db,
      rows.map((r) => r.artistId),
    ),
    collectionSizes(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    uid: r.artistId,
    author_name: people.get(r.artistId)?.name ?? '',
    name: r.name,
    description: r.description,
    cover: r.cover,
    items_number: sizes.get(r.id) ?? 0,
    is_demo: r.isDemo,
  }));
}
