import { marketApi } from '@meridian/contract/market';
import type { Favorite, PairQuote } from '@meridian/contract/market';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../state/session';
import { marketKeys } from './keys';

/** POST /optional/add {match_id} | /optional/del {match_id}, applied optimistically to the favorites list. */

export interface ToggleFavoriteInput {
  quote: PairQuote;
  /** The new state: true adds, false removes. */
  favorite: boolean;
}

/** Favorites with one pair added (placeholder row until the server answers) or removed. */
export function toggledFavorites(
  list: readonly Favorite[],
  input: ToggleFavoriteInput,
  userId: number,
): Favorite[] {
  const without = list.filter((f) => f.match_id !== input.quote.id);
  if (!input.favorite) return without;
  const placeholder: Favorite = {
    id: -input.quote.id,
    user_id: userId,
    match_id: input.quote.id,
    currency_id: input.quote.currency_id,
    create_time: new Date().toISOString(),
    quote: input.quote,
  };
  return [...without, placeholder];
}

export class LoginRequiredError extends Error {
  constructor() {
    super('please_log_in');
    this.name = 'LoginRequiredError';
  }
}

export function useToggleFavorite() {
  const qc = useQueryClient();
  const key = marketKeys.favorites();
  return useMutation({
    mutationFn: async (input: ToggleFavoriteInput) => {
      if (!useSession.getState().token) throw new LoginRequiredError();
      if (input.favorite)
        return api.call(marketApi.favoriteAdd, { match_id: input.quote.id }, { loading: false });
      await api.call(marketApi.favoriteDel, { match_id: input.quote.id }, { loading: false });
      return null;
    },
    onMutate: async (input) => {
      if (!useSession.getState().token) return { previous: undefined };
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Favorite[]>(key);
      const userId = useSession.getState().user?.id ?? 0;
      qc.setQueryData<Favorite[]>(key, (list) => toggledFavorites(list ?? [], input, userId));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous !== undefined) qc.setQueryData(key, context.previous);
    },
    onSettled: (_data, error) => {
      if (!(error instanceof LoginRequiredError)) void qc.invalidateQueries({ queryKey: key });
    },
  });
}
