import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { wireIntIn } from '../wire';

/**
 * The mini game (game/game): predict whether a feed price is higher or lower after 30 or 60
 * seconds, in POINTS only — points are whole numbers, have no cash value, are never money and never touch the
 * ledger. Each UTC day a player starts with GAME_DAILY_POINTS (yesterday's points do not carry over). The start
 * price is the feed's price when the prediction is placed; the end price is the feed's recorded price of the
 * end second. Win: the stake back twice (+stake); lose: the stake is lost; draw (equal prices): the stake back;
 * no recorded price: void, the stake back. The leaderboard ranks a UTC day's players by points won (net: payouts
 * minus stakes of settled predictions). Operators may instead publish an external game: setting `game_url`.
 */

/** Free points every player gets at the start of each UTC day. */
export const GAME_DAILY_POINTS = 1000;
/** The stakes a prediction may take. */
export const GAME_STAKES = [10, 50, 100] as const;
/** Round lengths in seconds. */
export const GAME_SECONDS = [30, 60] as const;
/** The pairs played (market symbols). */
export const GAME_SYMBOLS = ['BTC/USDT', 'ETH/USDT'] as const;
export const GAME_DIRECTIONS = ['up', 'down'] as const;
export const GAME_RESULTS = ['win', 'lose', 'draw', 'void'] as const;
/** Players listed on a day's leaderboard. */
export const GAME_LEADERBOARD_SIZE = 20;
/** The public setting (settings module, GET /getSetting?keyword=game_url) that replaces the built-in game. */
export const GAME_URL_SETTING = 'game_url';

export type GameSymbol = (typeof GAME_SYMBOLS)[number];
export type GameDirection = (typeof GAME_DIRECTIONS)[number];
export type GameResult = (typeof GAME_RESULTS)[number];

/**
 * Points paid back when a prediction settles: win 2 × stake, draw or void the stake, lose 0.
 * A 50-point win pays 100 (+50 net), a loss 0 (−50), a draw or void 50 (±0).
 */
export function gamePayout(result: GameResult, stake: number): number {
  if (result === 'win') return stake * 2;
  if (result === 'lose') return 0;
  return stake;
}

/** The outcome of a prediction from its start and end prices (decimal strings), or void without an end price. */
export function gameOutcome(
  direction: GameDirection,
  startPrice: string,
  endPrice: string | null,
  compare: (a: string, b: string) => number,
): GameResult {
  if (endPrice === null) return 'void';
  const c = compare(endPrice, startPrice);
  if (c === 0) return 'draw';
  return c > 0 === (direction === 'up') ? 'win' : 'lose';
}

/** A UTC day `YYYY-MM-DD`. */
export function gameDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const moment = z.string();
const decimal = z.string();

export const gameSymbol = z.enum(GAME_SYMBOLS, { message: 'game_symbol_invalid' });
export const gameDirection = z.enum(GAME_DIRECTIONS, { message: 'game_direction_invalid' });
export const gameResult = z.enum(GAME_RESULTS);

export const gamePrediction = z.object({
  id: z.number().int(),
  symbol: z.string(),
  direction: gameDirection,
  seconds: z.number().int(),
  /** The stake in points. */
  points: z.number().int(),
  start_price: decimal,
  start_at: moment,
  end_at: moment,
  /** The recorded price of the end second (null while open, or void). */
  end_price: decimal.nullable(),
  /** Null while open. */
  result: gameResult.nullable(),
  /** Points paid back (null while open). */
  payout: z.number().int().nullable(),
  settled_at: moment.nullable(),
});
export type GamePrediction = z.infer<typeof gamePrediction>;

/** GET game/state: my day. */
export const gameState = z.object({
  /** The UTC day `YYYY-MM-DD`. */
  day: z.string(),
  /** Points I have now (stakes of open predictions already taken). */
  points: z.number().int(),
  /** Net points won today (payouts minus stakes of settled predictions). */
  won: z.number().int(),
  /** Predictions placed today. */
  played: z.number().int(),
  daily_points: z.number().int(),
  /** My place on today's leaderboard (null before my first settled prediction). */
  rank: z.number().int().nullable(),
  /** My open predictions, soonest end first. */
  open: z.array(gamePrediction),
  /** The server's clock (for countdowns). */
  now: moment,
});
export type GameState = z.infer<typeof gameState>;

export const gamePredictRequest = z.object({
  symbol: gameSymbol,
  direction: gameDirection,
  seconds: wireIntIn(GAME_SECONDS, 'game_seconds_invalid'),
  points: wireIntIn(GAME_STAKES, 'game_stake_invalid'),
});
export type GamePredictRequest = z.input<typeof gamePredictRequest>;

export const gamePredictReply = z.object({
  prediction: gamePrediction,
  /** My points after the stake was taken. */
  points: z.number().int(),
});

export const gameHistoryRequest = z.object({ page: pageSchema, limit: limitSchema(10, 50) });

export const gameLeaderRow = z.object({
  rank: z.number().int(),
  /** Masked (e.g. `ab***@x.com` → `ab***`). */
  name: z.string(),
  won: z.number().int(),
  played: z.number().int(),
});
export type GameLeaderRow = z.infer<typeof gameLeaderRow>;

export const gameLeaderboardRequest = z.object({
  /** A UTC day `YYYY-MM-DD` (default today). */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'game_day_invalid' })
    .optional(),
});

export const gameLeaderboard = z.object({
  day: z.string(),
  top: z.array(gameLeaderRow),
  /** The caller's row (null for a visitor; rank null when not ranked that day). */
  mine: z
    .object({ rank: z.number().int().nullable(), won: z.number().int(), played: z.number().int() })
    .nullable(),
});
export type GameLeaderboard = z.infer<typeof gameLeaderboard>;

const both = ['GET', 'POST'] as const;

export const gameApi = {
  state: defineEndpoint({
    method: both,
    path: '/game/state',
    auth: 'required',
    request: z.object({}),
    response: gameState,
    summary: "My points today (the day's free points on the first call), open predictions and today's rank.",
  }),
  predict: defineEndpoint({
    method: 'POST',
    path: '/game/predict',
    auth: 'required',
    idempotent: true,
    request: gamePredictRequest,
    response: gamePredictReply,
    summary: 'Predicts up or down over 30 or 60 s with a stake of points (points only, never money).',
  }),
  history: defineEndpoint({
    method: both,
    path: '/game/history',
    auth: 'required',
    request: gameHistoryRequest,
    response: paginatedSchema(gamePrediction),
    summary: 'My predictions, newest first.',
  }),
  leaderboard: defineEndpoint({
    method: both,
    path: '/game/leaderboard',
    auth: 'optional',
    request: gameLeaderboardRequest,
    response: gameLeaderboard,
    summary: "A UTC day's top 20 by points won (masked names), and the caller's place.",
  }),
} as const satisfies EndpointGroup;
