import { create } from 'zustand';

/** The area code chosen in the picker (shared by the picker page and the phone forms). */
export interface AreaChoiceState {
  iso: string;
  dial: string;
  choose: (iso: string, dial: string) => void;
}

export const useAreaChoice = create<AreaChoiceState>()((set) => ({
  iso: 'US',
  dial: '1',
  choose: (iso, dial) => set({ iso, dial }),
}));
