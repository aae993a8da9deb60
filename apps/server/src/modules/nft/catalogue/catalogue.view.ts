import type { NftArtist, NftSeries } from '@meridian/contract/nft';
import type { DbOrTx } from '../../../platform/db';
import type { NftDirectory } from '../directory';
import type { nftArtists, nftCollections } from '../nft.schema';
import { artistCounts, collectionSizes } from './catalogue.repo';

/**
 * Artists as the app and the console show them: the person's avatar, the artworks listed and the favourites
 * they received (demo items counted when `demoContent`).
 */
export async function artistViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: Pick<typeof nftArtists.$inferSelect, 'userId' | 'name' | 'bio' | 'isDemo'>[],
  demoContent: boolean,
): Promise<NftArtist[]> {
  const uids = rows.map((r) => r.userId);
  const [people, counts] = await Promise.all([dir.people(db, uids), artistCounts(db, uids, demoContent)]);
  return rows.map((r) => ({
    uid: r.userId,
    name: r.name,
    avatar: people.get(r.userId)?.avatar ?? '',
    bio: r.bio,
    artworks_number: counts.get(r.userId)?.artworks ?? 0,
    collect_number: counts.get(r.userId)?.collects ?? 0,
    is_demo: r.isDemo,
  }));
}

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
