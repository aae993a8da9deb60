import { Decimal } from '@meridian/contract';
import { OTC_FIAT_DECIMALS } from '@meridian/contract/otc';
import type { Db } from '../../platform/db';
import type { SupportTopicResolver } from '../support';
import type { OtcDesk } from './desk';
import * as repo from './otc.repo';
import { orderTitle } from './otc.view';

/**
 * The support topic kind `otc` (`otc:<order id>`): a thread about one of the user's orders (someone else's order
 * resolves to nothing, so no thread is opened on it), and the user's latest orders beside a thread in the console.
 */
export function otcTopicResolver(d: { db: Db; desk: OtcDesk }): SupportTopicResolver {
  const symbol = async (id: number) => (await d.desk.coin(id))?.symbol ?? '';
  return {
    async resolve(userId, refId) {
      if (!/^[1-9]\d{0,15}$/.test(refId)) return undefined;
      const row = await repo.findOrder(d.db, Number(refId));
      if (!row || row.userId !== userId) return undefined;
      return { title: orderTitle(row, await symbol(row.currencyId)) };
    },
    async recent(userId, limit) {
      const { rows } = await repo.listOrders(d.db, { userId }, { page: 1, limit });
      const items = [];
      for (const row of rows) {
        const name = await symbol(row.currencyId);
        items.push({
          kind: 'otc',
          ref: String(row.id),
          title: orderTitle(row, name),
          status: row.status,
          amount: new Decimal(row.total).toFixed(OTC_FIAT_DECIMALS),
          currency: row.fiat,
          time: row.createdAt.toISOString(),
        });
      }
      return items;
    },
  };
}
