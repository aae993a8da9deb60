import { TIMEOUTS_MS } from '@meridian/contract';
import type { PairQuote } from '@meridian/contract/market';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, pairPath } from '../../../lib/paths';
import { useToggleFavorite } from './favorites';
import { useFavorites } from './hooks';

/**
 * Favorite toggling for any quote on screen: optimistic, with a toast; a visitor gets "please log in
 * first" and the login page after 1.2 s.
 */
export function useFavoriteAction() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const mutation = useToggleFavorite();
  const { ids, loggedIn } = favorites;

  const toggle = useCallback(
    (quote: PairQuote) => {
      if (!loggedIn) {
        Toast.show({ content: t('common.pleaseLogin'), duration: TIMEOUTS_MS.toast });
        setTimeout(() => void navigate(LOGIN_PATH), TIMEOUTS_MS.loginRedirect);
        return;
      }
      const favorite = !ids.has(quote.id);
      mutation.mutate(
        { quote, favorite },
        {
          onSuccess: () =>
            void Toast.show({
              content: t(favorite ? 'market.favoriteAdded' : 'market.favoriteRemoved'),
              duration: TIMEOUTS_MS.toast,
            }),
        },
      );
    },
    [ids, loggedIn, mutation, navigate, t],
  );

  /** Long-press menu of a quote row: favorite toggle and the chart. */
  const openActionsNow = useCallback(
    (quote: PairQuote) => {
      const handler = overlays.actionSheet({
        extra: quote.symbol,
        cancelText: t('common.cancel'),
        actions: [
          {
            key: 'fav',
            text: t(ids.has(quote.id) ? 'market.removeFavorite' : 'market.addFavorite'),
            onClick: () => {
              handler.close();
              toggle(quote);
            },
          },
          {
            key: 'chart',
            text: t('market.openChart'),
            onClick: () => {
              handler.close();
              void navigate(pairPath(quote.symbol));
            },
          },
        ],
      });
    },
    [ids, navigate, overlays, t, toggle],
  );
  // quote rows are memoised: one handler for the screen's life, calling the current one, lets them skip renders
  const latest = useRef(openActionsNow);
  useLayoutEffect(() => {
    latest.current = openActionsNow;
  }, [openActionsNow]);
  const openActions = useCallback((quote: PairQuote) => latest.current(quote), []);

  return { isFavorite: (id: number) => ids.has(id), toggle, openActions, favorites };
}
