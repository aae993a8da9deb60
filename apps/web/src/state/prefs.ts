import { DEFAULT_FIAT, DEFAULT_LANG, FIAT_CODES, toLangCode } from '@meridian/contract';
import type { FiatCode, LangCode } from '@meridian/contract';
import { create } from 'zustand';
import { STORAGE_KEYS, getStorage, readJson, writeJson } from './storage';

/** A fiat rate from the feed: `rate` is a decimal string (units per USD). */
export interface FiatRate {
  currency_code: FiatCode;
  rate: string;
}
export interface ChosenFiat extends FiatRate {
  saveTime: number;
}

export interface PrefsState {
  lang: LangCode;
  fiat: ChosenFiat;
  fiats: FiatRate[];
  setLang: (lang: LangCode) => void;
  setFiat: (code: FiatCode, now?: number) => void;
  setFiats: (list: FiatRate[]) => void;
  hydrate: () => void;
}

export const DEFAULT_CHOSEN_FIAT: ChosenFiat = { ...DEFAULT_FIAT, saveTime: 0 };

export function isFiatCode(v: unknown): v is FiatCode {
  return typeof v === 'string' && (FIAT_CODES as readonly string[]).includes(v);
}
function isFiatRate(v: unknown): v is FiatRate {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isFiatCode(r.currency_code) && typeof r.rate === 'string';
}
function isFiatList(v: unknown): v is FiatRate[] {
  return Array.isArray(v) && v.every(isFiatRate);
}
function isChosenFiat(v: unknown): v is ChosenFiat {
  return isFiatRate(v) && typeof (v as unknown as Record<string, unknown>).saveTime === 'number';
}

export const usePrefs = create<PrefsState>()((set, get) => ({
  lang: DEFAULT_LANG,
  fiat: DEFAULT_CHOSEN_FIAT,
  fiats: [],
  setLang(lang) {
    getStorage().setItem(STORAGE_KEYS.lang, lang);
    set({ lang });
  },
  setFiat(code, now = Date.now()) {
    const rate =
      get().fiats.find((f) => f.currency_code === code)?.rate ?? (code === 'USD' ? '1' : get().fiat.rate);
    const fiat: ChosenFiat = { currency_code: code, rate, saveTime: now };
    writeJson(STORAGE_KEYS.fiat, fiat);
    set({ fiat });
  },
  setFiats(list) {
    writeJson(STORAGE_KEYS.fiats, list);
    const chosen = get().fiat;
    const fresh = list.find((f) => f.currency_code === chosen.currency_code);
    const fiat = fresh ? { ...chosen, rate: fresh.rate } : chosen;
    writeJson(STORAGE_KEYS.fiat, fiat);
    set({ fiats: list, fiat });
  },
  hydrate() {
    const storedLang = getStorage().getItem(STORAGE_KEYS.lang);
    set({
      lang: storedLang ? toLangCode(storedLang) : DEFAULT_LANG,
      fiat: readJson(STORAGE_KEYS.fiat, isChosenFiat) ?? DEFAULT_CHOSEN_FIAT,
      fiats: readJson(STORAGE_KEYS.fiats, isFiatList) ?? [],
    });
  },
}));
