import { create } from 'zustand';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/** Recent market searches (newest first, case-insensitively unique, at most MAX_RECENT), in localStorage. */
export const MAX_RECENT = 10;

export function addRecent(list: readonly string[], keyword: string, max = MAX_RECENT): string[] {
  const k = keyword.trim();
  if (!k) return [...list];
  return [k, ...list.filter((x) => x.toLowerCase() !== k.toLowerCase())].slice(0, max);
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

export interface RecentSearchState {
  items: string[];
  add: (keyword: string) => void;
  clear: () => void;
}

export const useRecentSearches = create<RecentSearchState>()((set, get) => ({
  items: (readJson(STORAGE_KEYS.recentSearches, isStringList) ?? []).slice(0, MAX_RECENT),
  add(keyword) {
    const items = addRecent(get().items, keyword);
    writeJson(STORAGE_KEYS.recentSearches, items);
    set({ items });
  },
  clear() {
    writeJson(STORAGE_KEYS.recentSearches, null);
    set({ items: [] });
  },
}));
