import type { NotificationMessage } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import type { OptionsOrder } from '@meridian/contract/options';
import type { SpotOrder } from '@meridian/contract/spot';
import { EventEmitter } from 'node:events';

/** In-process domain events that platform pieces (socket) react to. */
export interface DomainEvents {
  'sessions.revoked': { userId: number; sessionIds: number[]; reason: 'logout' | 'revoked' };
  /** Console operator sessions that ended (logout): their sockets (support inbox) are disconnected. */
  'operator_sessions.ended': { sessionIds: number[] };
  /** A committed spot placement or cancel: the orders it changed (each with its owner) and whether it traded. */
  'spot.committed': { symbol: string; traded: boolean; orders: { userId: number; order: SpotOrder }[] };
  /** A committed change of one user's futures positions (open, activation, TP/SL, close, cancel, overnight). */
  'lever.committed': { userId: number; positions: FuturesPosition[] };
  /** A committed batch of seconds-option settlements: each order (closed) with its owner. */
  'options.settled': { orders: { userId: number; order: OptionsOrder }[] };
  /** A committed notification (published after the transaction that created it committed). */
  'notifications.created': NotificationMessage;
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
