import type { API } from '@meridian/contract/api';
import { type ParsedRequestOf, type ReplyOf, refuse } from '@meridian/contract';
import { type OpsSupportThread, type SupportCanned } from '@meridian/contract/support';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, DbOrTx } from '../../platform/db';
import * as inbox from './inbox.repo';
import type { SupportChat } from './chat';
import type { SupportReplyNotifier } from './notify';
import type { SupportProfiles } from './profiles';
import type { SupportPushes } from './pushes';
import * as repo from './support.repo';
import type { SupportCannedRow, SupportThreadRow } from './support.schema';
import { messageView, threadView, visitorLabel } from './support.view';

type Api = typeof API.opsSupport;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;
/** Writes the action's audit row in its transaction (ops.audit). */
export type SupportAudit = AuditHook<unknown>;

export interface SupportOpsDeps {
  db: Db;
  chat: Pick<SupportChat, 'pushMessage'>;
  pushes: SupportPushes;
  replies: Pick<SupportReplyNotifier, 'schedule'>;
  profiles: SupportProfiles;
  /** The operators (id and e-mail), for assignees and reply authors. */
  operators: () => Promise<{ id: number; email: string; disabled: boolean }[]>;
  /** The stored name of `url` when it is an image stored by ops/support/upload; undefined otherwise. */
  supportImage: (url: string) => Promise<string | undefined>;
  /** DEMO_CONTENT: the demo's canned replies are listed only while it is on. */
  demoContent: boolean;
  now: () => Date;
}

/**
 * The console's support inbox (contract `API.opsSupport`): tabs with counts, one thread with the user panel,
 * replies (stored messages, pushed after commit, a `support_reply` notification scheduled), read state,
 * assignment and closing, canned replies. Assignment, closing and canned replies are audited.
 */
export class SupportOps {
  constructor(private readonly d: SupportOpsDeps) {}

  /** GET /ops/support/threads */
  async threads(q: Req<'threads'>, operatorId: number): Res<'threads'> {
    const { rows, total } = await inbox.inboxPage(this.d.db, {
      filter: q.filter,
      status: q.status,
      operatorId,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const data = await this.views(rows);
    const counts = await inbox.inboxCounts(this.d.db, operatorId);
    return { data, page: q.page, limit: q.limit, total, counts };
  }

  /** GET /ops/support/thread — a page of history (the user messages in it are delivered) and the user panel. */
  async thread(q: Req<'thread'>): Res<'thread'> {
    const row = await this.find(q.id);
    const page = await repo.messagePage(this.d.db, row.id, {
      beforeId: q.before_id,
      afterId: q.after_id,
      limit: q.limit,
    });
    const upTo = Math.max(
      0,
      ...page.rows.filter((m) => m.side === 'user' && !m.deliveredAt).map((m) => m.id),
    );
    const now = this.d.now();
    if (upTo > 0) {
      await this.d.db.transaction(async (tx) => {
        const changed = await repo.markMessages(tx, row.id, 'user', upTo, 'delivered', now);
        if (changed !== undefined)
          this.d.pushes.receipt(tx, row, { side: 'user', delivered_up_to: changed, read_up_to: null });
      });
    }
    const names = await this.operatorEmails();
    const data = page.rows.map((m) =>
      messageView(
        m.side === 'user' && m.id <= upTo && !m.deliveredAt ? { ...m, deliveredAt: now } : m,
        this.nameOf(names, m.operatorId),
      ),
    );
    const [thread] = await this.views([row]);
    const profile = row.userId === null ? null : await this.d.profiles.profile(row.userId);
    return { thread: thread!, messages: { thread_id: row.id, data, has_more: page.hasMore }, profile };
  }

  /**
   * POST /ops/support/send — a reply; a resend with the same client_id answers the first message. An image is
   * stored as this server's URL of the upload (`origin`: PUBLIC_URL or the request's), never the host sent.
   */
  async send(input: Req<'send'>, operatorId: number, origin: string): Res<'send'> {
    let image: string | null = null;
    if (input.image) {
      const name = await this.d.supportImage(input.image);
      if (!name) throw refuse('image_url_invalid', {}, 'image');
      image = `${origin}/uploads/${name}`;
    }
    await this.find(input.thread_id);
    const names = await this.operatorEmails();
    return this.d.db.transaction(async (tx) => {
      const thread = (await repo.lockThread(tx, input.thread_id))!;
      const { message, created } = await repo.insertMessage(tx, {
        threadId: thread.id,
        sender: 'operator',
        side: 'operator',
        operatorId,
        kind: image ? 'image' : 'text',
        text: input.text,
        image,
        clientId: input.client_id,
      });
      if (created) {
        const updated = await repo.updateThread(tx, thread.id, { updatedAt: message.createdAt });
        await this.d.chat.pushMessage(tx, updated, messageView(message));
        if (updated.userId !== null) await this.d.replies.schedule(tx, updated.id);
      }
      return messageView(message, this.nameOf(names, message.operatorId));
    });
  }

  /** POST /ops/support/read — the user's messages up to `up_to_id` were read by an operator. */
  async read(input: Req<'read'>): Res<'read'> {
    const thread = await this.find(input.thread_id);
    await this.d.db.transaction(async (tx) => {
      const changed = await repo.markMessages(tx, thread.id, 'user', input.up_to_id, 'read', this.d.now());
      if (changed !== undefined)
        this.d.pushes.receipt(tx, thread, { side: 'user', delivered_up_to: changed, read_up_to: changed });
    });
    const counts = await repo.unreadCounts(this.d.db, [thread.id], 'user');
    return { thread_id: thread.id, unread: counts.get(thread.id) ?? 0 };
  }

  /** POST /ops/support/assign — to me, to another (enabled) operator, or to nobody; audited. */
  async assign(
    input: Req<'assign'>,
    operatorId: number,
    audit?: (id: number) => SupportAudit,
  ): Res<'assign'> {
    let assignee: number | null = null;
    if (input.to === 'me') assignee = operatorId;
    if (input.to === 'operator') {
      const target = (await this.d.operators()).find((o) => o.id === input.operator_id && !o.disabled);
      if (!target) throw refuse('support_operator_not_found', {}, 'operator_id');
      assignee = target.id;
    }
    return this.change(input.thread_id, { assigneeId: assignee }, audit);
  }

  /** POST /ops/support/close — audited; the user's next message reopens the thread. */
  async close(input: Req<'close'>, audit?: (id: number) => SupportAudit): Res<'close'> {
    return this.change(input.thread_id, { status: 'closed' }, audit);
  }

  async operatorList(): Res<'operators'> {
    return (await this.d.operators()).filter((o) => !o.disabled).map((o) => ({ id: o.id, email: o.email }));
  }

  /** GET /ops/support/canned — the demo's ones only while demo content is on. */
  async canned(): Res<'canned'> {
    const rows = await inbox.cannedList(this.d.db);
    return rows.filter((r) => this.d.demoContent || !r.isDemo).map(cannedView);
  }

  /** POST /ops/support/canned/save — creates, or edits `id`; audited. */
  async cannedSave(input: Req<'cannedSave'>, audit?: (id: number) => SupportAudit): Res<'cannedSave'> {
    return this.d.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const row = await inbox.insertCanned(tx, { title: input.title, text: input.text });
        await audit?.(row.id)(tx, null, cannedView(row));
        return cannedView(row);
      }
      const before = await inbox.lockCanned(tx, input.id);
      if (!before) throw refuse('support_canned_not_found', {}, 'id');
      const row = await inbox.updateCanned(tx, input.id, {
        title: input.title,
        text: input.text,
        updatedAt: this.d.now(),
      });
      await audit?.(row.id)(tx, cannedView(before), cannedView(row));
      return cannedView(row);
    });
  }

  /** POST /ops/support/canned/delete — audited. */
  async cannedDelete(input: Req<'cannedDelete'>, audit?: (id: number) => SupportAudit): Res<'cannedDelete'> {
    return this.d.db.transaction(async (tx) => {
      const before = await inbox.lockCanned(tx, input.id);
      if (!before) throw refuse('support_canned_not_found', {}, 'id');
      await inbox.deleteCanned(tx, input.id);
      await audit?.(input.id)(tx, cannedView(before), null);
      return { id: input.id };
    });
  }

  /** Creates a canned reply without an operator (the demo content), in `db` (a transaction of the caller's). */
  async cannedCreate(
    row: { title: string; text: string; isDemo: boolean },
    db: DbOrTx = this.d.db,
  ): Promise<SupportCanned> {
    return cannedView(await inbox.insertCanned(db, row));
  }

  private async change(
    id: number,
    set: Partial<Pick<SupportThreadRow, 'assigneeId' | 'status'>>,
    audit?: (id: number) => SupportAudit,
  ): Promise<OpsSupportThread> {
    const after = await this.d.db.transaction(async (tx) => {
      const before = await repo.lockThread(tx, id);
      if (!before) throw refuse('support_thread_not_found', {}, 'thread_id');
      const row = await repo.updateThread(tx, id, set);
      await audit?.(id)(tx, auditedThread(before), auditedThread(row));
      this.d.pushes.thread(tx, row);
      return row;
    });
    // the view reads on the pool: after the commit, never while the thread's lock holds racing calls' connections
    const [view] = await this.views([after]);
    return view!;
  }

  private async find(id: number): Promise<SupportThreadRow> {
    const row = await repo.findThread(this.d.db, id);
    if (!row) throw refuse('support_thread_not_found', {}, 'thread_id');
    return row;
  }

  /** Threads as the console lists them: owner, assignee, both sides' unread counts, last message. */
  private async views(rows: SupportThreadRow[]): Promise<OpsSupportThread[]> {
    const ids = rows.map((r) => r.id);
    const opsUnread = await repo.unreadCounts(this.d.db, ids, 'user');
    const userUnread = await repo.unreadCounts(this.d.db, ids, 'operator');
    const last = await repo.lastMessages(this.d.db, ids);
    const people = await this.d.profiles.people(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])));
    const names = await this.operatorEmails();
    return rows.map((r) => {
      const person = r.userId === null ? undefined : people.get(r.userId);
      const lastRow = last.get(r.id);
      const base = threadView(r, { unread: 0, last: lastRow });
      return {
        ...base,
        last_message: lastRow ? messageView(lastRow, this.nameOf(names, lastRow.operatorId)) : null,
        user_id: r.userId,
        account: r.userId === null ? null : (person?.login ?? ''),
        nickname: r.userId === null ? null : (person?.nickname ?? ''),
        visitor: r.visitorId === null ? null : visitorLabel(r.visitorId),
        assignee: r.assigneeId === null ? null : { id: r.assigneeId, email: names.get(r.assigneeId) ?? '' },
        unread: opsUnread.get(r.id) ?? 0,
        user_unread: userUnread.get(r.id) ?? 0,
      };
    });
  }

  private async operatorEmails(): Promise<Map<number, string>> {
    return new Map((await this.d.operators()).map((o) => [o.id, o.email]));
  }

  private nameOf(names: Map<number, string>, id: number | null): string | null {
    return id === null ? null : (names.get(id) ?? null);
  }
}

function cannedView(row: SupportCannedRow): SupportCanned {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    is_demo: row.isDemo,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a thread change. */
const auditedThread = (row: SupportThreadRow) => ({
  id: row.id,
  status: row.status,
  assignee_id: row.assigneeId,
  user_id: row.userId,
  topic: row.topic,
});
