import { create } from 'zustand';
import type { SortState } from './quotes';

/** Market tab UI that survives a visit to a pair page (in memory only; not worth persisting). */
export type MarketTab = 'favorites' | 'crypto' | 'stocks';

export interface MarketUiState {
  tab: MarketTab;
  sorts: Record<MarketTab, SortState | null>;
  setTab: (tab: MarketTab) => void;
  setSort: (tab: MarketTab, sort: SortState | null) => void;
}

export const useMarketUi = create<MarketUiState>()((set) => ({
  tab: 'crypto',
  sorts: { favorites: null, crypto: null, stocks: null },
  setTab: (tab) => set({ tab }),
  setSort: (tab, sort) => set((s) => ({ sorts: { ...s.sorts, [tab]: sort } })),
}));
