/** The spec's localStorage keys plus the chosen fiat, the fiat list and recent market searches. */
export const STORAGE_KEYS = {
  lang: 'lang',
  token: 'token',
  user: 'user',
  h5Version: 'h5Version',
  saveFiatsTime: 'saveFiatsTime',
  fiat: 'fiat',
  fiats: 'fiats',
  recentSearches: 'marketRecentSearches',
} as const;

/** The subset of the Web Storage API the app uses; tests pass a MemoryStorage. */
export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  clear: () => void;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const probe = '__meridian_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return null;
  }
}

let current: KeyValueStorage = browserStorage() ?? new MemoryStorage();

export function getStorage(): KeyValueStorage {
  return current;
}

/** For tests: swap the storage the stores read and write. */
export function setStorage(storage: KeyValueStorage): void {
  current = storage;
}

export function readJson<T>(key: string, guard: (v: unknown) => v is T): T | null {
  const raw = current.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) current.removeItem(key);
  else current.setItem(key, JSON.stringify(value));
}
