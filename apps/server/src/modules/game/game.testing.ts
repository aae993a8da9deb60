import type { GameLeaderboard, GamePrediction, GameState } from '@meridian/contract/game';
import { sql } from 'drizzle-orm';
import { get, ok, post, uniqueIp, type Reply } from '../../../test/api';
import { spotUser, type SpotUser } from '../../../test/spot-users';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the game's integration tests: the clock, feed ticks, the game's calls. */

export type Player = SpotUser;
export { ok };

/** Sets the game's clock to `ms` (the settler reads the same clock). */
export function setClock(t: TestApp, ms: number): void {
  t.services.game.clock = () => ms;
}

export const pairId = (t: TestApp, symbol: string): number => t.services.market.findPair({ symbol }).id;

/** One feed tick of `symbol` at a whole second; waits until the game has recorded it as an end price. */
export async function tick(t: TestApp, symbol: string, second: number, price: string): Promise<void> {
  t.services.market.applyTicks([{ pairId: pairId(t, symbol), time: second * 1000, price, volume: '1' }]);
  await t.services.gameSettler.idle();
}

export const player = (t: TestApp, funds: Record<number, string> = {}): Promise<Player> => spotUser(t, funds);

export function predict(t: TestApp, p: Player, body: Record<string, unknown>): Promise<Reply> {
  return post(t.app, '/game/predict', body, { token: p.token, ip: uniqueIp() });
}

export async function predicted(
  t: TestApp,
  p: Player,
  body: Record<string, unknown>,
): Promise<GamePrediction> {
  return ok<{ prediction: GamePrediction }>(await predict(t, p, body)).prediction;
}

export async function state(t: TestApp, p: Player): Promise<GameState> {
  return ok<GameState>(await get(t.app, '/game/state', {}, { token: p.token }));
}

export async function board(t: TestApp, day: string, p?: Player): Promise<GameLeaderboard> {
  return ok<GameLeaderboard>(await get(t.app, '/game/leaderboard', { day }, p ? { token: p.token } : {}));
}

export async function prediction(t: TestApp, p: Player, id: number): Promise<GamePrediction> {
  const page = ok<{ data: GamePrediction[] }>(
    await get(t.app, '/game/history', { limit: '50' }, { token: p.token }),
  );
  const found = page.data.find((x) => x.id === id);
  if (!found) throw new Error(`prediction ${id} not in the history`);
  return found;
}

/** Every ledger row count and every balance, to compare before and after play. */
export async function ledgerSnapshot(t: TestApp): Promise<unknown> {
  const counts = await t.database.db.execute(sql`
    SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings,
           (SELECT count(*) FROM ledger_holds) AS holds, (SELECT count(*) FROM ledger_accounts) AS accounts`);
  const balances = await t.database.db.execute(sql`
    SELECT id, available::text AS available, frozen::text AS frozen FROM ledger_accounts ORDER BY id`);
  return { counts: counts.rows, balances: balances.rows };
}
