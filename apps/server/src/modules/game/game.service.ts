import { type Paginated, refuse } from '@meridian/contract';
import {
  GAME_DAILY_POINTS,
  GAME_LEADERBOARD_SIZE,
  gameDayOf,
  type GameLeaderboard,
  type GamePrediction,
  type GameState,
} from '@meridian/contract/game';
import type { z } from 'zod';
import type { gamePredictRequest } from '@meridian/contract/game';
import type { Db, Tx } from '../../platform/db';
import type { AccountService } from '../account';
import type { MarketService } from '../market';
import * as repo from './game.repo';
import { maskLogin, predictionView } from './game.view';

type PredictInput = z.output<typeof gamePredictRequest>;

export interface GameDeps {
  db: Db;
  market: MarketService;
  account: AccountService;
  /** Enqueues the prediction's settlement job in the placing transaction. */
  scheduleSettle: (tx: Tx, id: number, endAt: Date) => Promise<void>;
  /** Milliseconds since the epoch (tests move it). */
  clock?: () => number;
}

/**
 * The built-in mini game: points only — it never calls the ledger (the module does not import it).
 * A player's UTC day starts with GAME_DAILY_POINTS; a prediction's stake is taken under the day row's lock and
 * its settlement is a durable job enqueued in the same transaction (game.jobs.ts).
 */
export class GameService {
  /** Milliseconds since the epoch (tests replace it). */
  clock: () => number;
  private readonly placed = new Set<() => void>();

  constructor(private readonly d: GameDeps) {
    this.clock = d.clock ?? Date.now;
  }

  /** Called after a prediction is placed on this node (the end-price recorder wakes up). */
  onPlaced(listener: () => void): () => void {
    this.placed.add(listener);
    return () => this.placed.delete(listener);
  }

  async state(userId: number): Promise<GameState> {
    const now = this.clock();
    const day = gameDayOf(now);
    await repo.ensureDay(this.d.db, userId, day, GAME_DAILY_POINTS);
    const row = (await repo.findDay(this.d.db, userId, day))!;
    const open = await repo.openOf(this.d.db, userId);
    return {
      day,
      points: row.points,
      won: row.won,
      played: row.played,
      daily_points: GAME_DAILY_POINTS,
      rank: row.played > 0 ? await repo.rankOf(this.d.db, row) : null,
      open: open.map(predictionView),
      now: new Date(now).toISOString(),
    };
  }

  async predict(userId: number, req: PredictInput): Promise<{ prediction: GamePrediction; points: number }> {
    const pair = this.d.market.findPair({ symbol: req.symbol });
    const startPrice = this.d.market.lastPrice(pair.id);
    if (!startPrice) throw refuse('game_price_unavailable', {}, 'symbol');
    const now = this.clock();
    const day = gameDayOf(now);
    const startSecond = Math.floor(now / 1000);
    const endAt = new Date((startSecond + req.seconds) * 1000);
    await repo.ensureDay(this.d.db, userId, day, GAME_DAILY_POINTS);
    const placed = await this.d.db.transaction(async (tx) => {
      const row = (await repo.findDay(tx, userId, day, true))!;
      if (row.points < req.points) throw refuse('game_points_insufficient', { points: row.points }, 'points');
      const points = await repo.takeStake(tx, userId, day, req.points);
      const prediction = await repo.insertPrediction(tx, {
        userId,
        day,
        symbol: req.symbol,
        pairId: pair.id,
        direction: req.direction,
        seconds: req.seconds,
        points: req.points,
        startPrice,
        startAt: new Date(now),
        endAt,
      });
      await this.d.scheduleSettle(tx, prediction.id, endAt);
      return { prediction: predictionView(prediction), points };
    });
    for (const l of this.placed) l();
    return placed;
  }

  async history(userId: number, page: number, limit: number): Promise<Paginated<GamePrediction>> {
    const { rows, total } = await repo.historyOf(this.d.db, userId, page, limit);
    return { data: rows.map(predictionView), page, limit, total };
  }

  async leaderboard(day: string | undefined, userId: number | undefined): Promise<GameLeaderboard> {
    const d = day ?? gameDayOf(this.clock());
    const parsed = Date.parse(`${d}T00:00:00Z`);
    // a real calendar day only (2026-02-30 is refused, not rolled over)
    if (Number.isNaN(parsed) || gameDayOf(parsed) !== d) throw refuse('game_day_invalid', {}, 'day');
    const rows = await repo.board(this.d.db, d, GAME_LEADERBOARD_SIZE);
    const profiles = await this.d.account.profilesOf(rows.map((r) => r.userId));
    const top = rows.map((r, i) => ({
      rank: i + 1,
      name: maskLogin(profiles.get(r.userId)?.login ?? '', r.userId),
      won: r.won,
      played: r.played,
    }));
    if (userId === undefined) return { day: d, top, mine: null };
    const me = await repo.findDay(this.d.db, userId, d);
    if (!me || me.played === 0) return { day: d, top, mine: { rank: null, won: me?.won ?? 0, played: 0 } };
    return { day: d, top, mine: { rank: await repo.rankOf(this.d.db, me), won: me.won, played: me.played } };
  }
}
