import { userRoom } from '@meridian/contract';
import type { EventBus } from '../../platform/events';
import type { RealtimeServer } from '../../platform/socket';
import type { FuturesService } from './futures.service';

/**
 * `lever_trade` to the owner's room after every committed change of their positions (contract realtime.ts):
 * the account summary over all pairs and the rows the change touched, with a per-user seq (reset by a restart:
 * a client reloads `lever/dealall` when the seq is not exactly the last one + 1). Emitted by the node that
 * committed the change (trigger closes: the leader).
 */
export function attachFuturesRealtime(
  io: RealtimeServer,
  deps: { events: EventBus; futures: FuturesService; log?: { error: (o: object, m: string) => void } },
): () => void {
  const seqs = new Map<number, number>();
  // One chain, so each user's messages leave in seq order although the summary is read asynchronously.
  let chain = Promise.resolve();
  return deps.events.on('lever.committed', ({ userId, positions }) => {
    const seq = (seqs.get(userId) ?? 0) + 1;
    seqs.set(userId, seq);
    chain = chain
      .then(() => deps.futures.summary(userId))
      .then((s) => {
        io.to(userRoom(userId)).emit('lever_trade', {
          type: 'lever_trade',
          to: userId,
          seq,
          balance: s.balance,
          hazard_rate: s.hazard_rate,
          caution_money_all: s.caution_money_total,
          origin_caution_money_all: s.origin_caution_money_total,
          profits_all: s.profits_total,
          positions,
        });
      })
      .catch((err: unknown) => deps.log?.error({ err, userId }, 'lever_trade summary failed'));
  });
}
