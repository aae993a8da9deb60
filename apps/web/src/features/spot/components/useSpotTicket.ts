import type { PairDetail } from '@meridian/contract/market';
import { useCallback, useRef, useState } from 'react';
import type { SpotAssets } from '../data/context';
import { pairRulesOf } from '../data/context';
import { normalizePrice, initialSpotTicket, reduceSpotTicket } from '../forms/state';
import type { SpotTicketAction } from '../forms/state';
import type { SpotBookTops, SpotContext, SpotTicket } from '../forms/types';

/**
 * The ticket's state for one pair: the pure reducer of forms/spot over the live context (rules, balances,
 * book tops). The price starts at the last price; the screen keys this hook's owner by symbol, so a new pair
 * starts a fresh ticket.
 */
export function useSpotTicket(pair: PairDetail, assets: SpotAssets, book: SpotBookTops) {
  const ctx: SpotContext = { pair: pairRulesOf(pair, assets), balances: assets.balances, book };
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const [ticket, setTicket] = useState<SpotTicket>(() =>
    initialSpotTicket('buy', normalizePrice(pair.now_price, ctx.pair)),
  );
  const act = useCallback(
    (action: SpotTicketAction) => setTicket((t) => reduceSpotTicket(t, action, ctxRef.current)),
    [],
  );
  return { ticket, act, ctx };
}
