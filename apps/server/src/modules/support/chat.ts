import type { API } from '@meridian/contract/api';
import { type ParsedRequestOf, type ReplyOf, refuse } from '@meridian/contract';
import { SUPPORT_TOPIC_PATTERN, type SupportMessage } from '@meridian/contract/support';
import { type Db, sqlState, type Tx, UNIQUE_VIOLATION } from '../../platform/db';
import type { RequestContext } from '../../platform/http/route';
import type { UploadedImages } from '../../platform/uploaded-images';
import * as repo from './support.repo';
import type { ThreadOwner } from './support.repo';
import type { SupportPushes } from './pushes';
import type { SupportMessageRow, SupportThreadRow } from './support.schema';
import type { SupportTopics } from './topics';
import { messageView, threadView } from './support.view';
import type { SupportVisitors } from './visitors';

type Api = typeof API.support;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

export interface SupportChatDeps {
  db: Db;
  topics: SupportTopics;
  visitors: SupportVisitors;
  pushes: SupportPushes;
  images: Pick<UploadedImages, 'use'>;
  now: () => Date;
}

/** The caller of a chat call: an account, or a visitor (before login). */
export type Caller = ThreadOwner;

/**
 * The app side of the support chat (contract `API.support`): a user's or visitor's threads, history pages,
 * sending with client ids (a resend answers the first message), delivery and read receipts, the unread badge,
 * and merging a visitor's chat into the account at login. A thread that is not the caller's is answered as
 * missing (support_thread_not_found), whoever asks.
 */
export class SupportChat {
  constructor(private readonly d: SupportChatDeps) {}

  /** The caller of a call: the user session, else the visitor token (field or `X-Visitor-Token` header). */
  async caller(userId: number | undefined, visitorToken: string | undefined): Promise<Caller> {
    if (userId !== undefined) return { userId };
    if (!visitorToken) throw refuse('support_visitor_invalid', {}, 'visitor_token');
    return { visitorId: await this.d.visitors.require(visitorToken) };
  }

  /** GET /kefu/thread — the general thread, or the one about `topic` (checked with its module). */
  async thread(caller: Caller, topic: string | undefined): Res<'thread'> {
    const row = await this.open(caller, topic);
    return this.view(row);
  }

  /** GET /kefu/messages — a page; the replies it returns are delivered from then on. */
  async messages(caller: Caller, q: Req<'messages'>): Res<'messages'> {
    const thread = await this.owned(caller, q.thread_id);
    const page = await repo.messagePage(this.d.db, thread.id, {
      beforeId: q.before_id,
      afterId: q.after_id,
      limit: q.limit,
    });
    const undelivered = page.rows.filter((m) => m.side === 'operator' && m.deliveredAt === null);
    const upTo = Math.max(0, ...undelivered.map((m) => m.id));
    let rows = page.rows;
    if (upTo > 0) {
      const now = this.d.now();
      await this.d.db.transaction(async (tx) => {
        const changed = await repo.markMessages(tx, thread.id, 'operator', upTo, 'delivered', now);
        if (changed !== undefined)
          this.d.pushes.receipt(tx, thread, { side: 'operator', delivered_up_to: changed, read_up_to: null });
      });
      rows = rows.map((m) =>
        m.side === 'operator' && m.id <= upTo && !m.deliveredAt ? { ...m, deliveredAt: now } : m,
      );
    }
    return { thread_id: thread.id, data: rows.map((m) => messageView(m)), has_more: page.hasMore };
  }

  /** POST /kefu/send — a resend with the same client_id answers the first message, never a second one. */
  async send(caller: Caller, input: Req<'send'>, ctx: RequestContext): Res<'send'> {
    const thread =
      input.thread_id !== undefined
        ? await this.owned(caller, input.thread_id)
        : await this.open(caller, input.topic);
    let image: string | null = null;
    if (input.image !== undefined) {
      const session = ctx.session;
      if (!('userId' in caller) || !session) throw refuse('support_image_login', {}, 'image');
      image = await this.d.images.use(input.image, { ...ctx, session }, 'image');
    }
    const sender = 'userId' in caller ? 'user' : 'visitor';
    return this.d.db.transaction(async (tx) => {
      const locked = (await repo.lockThread(tx, thread.id))!;
      const { message, created } = await repo.insertMessage(tx, {
        threadId: thread.id,
        sender,
        side: 'user',
        kind: image ? 'image' : 'text',
        text: input.text,
        image,
        clientId: input.client_id,
      });
      if (created) await this.afterUserMessage(tx, locked, message);
      return messageView(message);
    });
  }

  /** POST /kefu/read — the replies up to `up_to_id` were on screen. */
  async read(caller: Caller, input: Req<'read'>): Res<'read'> {
    return this.mark(caller, input, 'read');
  }

  /** POST /kefu/delivered — the replies up to `up_to_id` reached the client (socket). */
  async delivered(caller: Caller, input: Req<'delivered'>): Res<'delivered'> {
    return this.mark(caller, input, 'delivered');
  }

  /** GET /kefu/unread — replies not yet read over all the caller's threads (0 for a caller without one). */
  async unread(caller: Caller | undefined): Res<'unread'> {
    if (!caller) return { unread: 0 };
    const threads = await repo.threadsOf(this.d.db, caller);
    const counts = await repo.unreadCounts(
      this.d.db,
      threads.map((t) => t.id),
      'operator',
    );
    return { unread: [...counts.values()].reduce((a, b) => a + b, 0) };
  }

  /**
   * POST /kefu/claim — after login: the visitor's thread joins the account's general thread (its messages
   * moved, their order kept), once; a token already claimed moves nothing.
   */
  /**
   * POST kefu/claim. The account's general thread may be opened by another request while the claim runs (the
   * app opens the chat as the claim is sent): adopting the visitor's thread then meets it on the unique index,
   * and the claim runs again, merging into it.
   */
  async claim(userId: number, token: string): Res<'claim'> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.claimOnce(userId, token);
      } catch (err) {
        if (attempt >= 3 || sqlState(err) !== UNIQUE_VIOLATION) throw err;
      }
    }
  }

  private claimOnce(userId: number, token: string): Res<'claim'> {
    return this.d.db.transaction(async (tx) => {
      const visitor = await this.d.visitors.lockForClaim(tx, token);
      if (!visitor) throw refuse('support_visitor_invalid', {}, 'visitor_token');
      if (visitor.claimedBy !== null) {
        const general = await repo.openThread(tx, { userId }, '', '');
        return { thread_id: general.id, moved: 0 };
      }
      await this.d.visitors.markClaimed(tx, visitor.id, userId);
      const from = await repo.ownerThread(tx, { visitorId: visitor.id }, '');
      const general = await repo.ownerThread(tx, { userId }, '');
      if (!from) {
        const opened = general ?? (await repo.openThread(tx, { userId }, '', ''));
        return { thread_id: opened.id, moved: 0 };
      }
      if (!general) {
        // the visitor's thread becomes the account's: same id, nothing to move
        const adopted = await repo.adoptThread(tx, from.id, userId);
        const moved = await repo.countMessages(tx, from.id);
        this.d.pushes.thread(tx, adopted);
        return { thread_id: adopted.id, moved };
      }
      await repo.lockThread(tx, general.id);
      await repo.lockThread(tx, from.id);
      const moved = await repo.moveMessages(tx, from.id, general.id);
      await repo.deleteThread(tx, from.id);
      const updatedAt = from.updatedAt > general.updatedAt ? from.updatedAt : general.updatedAt;
      const merged = await repo.updateThread(tx, general.id, {
        updatedAt,
        status: moved > 0 ? 'open' : general.status,
      });
      this.d.pushes.thread(tx, merged, from.id);
      return { thread_id: merged.id, moved };
    });
  }

  private async mark(caller: Caller, input: Req<'read'>, what: 'read' | 'delivered'): Res<'read'> {
    const thread = await this.owned(caller, input.thread_id);
    await this.d.db.transaction(async (tx) => {
      const changed = await repo.markMessages(tx, thread.id, 'operator', input.up_to_id, what, this.d.now());
      if (changed === undefined) return;
      this.d.pushes.receipt(tx, thread, {
        side: 'operator',
        delivered_up_to: changed,
        read_up_to: what === 'read' ? changed : null,
      });
    });
    const counts = await repo.unreadCounts(this.d.db, [thread.id], 'operator');
    return { thread_id: thread.id, unread: counts.get(thread.id) ?? 0 };
  }

  /** A stored user or visitor message: the thread's activity (reopened if it was closed) and the pushes. */
  private async afterUserMessage(
    tx: Tx,
    thread: SupportThreadRow,
    message: SupportMessageRow,
  ): Promise<void> {
    const updated = await repo.updateThread(tx, thread.id, { updatedAt: message.createdAt, status: 'open' });
    if (thread.status !== 'open') this.d.pushes.thread(tx, updated);
    await this.pushMessage(tx, updated, messageView(message));
  }

  /** Pushes a stored message with each side's unread count of the thread. */
  async pushMessage(tx: Tx, thread: SupportThreadRow, message: SupportMessage): Promise<void> {
    const owner = await repo.unreadCounts(tx, [thread.id], 'operator');
    const operators = await repo.unreadCounts(tx, [thread.id], 'user');
    this.d.pushes.message(tx, thread, message, {
      owner: owner.get(thread.id) ?? 0,
      operators: operators.get(thread.id) ?? 0,
    });
  }

  /** The caller's thread `id`; anyone else's (or none) is support_thread_not_found. */
  private async owned(caller: Caller, id: number): Promise<SupportThreadRow> {
    const row = await repo.findThread(this.d.db, id);
    const mine =
      row !== undefined &&
      ('userId' in caller ? row.userId === caller.userId : row.visitorId === caller.visitorId);
    if (!row || !mine) throw refuse('support_thread_not_found', {}, 'thread_id');
    return row;
  }

  /** The caller's general thread, or the one about `topic` once its module says the record is theirs. */
  private async open(caller: Caller, topic: string | undefined): Promise<SupportThreadRow> {
    if (topic === undefined) return repo.openThread(this.d.db, caller, '', '');
    if (!('userId' in caller)) throw refuse('support_topic_invalid', {}, 'topic');
    const title = await this.topicTitle(caller.userId, topic);
    const row = await repo.openThread(this.d.db, caller, topic, title);
    return row.topicTitle === title ? row : repo.updateThread(this.d.db, row.id, { topicTitle: title });
  }

  private async topicTitle(userId: number, topic: string): Promise<string> {
    if (!SUPPORT_TOPIC_PATTERN.test(topic)) throw refuse('support_topic_invalid', {}, 'topic');
    const [kind = '', ref = ''] = topic.split(':');
    const resolved = await this.d.topics.resolverOf(kind)?.resolve(userId, ref);
    if (!resolved) throw refuse('support_topic_invalid', {}, 'topic');
    return resolved.title;
  }

  private async view(row: SupportThreadRow): Res<'thread'> {
    const unread = await repo.unreadCounts(this.d.db, [row.id], 'operator');
    const last = await repo.lastMessages(this.d.db, [row.id]);
    return threadView(row, { unread: unread.get(row.id) ?? 0, last: last.get(row.id) });
  }
}
