import { Decimal } from '@meridian/contract';
import { type OpsSupportProfile } from '@meridian/contract/support';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { SupportRecentItem, SupportTopics } from './topics';

/** Records per topic kind shown beside a thread. */
const RECENT_PER_KIND = 5;

export interface SupportProfilesDeps {
  db: Db;
  account: Pick<Services['account'], 'profilesOf'>;
  kyc: Pick<Services['kyc'], 'level'>;
  ledger: Pick<Services['ledger'], 'balances'>;
  market: Pick<Services['market'], 'listAssets'>;
  topics: SupportTopics;
}

/**
 * The user panel beside a thread in the console: account and nickname, identity level, balances per currency
 * (all of the user's accounts added up), and the latest records of every registered topic kind. Read through
 * the owning modules' services only.
 */
export class SupportProfiles {
  constructor(private readonly d: SupportProfilesDeps) {}

  async people(userIds: number[]): Promise<Map<number, { login: string; nickname: string }>> {
    if (userIds.length === 0) return new Map();
    const profiles = await this.d.account.profilesOf(userIds);
    return new Map([...profiles].map(([id, p]) => [id, { login: p.login, nickname: p.nickname }]));
  }

  async profile(userId: number): Promise<OpsSupportProfile | null> {
    const person = (await this.people([userId])).get(userId);
    if (!person) return null;
    const level = await this.d.kyc.level(userId);
    const totals = new Map<number, Decimal>();
    for (const b of await this.d.ledger.balances(this.d.db, userId)) {
      const sum = new Decimal(b.available).plus(b.frozen);
      totals.set(b.currencyId, (totals.get(b.currencyId) ?? new Decimal(0)).plus(sum));
    }
    const symbols = new Map(this.d.market.listAssets().map((a) => [a.id, a.symbol]));
    const balances = [...totals]
      .filter(([, total]) => !total.isZero())
      .map(([id, total]) => ({ currency: symbols.get(id) ?? `#${id}`, total: total.toFixed() }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    return {
      user_id: userId,
      account: person.login,
      nickname: person.nickname,
      kyc_level: level,
      balances,
      recent: await this.recent(userId),
    };
  }

  /** Every registered kind's latest records, newest first; a kind whose lookup fails is left out. */
  private async recent(userId: number): Promise<SupportRecentItem[]> {
    const items: SupportRecentItem[] = [];
    for (const [, resolver] of this.d.topics.registered()) {
      items.push(...(await resolver.recent(userId, RECENT_PER_KIND).catch(() => [])));
    }
    return items.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  }
}
