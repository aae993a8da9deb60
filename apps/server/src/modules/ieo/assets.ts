import type { Services } from '../../platform/module';
import { precisionOf, type AssetInfo } from '../market';
import type { ProjectNames } from './ieo.view';

/** What the IEO module reads of the market's asset catalogue. */
export type IeoMarket = Pick<Services['market'], 'listAssets' | 'refreshAssets'>;

/**
 * The currencies of IEO projects (the tokens and the pay currencies), by id, from the market's catalogue. A
 * token another node created is not in this node's list yet: an unknown id reloads the list once.
 */
export class IeoAssets {
  constructor(private readonly market: IeoMarket) {}

  async get(id: number): Promise<AssetInfo | undefined> {
    const found = this.market.listAssets().find((a) => a.id === id);
    if (found) return found;
    await this.market.refreshAssets();
    return this.market.listAssets().find((a) => a.id === id);
  }

  /** Symbols of a project's token and pay currency ('' for one the catalogue does not know). */
  async names(p: { currencyId: number; payCurrencyId: number }): Promise<ProjectNames> {
    const [token, pay] = await Promise.all([this.get(p.currencyId), this.get(p.payCurrencyId)]);
    return { currency: token?.symbol ?? '', payCurrency: pay?.symbol ?? '' };
  }

  /** `names` of several projects. */
  async namesOf(
    rows: readonly { id: number; currencyId: number; payCurrencyId: number }[],
  ): Promise<Map<number, ProjectNames>> {
    const out = new Map<number, ProjectNames>();
    for (const r of rows) out.set(r.id, await this.names(r));
    return out;
  }

  /** Wallet decimals of a currency (8 when unknown). */
  async decimals(id: number): Promise<number> {
    const a = await this.get(id);
    return a ? precisionOf(a) : 8;
  }
}
