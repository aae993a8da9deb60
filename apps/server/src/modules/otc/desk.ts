import { Decimal, FIAT_CODES, refuse } from '@meridian/contract';
import {
  OTC_DEFAULT_COINS,
  OTC_DEFAULT_MAX_USDT,
  OTC_DEFAULT_MIN_USDT,
  OTC_DEFAULT_PAY_WINDOW_MINUTES,
  OTC_DEFAULT_SPREAD_BPS,
  OTC_LEVEL_CAPS_USDT,
  OTC_QUOTE_TTL_MS,
  otcLevelCap,
  type OpsOtcBank,
  type OpsOtcSettings,
  type OpsOtcSettingsSaveRequest,
  type OtcConfig,
} from '@meridian/contract/otc';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, DbOrTx } from '../../platform/db';
import type { Services } from '../../platform/module';
import { precisionOf, type AssetInfo } from '../market';
import * as repo from './otc.repo';

/** Kinds of catalogue assets the desk may trade. */
const COIN_KINDS = ['crypto', 'stablecoin'];
const EMPTY_BANK: OpsOtcBank = { bank_name: '', account_name: '', account_number: '', branch: '', swift: '' };

/** The desk settings in force: the saved row, or the defaults (closed, no bank details) before any save. */
export interface DeskSettings {
  open: boolean;
  coins: number[];
  spreadBps: number;
  minUsdt: string;
  maxUsdt: string;
  payWindowMinutes: number;
  bank: OpsOtcBank;
  label: string;
  updatedAt: Date | null;
}

export type OtcMarket = Pick<Services['market'], 'listAssets' | 'refreshAssets' | 'usdtPrice'>;

export interface OtcDeskDeps {
  db: Db;
  market: OtcMarket;
  fiat: Pick<Services['fiat'], 'rates'>;
  kyc: Pick<Services['kyc'], 'level'>;
  /** DEMO_CONTENT: a desk saved as demo content is in force only while on (closed defaults otherwise). */
  demoContent: boolean;
}

/**
 * The desk: its settings (read by everyone, saved by the console, audited), what it publishes (otc/config), and
 * the inputs of a quote — a coin's feed price in USDT and decimals, a fiat's rate. Nothing here sets a price.
 */
export class OtcDesk {
  constructor(private readonly d: OtcDeskDeps) {}

  async settings(db: DbOrTx = this.d.db): Promise<DeskSettings> {
    const row = await repo.findSettings(db);
    if (!row || (row.isDemo && !this.d.demoContent)) return this.defaults();
    return {
      open: row.open,
      coins: row.coins,
      spreadBps: row.spreadBps,
      minUsdt: new Decimal(row.minUsdt).toFixed(),
      maxUsdt: new Decimal(row.maxUsdt).toFixed(),
      payWindowMinutes: row.payWindowMinutes,
      bank: row.bank,
      label: row.label,
      updatedAt: row.updatedAt,
    };
  }

  /** Whether a desk was ever saved (by the console or as demo content). */
  async saved(): Promise<boolean> {
    return (await repo.findSettings(this.d.db)) !== undefined;
  }

  /** GET /otc/config — the caller's level and cap when signed in. */
  async config(userId: number | undefined): Promise<OtcConfig> {
    const s = await this.settings();
    const level = userId === undefined ? null : await this.d.kyc.level(userId);
    const cap = level === null ? null : otcLevelCap(level);
    const coins = [];
    for (const id of s.coins) {
      const coin = await this.coin(id);
      if (coin)
        coins.push({
          currency_id: id,
          name: coin.symbol,
          decimals: precisionOf(coin),
          price_usdt: this.feed(id),
        });
    }
    const rates = await this.d.fiat.rates();
    return {
      open: s.open,
      coins,
      fiats: rates.rates.map((r) => ({ code: r.currency_code, rate: r.rate })),
      spread_bps: s.spreadBps,
      min_usdt: s.minUsdt,
      max_usdt: s.maxUsdt,
      level_caps: { lv1: OTC_LEVEL_CAPS_USDT[1], lv2: OTC_LEVEL_CAPS_USDT[2] },
      level,
      level_cap_usdt: cap === null ? null : cap.toFixed(),
      pay_window_minutes: s.payWindowMinutes,
      quote_ttl_seconds: OTC_QUOTE_TTL_MS / 1000,
      label: s.label,
    };
  }

  /** GET /ops/otc/settings */
  async opsSettings(db: DbOrTx = this.d.db): Promise<OpsOtcSettings> {
    return this.opsView(await this.settings(db));
  }

  /**
   * POST /ops/otc/settings/save — the whole desk at once; the coins must be catalogue coins or stablecoins and the
   * minimum at most the maximum (otc_settings_invalid). The audit hook sees the settings before (null before the
   * first save) and after.
   */
  async save(
    input: OpsOtcSettingsSaveRequest,
    audit?: AuditHook<OpsOtcSettings | null>,
    opts: { isDemo?: boolean } = {},
  ): Promise<OpsOtcSettings> {
    if (new Decimal(input.min_usdt).gt(input.max_usdt)) throw refuse('otc_settings_invalid', {}, 'min_usdt');
    // an open desk publishes where buyers transfer to
    if (input.open && (input.bank.account_number === '' || input.bank.bank_name === ''))
      throw refuse('otc_settings_invalid', {}, 'bank');
    const coins = [...new Set(input.coins)];
    for (const id of coins) {
      const coin = await this.coin(id);
      if (!coin || !COIN_KINDS.includes(coin.kind)) throw refuse('otc_coin_unavailable', {}, 'coins');
    }
    return this.d.db.transaction(async (tx) => {
      const before = await repo.lockSettings(tx);
      const beforeView = before ? await this.opsSettings(tx) : null;
      await repo.upsertSettings(tx, {
        open: input.open,
        coins,
        spreadBps: input.spread_bps,
        minUsdt: input.min_usdt,
        maxUsdt: input.max_usdt,
        payWindowMinutes: input.pay_window_minutes,
        bank: input.bank,
        label: input.label,
        isDemo: opts.isDemo ?? false,
      });
      const after = await this.opsSettings(tx);
      await audit?.(tx, beforeView, after);
      return after;
    });
  }

  /** A catalogue asset by id (an asset another node created reloads the catalogue once). */
  async coin(id: number): Promise<AssetInfo | undefined> {
    const found = this.d.market.listAssets().find((a) => a.id === id);
    if (found) return found;
    await this.d.market.refreshAssets();
    return this.d.market.listAssets().find((a) => a.id === id);
  }

  /** The coin's feed price in USDT ('1' for USDT, '0' without a USDT market). */
  feed(id: number): string {
    return this.d.market.usdtPrice(id);
  }

  /** A fiat's rate per USD; undefined for a fiat the desk does not know. */
  async fiatRate(code: string): Promise<string | undefined> {
    if (!(FIAT_CODES as readonly string[]).includes(code)) return undefined;
    const rates = await this.d.fiat.rates();
    return rates.rates.find((r) => r.currency_code === code)?.rate;
  }

  private defaults(): DeskSettings {
    const ids = OTC_DEFAULT_COINS.map((sym) => this.d.market.listAssets().find((a) => a.symbol === sym)?.id);
    return {
      open: false,
      coins: ids.filter((id): id is number => id !== undefined),
      spreadBps: OTC_DEFAULT_SPREAD_BPS,
      minUsdt: OTC_DEFAULT_MIN_USDT,
      maxUsdt: OTC_DEFAULT_MAX_USDT,
      payWindowMinutes: OTC_DEFAULT_PAY_WINDOW_MINUTES,
      bank: EMPTY_BANK,
      label: '',
      updatedAt: null,
    };
  }

  private opsView(s: DeskSettings): OpsOtcSettings {
    return {
      open: s.open,
      coins: s.coins,
      spread_bps: s.spreadBps,
      min_usdt: s.minUsdt,
      max_usdt: s.maxUsdt,
      pay_window_minutes: s.payWindowMinutes,
      bank: s.bank,
      label: s.label,
      coin_choices: this.d.market
        .listAssets()
        .filter((a) => COIN_KINDS.includes(a.kind))
        .map((a) => ({ id: a.id, name: a.symbol })),
      updated_at: s.updatedAt?.toISOString() ?? null,
    };
  }
}
