import { FIAT_CODES, FIAT_REFRESH_MS, STORAGE_VERSION, toShownDecimal } from '@meridian/contract';
import type { FiatRate } from '../state/prefs';
import { isFiatCode } from '../state/prefs';
import { STORAGE_KEYS } from '../state/storage';
import type { KeyValueStorage } from '../state/storage';

/** App start. Every dependency is injected so the sequence is unit-testable. */
export interface StartupDeps {
  storage: KeyValueStorage;
  now: () => number;
  /** Reads the stores from storage after the migration. */
  hydrate: () => void;
  initLanguage: () => Promise<void> | void;
  startSocket: () => void;
  /** GET /api/mycurrency/US.json → rates entries (raw). */
  fetchRates: () => Promise<unknown>;
  saveFiats: (list: FiatRate[]) => void;
  log: (message: string, error?: unknown) => void;
}

const KEPT_ON_CLEAR = [STORAGE_KEYS.lang, STORAGE_KEYS.token, STORAGE_KEYS.user] as const;

/** Clears the cache once when the stored h5Version is below STORAGE_VERSION (keeps lang, token, user). */
export function migrateStorage(storage: KeyValueStorage, version: number = STORAGE_VERSION): boolean {
  const stored = Number(storage.getItem(STORAGE_KEYS.h5Version) ?? '0');
  if (Number.isFinite(stored) && stored >= version) return false;
  const kept = KEPT_ON_CLEAR.map((k) => [k, storage.getItem(k)] as const);
  storage.clear();
  for (const [k, v] of kept) if (v !== null) storage.setItem(k, v);
  storage.setItem(STORAGE_KEYS.h5Version, String(version));
  return true;
}

export function ratesAreStale(storage: KeyValueStorage, now: number): boolean {
  const saved = Number(storage.getItem(STORAGE_KEYS.saveFiatsTime) ?? '0');
  return !Number.isFinite(saved) || now - saved > FIAT_REFRESH_MS;
}

/** Keeps only the spec's eleven fiats (in the spec's order), with a valid positive decimal rate. */
export function pickFiats(payload: unknown): FiatRate[] {
  const rates = (payload as { rates?: unknown } | null)?.rates;
  if (!Array.isArray(rates)) return [];
  const byCode = new Map<string, string>();
  for (const entry of rates as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { currency_code: code, rate } = entry as Record<string, unknown>;
    const d = toShownDecimal(rate);
    if (isFiatCode(code) && d && d.gt(0) && !byCode.has(code)) byCode.set(code, d.toString());
  }
  return FIAT_CODES.filter((c) => byCode.has(c)).map((c) => ({
    currency_code: c,
    rate: byCode.get(c) ?? '1',
  }));
}

async function refreshRates(deps: StartupDeps): Promise<void> {
  if (!ratesAreStale(deps.storage, deps.now())) return;
  try {
    const list = pickFiats(await deps.fetchRates());
    if (list.length > 0) deps.saveFiats(list);
  } catch (e) {
    deps.log('fiat rate fetch failed; next try in 24 h', e);
  } finally {
    // A failed fetch still records the time: no retry for 24 h.
    deps.storage.setItem(STORAGE_KEYS.saveFiatsTime, String(deps.now()));
  }
}

async function step(deps: StartupDeps, name: string, fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch (e) {
    deps.log(`start-up step "${name}" failed`, e);
  }
}

/** Runs the start-up sequence; never throws (errors are only logged). */
export async function runStartup(deps: StartupDeps): Promise<void> {
  await step(deps, 'cache', () => migrateStorage(deps.storage));
  await step(deps, 'hydrate', () => deps.hydrate());
  await step(deps, 'language', () => deps.initLanguage());
  await step(deps, 'socket', () => deps.startSocket());
  await step(deps, 'rates', () => refreshRates(deps));
}
