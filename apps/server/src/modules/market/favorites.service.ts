import { refuse } from '@meridian/contract';
import type { Favorite, OptionalAddRequest, OptionalDelRequest } from '@meridian/contract/market';
import type { Db } from '../../platform/db';
import * as repo from './favorites.repo';
import type { MarketService } from './market.service';
import { toPairQuote } from './quote';

export interface FavoritesServiceDeps {
  db: Db;
  market: MarketService;
}

/** The user's watch-list ("optional"): pairs, each with its live quote. */
export class FavoritesService {
  constructor(private readonly d: FavoritesServiceDeps) {}

  async add(userId: number, input: OptionalAddRequest): Promise<Favorite> {
    const pair =
      input.match_id !== undefined
        ? this.d.market.findPair({ id: input.match_id })
        : this.pairOfCurrency(input.currency_id);
    const row = await repo.insertFavorite(this.d.db, userId, pair.id);
    if (!row) throw refuse('favorite_exists');
    return this.toFavorite(row);
  }

  async remove(userId: number, input: OptionalDelRequest): Promise<{ removed: number }> {
    const removed = await repo.deleteFavorite(
      this.d.db,
      userId,
      input.id !== undefined ? { id: input.id } : { pairId: input.match_id ?? 0 },
    );
    if (removed === 0) throw refuse('not_found');
    return { removed };
  }

  async list(userId: number): Promise<Favorite[]> {
    const rows = await repo.listFavorites(this.d.db, userId);
    return rows.map((r) => this.toFavorite(r));
  }

  /** The original client sends the base currency id; Meridian lists every base against USDT. */
  private pairOfCurrency(currencyId: number | undefined) {
    const pair = this.d.market.listPairs().find((p) => p.baseId === currencyId && p.quote === 'USDT');
    if (!pair) throw refuse('pair_not_found', {}, 'currency_id');
    return pair;
  }

  private toFavorite(row: repo.FavoriteRow): Favorite {
    const pair = this.d.market.findPair({ id: row.pairId });
    const quote =
      this.d.market.allQuotes().find((q) => q.id === pair.id) ??
      toPairQuote(pair, undefined, this.d.market.feed.sourceOf(pair.id), Date.now());
    return {
      id: row.id,
      user_id: row.userId,
      match_id: row.pairId,
      currency_id: pair.baseId,
      create_time: row.createdAt.toISOString(),
      quote,
    };
  }
}
