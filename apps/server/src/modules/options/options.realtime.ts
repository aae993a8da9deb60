import { userRoom } from '@meridian/contract';
import type { EventBus } from '../../platform/events';
import type { RealtimeServer } from '../../platform/socket';

/**
 * `closed_microorder` (the original's event: `{type, to, data: order}`) to the owner's room after a
 * settlement batch committed. Emitted by the settling node (through the Redis adapter when configured).
 */
export function attachOptionsRealtime(io: RealtimeServer, events: EventBus): () => void {
  return events.on('options.settled', ({ orders }) => {
    for (const { userId, order } of orders)
      io.to(userRoom(userId)).emit('closed_microorder', {
        type: 'closed_microorder',
        to: userId,
        data: order,
      });
  });
}
