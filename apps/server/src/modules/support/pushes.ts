import {
  SUPPORT_OPS_ROOM,
  userRoom,
  visitorRoom,
  type SupportMessageMessage,
  type SupportReceiptMessage,
  type SupportThreadMessage,
} from '@meridian/contract';
import type { Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import type { RealtimeServer } from '../../platform/socket';
import type { SupportThreadRow } from './support.schema';

/** The room of a thread's owner: the account's, or the visitor's. */
export function ownerRoom(thread: Pick<SupportThreadRow, 'userId' | 'visitorId'>): string {
  if (thread.userId !== null) return userRoom(thread.userId);
  if (thread.visitorId !== null) return visitorRoom(thread.visitorId);
  throw new Error('support thread without an owner');
}

/**
 * The chat's socket pushes, emitted once the transaction that stored the change committed (never for one that
 * rolled back), by the node that committed it; the Redis adapter carries them to sockets on other nodes. A
 * push is a hint: clients read the truth (history, counts) over REST, so a lost push loses nothing.
 */
export class SupportPushes {
  private io: RealtimeServer | undefined;

  attach(io: RealtimeServer): () => void {
    this.io = io;
    return () => {
      if (this.io === io) this.io = undefined;
    };
  }

  /** A new message: to its owner's room (with the owner's unread count) and to the operators' room. */
  message(
    tx: Tx,
    thread: SupportThreadRow,
    message: SupportMessageMessage['message'],
    unread: { owner: number; operators: number },
  ): void {
    const base = {
      type: 'support_message',
      thread_id: thread.id,
      topic: thread.topic || null,
      message,
    } as const;
    const room = ownerRoom(thread);
    afterCommit(tx, () => {
      this.io?.to(room).emit('support_message', { ...base, unread: unread.owner });
      this.io?.to(SUPPORT_OPS_ROOM).emit('support_message', { ...base, unread: unread.operators });
    });
  }

  receipt(
    tx: Tx,
    thread: SupportThreadRow,
    receipt: Omit<SupportReceiptMessage, 'type' | 'thread_id'>,
  ): void {
    const payload: SupportReceiptMessage = { type: 'support_receipt', thread_id: thread.id, ...receipt };
    const room = ownerRoom(thread);
    afterCommit(tx, () => {
      this.io?.to(room).to(SUPPORT_OPS_ROOM).emit('support_receipt', payload);
    });
  }

  /** Assignment, closing, reopening, a merge: the operators' inbox only. */
  thread(tx: Tx, thread: SupportThreadRow, mergedFrom?: number): void {
    const payload: SupportThreadMessage = {
      type: 'support_thread',
      thread_id: thread.id,
      status: thread.status as SupportThreadMessage['status'],
      assignee_id: thread.assigneeId,
      ...(mergedFrom !== undefined ? { merged_from: mergedFrom } : {}),
    };
    afterCommit(tx, () => {
      this.io?.to(SUPPORT_OPS_ROOM).emit('support_thread', payload);
    });
  }
}
