import { Decimal } from '@meridian/contract';
import { type CurrencyItem, type DepositAddress } from '@meridian/contract/wallet';
import type { Db } from '../../platform/db';
import type { Ledger } from '../ledger';
import { type AssetInfo, type MarketService, precisionOf } from '../market';
import { rulesOf } from './currencies';

export interface CurrencyServiceDeps {
  db: Db;
  ledger: Ledger;
  market: MarketService;
  addressesOf: (currencyId: number) => Promise<DepositAddress[]>;
}

/** The currency catalogue as wallets see it: assets from the market, rules from currencies.ts. */
export class CurrencyService {
  constructor(private readonly d: CurrencyServiceDeps) {}

  /** True when the currency exists and can be withdrawn (so an address may be saved for it). */
  isWithdrawable(currencyId: number): boolean {
    const asset = this.d.market.listAssets().find((a) => a.id === currencyId);
    return asset !== undefined && rulesOf(asset).withdrawEnabled;
  }

  list(): { currency: CurrencyItem[]; legal: CurrencyItem[] } {
    const currency = this.d.market.listAssets().map((a) => this.item(a));
    return { currency, legal: currency.filter((c) => c.is_legal) };
  }

  async forUser(userId: number) {
    const balances = await this.d.ledger.balances(this.d.db, userId);
    const of = (currencyId: number, type: number, digits: number) =>
      new Decimal(
        balances.find((b) => b.currencyId === currencyId && b.accountType === type)?.available ?? 0,
      ).toFixed(digits);
    return this.list()
      .currency.filter((c) => c.is_charge || c.is_withdraw)
      .map((c) => ({
        ...c,
        wallet: {
          legal: of(c.id, 1, c.precision),
          change: of(c.id, 2, c.precision),
          lever: of(c.id, 3, c.precision),
          micro: of(c.id, 4, c.precision),
        },
      }));
  }

  async withDepositAddresses() {
    const out = [];
    for (const c of this.list().currency.filter((x) => x.is_charge)) {
      const addresses = await this.d.addressesOf(c.id);
      if (addresses.length > 0) out.push({ ...c, addresses });
    }
    return out;
  }

  private item(a: AssetInfo): CurrencyItem {
    const rules = rulesOf(a);
    return {
      id: a.id,
      name: a.symbol,
      full_name: a.name,
      logo: '',
      kind: a.kind,
      precision: precisionOf(a),
      min_number: rules.withdrawMin,
      rate: rules.withdrawFee,
      networks: rules.networks,
      is_charge: rules.depositEnabled,
      is_withdraw: rules.withdrawEnabled,
      is_legal: a.kind === 'stablecoin',
      is_match: this.d.market.listPairs().some((p) => p.baseId === a.id),
    };
  }
}
