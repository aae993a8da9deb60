import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { Services } from '../../platform/module';
import { precisionOf } from '../market';
import { maskLogin } from './nft.view';
import { nftArtists } from './nft.schema';

/** What the NFT module reads of other modules: currency symbols and decimals, user names and avatars. */
export interface NftDirectoryDeps {
  market: Pick<Services['market'], 'listAssets' | 'refreshAssets'>;
  account: Pick<Services['account'], 'profilesOf'>;
}

export interface NftPerson {
  name: string;
  avatar: string;
}

/**
 * Names for views: a currency's symbol and wallet decimals; a person's shown name — an artist's display name,
 * else the nickname, else the masked login — and avatar. Looked up in batches (one query per kind per page).
 */
export class NftDirectory {
  constructor(private readonly d: NftDirectoryDeps) {}

  async currency(id: number): Promise<{ symbol: string; decimals: number }> {
    let a = this.d.market.listAssets().find((x) => x.id === id);
    if (!a) {
      await this.d.market.refreshAssets();
      a = this.d.market.listAssets().find((x) => x.id === id);
    }
    return a ? { symbol: a.symbol, decimals: precisionOf(a) } : { symbol: '', decimals: 8 };
  }

  async currencies(ids: number[]): Promise<Map<number, { symbol: string; decimals: number }>> {
    const out = new Map<number, { symbol: string; decimals: number }>();
    for (const id of new Set(ids)) out.set(id, await this.currency(id));
    return out;
  }

  async people(db: DbOrTx, ids: number[]): Promise<Map<number, NftPerson>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    // one query at a time: `db` may be a transaction's single connection
    const profiles = await this.d.account.profilesOf(unique, db);
    const artists = await db
      .select({ userId: nftArtists.userId, name: nftArtists.name })
      .from(nftArtists)
      .where(inArray(nftArtists.userId, unique));
    const artistNames = new Map(artists.map((a) => [a.userId, a.name]));
    const out = new Map<number, NftPerson>();
    for (const id of unique) {
      const p = profiles.get(id);
      const name = artistNames.get(id) || p?.nickname || (p?.login ? maskLogin(p.login) : `#${id}`);
      out.set(id, { name, avatar: p?.headPortrait ?? '' });
    }
    return out;
  }
}
