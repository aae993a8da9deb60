import type { AccountField } from '@meridian/contract/wallet';
import { create } from 'zustand';

/** Assets screen choices kept while the app runs: hidden amounts, hide zero rows, the open account. */
export interface FundUiState {
  hidden: boolean;
  hideZero: boolean;
  account: AccountField;
  toggleHidden: () => void;
  setHideZero: (v: boolean) => void;
  setAccount: (a: AccountField) => void;
}

export const useFundUi = create<FundUiState>()((set) => ({
  hidden: false,
  hideZero: false,
  account: 'change',
  toggleHidden: () => set((s) => ({ hidden: !s.hidden })),
  setHideZero: (hideZero) => set({ hideZero }),
  setAccount: (account) => set({ account }),
}));
