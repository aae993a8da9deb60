import { create } from 'zustand';
import { readJson, writeJson } from './storage';

/** localStorage key of the dismissed demo banner: dismissed once, gone on every later visit. */
export const DEMO_BANNER_KEY = 'demoBannerDismissed';

const isTrue = (v: unknown): v is true => v === true;

export interface DemoBannerState {
  dismissed: boolean;
  dismiss: () => void;
}

export const useDemoBanner = create<DemoBannerState>()((set) => ({
  dismissed: readJson(DEMO_BANNER_KEY, isTrue) ?? false,
  dismiss() {
    writeJson(DEMO_BANNER_KEY, true);
    set({ dismissed: true });
  },
}));
