import { GAME_STAKES, gameDayOf, type GamePrediction, type GameResult } from '@meridian/contract/game';

/** Pure rules of the game screen, tested with worked numbers. */

/** The UTC day before `day` (`2026-03-01` → `2026-02-28`). */
export function previousDay(day: string): string {
  return gameDayOf(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
}

/** Whole seconds left until `endAt` by the server's clock (`offsetMs` = server − device), never below 0. */
export function secondsLeft(endAt: string, nowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(endAt) - (nowMs + offsetMs)) / 1000));
}

/** Net points of a settled prediction: payout − stake (a 100-point win +100, a loss −100, draw/void 0). */
export function netPoints(p: Pick<GamePrediction, 'payout' | 'points'>): number | null {
  return p.payout === null ? null : p.payout - p.points;
}

/** "+100", "−50", "0". */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return '0';
}

/** The colour class of a result. */
export function resultTone(result: GameResult | null): 'up' | 'down' | 'flat' {
  if (result === 'win') return 'up';
  if (result === 'lose') return 'down';
  return 'flat';
}

/** Stakes the player can afford now (all of GAME_STAKES at or below `points`). */
export function affordable(points: number): number[] {
  return GAME_STAKES.filter((s) => s <= points);
}
