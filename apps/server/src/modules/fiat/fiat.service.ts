import { Decimal, DEFAULT_FIAT, FIAT_CODES, FIAT_REFRESH_MS } from '@meridian/contract';
import { type FiatRates } from '@meridian/contract/market';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { fiatRates, fiatRefreshes } from './fiat.schema';
import { FIAT_SNAPSHOT } from './snapshot';

const FETCH_TIMEOUT_MS = 10_000;

/**
 * Display rates of the spec's eleven fiats against USD. Served from the database once a refresh succeeded,
 * else from the embedded snapshot. A refresh source (FIAT_RATES_URL) is fetched at most daily; a failed
 * fetch records its time too, so the next try waits 24 h.
 */
export class FiatService {
  constructor(
    private readonly db: Db,
    private readonly sourceUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetch,
  ) {}

  async rates(): Promise<FiatRates> {
    const rows = await this.db.select().from(fiatRates);
    if (rows.length === 0) {
      return {
        base: 'USD',
        updated_at: FIAT_SNAPSHOT.takenAt,
        rates: FIAT_CODES.map((code) => ({ currency_code: code, rate: FIAT_SNAPSHOT.rates[code] })),
      };
    }
    const byCode = new Map(rows.map((r) => [r.currencyCode, r]));
    const latest = rows.reduce((a, r) => (r.updatedAt > a ? r.updatedAt : a), rows[0]!.updatedAt);
    return {
      base: 'USD',
      updated_at: latest.toISOString(),
      rates: FIAT_CODES.map((code) => ({
        currency_code: code,
        rate: byCode.has(code) ? new Decimal(byCode.get(code)!.rate).toString() : FIAT_SNAPSHOT.rates[code],
      })),
    };
  }

  /** Refreshes when a source is configured and the last attempt is older than 24 h. Returns whether it tried. */
  async refreshIfDue(nowMs = Date.now()): Promise<boolean> {
    if (!this.sourceUrl) return false;
    const [last] = await this.db.select().from(fiatRefreshes).where(eq(fiatRefreshes.id, 'last'));
    if (last && nowMs - last.attemptedAt.getTime() < FIAT_REFRESH_MS) return false;
    const attemptedAt = new Date(nowMs);
    try {
      const parsed = parseRates(await this.fetchJson(this.sourceUrl));
      await this.db.transaction(async (tx) => {
        for (const [code, rate] of parsed) {
          const row = { currencyCode: code, rate, source: this.sourceUrl ?? '', updatedAt: attemptedAt };
          await tx
            .insert(fiatRates)
            .values(row)
            .onConflictDoUpdate({ target: fiatRates.currencyCode, set: row });
        }
        await this.recordAttempt(tx, attemptedAt, true, '');
      });
      this.log.info({ rates: parsed.size }, 'fiat rates refreshed');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.recordAttempt(this.db, attemptedAt, false, message.slice(0, 500));
      this.log.warn({ err: message }, 'fiat rate refresh failed; next try in 24 h');
    }
    return true;
  }

  private async recordAttempt(db: Pick<Db, 'insert'>, at: Date, ok: boolean, error: string) {
    const row = { id: 'last', attemptedAt: at, ok: ok ? 'true' : 'false', error };
    await db.insert(fiatRefreshes).values(row).onConflictDoUpdate({ target: fiatRefreshes.id, set: row });
  }
}

/**
 * Reads `{rates:[{currency_code, rate}]}` (our own shape) or `{rates:{USD:1, EUR:0.92, …}}` (the usual
 * exchange-rate APIs), keeps the eleven fiats, and refuses anything without a positive USD-based rate for each.
 */
export function parseRates(body: unknown): Map<string, string> {
  const raw = (body as { rates?: unknown } | null)?.rates;
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.map((r: { currency_code?: unknown; rate?: unknown }) => [String(r.currency_code), r.rate])
    : raw && typeof raw === 'object'
      ? Object.entries(raw)
      : [];
  const out = new Map<string, string>();
  for (const [code, value] of entries) {
    if (!(FIAT_CODES as readonly string[]).includes(code)) continue;
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    const rate = new Decimal(String(value));
    if (!rate.isFinite() || rate.lte(0)) throw new Error(`bad rate for ${code}`);
    out.set(code, rate.toString());
  }
  for (const code of FIAT_CODES) if (!out.has(code)) throw new Error(`rate source lacks ${code}`);
  if (out.get(DEFAULT_FIAT.currency_code) !== '1') throw new Error('rate source is not USD-based');
  return out;
}

async function defaultFetch(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
