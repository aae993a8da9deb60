import type { EndpointGroup } from '../endpoint';

/** The mini game (issue 18, spec §2 game/game): rounds, predictions in points, the daily leaderboard. */
export const gameApi = {} as const satisfies EndpointGroup;
