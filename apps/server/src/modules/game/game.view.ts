import type { GamePrediction } from '@meridian/contract/game';
import type { PredictionRow } from './game.repo';

/** A prediction as the app sees it. */
export function predictionView(p: PredictionRow): GamePrediction {
  return {
    id: p.id,
    symbol: p.symbol,
    direction: p.direction,
    seconds: p.seconds,
    points: p.points,
    start_price: p.startPrice,
    start_at: p.startAt.toISOString(),
    end_at: p.endAt.toISOString(),
    end_price: p.endPrice,
    result: p.result,
    payout: p.payout,
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

/**
 * A login as the leaderboard shows it: an e-mail keeps 2 characters and its domain (`ab***@x.com`), a phone
 * number its first 3 and last 4 digits (`138***5678`); no login: `#<id>`.
 */
export function maskLogin(login: string, userId: number): string {
  const at = login.indexOf('@');
  if (at >= 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  if (login.length > 7) return `${login.slice(0, 3)}***${login.slice(-4)}`;
  return login ? `${login.slice(0, 1)}***` : `#${userId}`;
}
