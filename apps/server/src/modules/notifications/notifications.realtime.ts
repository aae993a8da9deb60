import { userRoom } from '@meridian/contract';
import type { EventBus } from '../../platform/events';
import type { RealtimeServer } from '../../platform/socket';

/**
 * `notification` to the owner's room once the transaction that wrote it committed (emitted by the node that
 * committed it; through the Redis adapter to the owner's sockets on every node).
 */
export function attachNotificationsRealtime(io: RealtimeServer, events: EventBus): () => void {
  return events.on('notifications.created', (message) => {
    io.to(userRoom(message.to)).emit('notification', message);
  });
}
