import { LIST_PAGE_SIZE } from '@meridian/contract';
import { GAME_URL_SETTING, gameApi } from '@meridian/contract/game';
import type { GamePredictRequest } from '@meridian/contract/game';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { usePublicSetting } from '../../content';
import { nextPageOf } from '../../../api/paging';
import { gameKeys } from './keys';

/**
 * Game reads and the prediction (`game/*`). Points only: nothing here touches wallet data. Reads are
 * quiet (the screen shows its own states); my day re-reads every 2 s while a prediction is open so its result
 * shows as soon as it settles.
 */

const quiet = { silent: true, loading: false } as const;

/** The operator's external game (public setting `game_url`): '' when unset. */
export const useGameUrl = () => usePublicSetting(GAME_URL_SETTING);

/** GET /game/state — my points today, open predictions, today's rank (signed in only). */
export function useGameState(enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.state(),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && q.state.data.open.length > 0 ? 2_000 : 30_000),
    queryFn: async () => {
      const sent = Date.now();
      const state = await api.call(gameApi.state, {}, quiet);
      // server − device, from the middle of the round trip
      const offsetMs = Date.parse(state.now) - (sent + Date.now()) / 2;
      return { ...state, offsetMs };
    },
  });
}

/** GET /game/leaderboard — a UTC day's top 20 (visitors too). */
export function useGameBoard(day: string) {
  return useQuery({
    queryKey: gameKeys.board(day),
    enabled: day !== '',
    staleTime: 5_000,
    refetchInterval: 15_000,
    queryFn: () => api.call(gameApi.leaderboard, { day }, quiet),
  });
}

/** GET /game/history — my predictions, newest first (paged). */
export function useGameHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: gameKeys.history(),
    enabled,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) => api.call(gameApi.history, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** POST /game/predict — stakes points on up or down; refusals are toasted in the user's language. */
export function usePredict() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: GamePredictRequest }) => sendIntent(gameApi.predict, body),
    onSettled: () => qc.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
