import {
  type LangCode,
  type NotificationMessage,
  type PageQuery,
  type PrecisionOf,
  type Paginated,
  refuse,
} from '@meridian/contract';
import {
  isAppLink,
  isNotificationKey,
  renderNotification,
  type NotificationItem,
  type NotificationKey,
  type NotificationParams,
  type NotificationsReadRequest,
  type NotificationsReadResult,
  type NotificationsUnread,
} from '@meridian/contract/notifications';
import type { Db, Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import type { EventBus } from '../../platform/events';
import { TxHooks } from '../../platform/tx-hooks';
import * as repo from './notifications.repo';
import type { NotificationRow } from './notifications.schema';

/** One notification to write: a key of NOTIFICATION_KEYS, its parameters and the app route it is about. */
export interface NotificationInput {
  userId: number;
  key: NotificationKey;
  params: NotificationParams;
  /** An app route ('/pages/…', NOTIFICATION_LINKS) or ''. */
  link: string;
  /** The cause ('deposit:12'): a second notify with the same user, key and ref writes nothing. */
  ref?: string;
}

/** A notification as written, handed to the `recorded` hook's subscribers in the transaction that wrote it. */
export interface RecordedNotification {
  id: number;
  userId: number;
  key: string;
  params: NotificationParams;
  link: string;
}

/** What a module that notifies depends on (pass the NotificationsService). */
export interface Notifier {
  /** Writes the notification in `tx`, the cause's own transaction; pushes it once `tx` has committed. */
  notify(tx: Tx, input: NotificationInput): Promise<void>;
  /** `notify` for many notifications of one transaction (a batch of settlements): one insert. */
  notifyMany(tx: Tx, inputs: readonly NotificationInput[]): Promise<void>;
}

/**
 * Notifications: written in the business transaction of their cause (so one exists exactly when
 * its cause committed), stored as key + params, rendered in the reader's language when listed, pushed to the
 * owner's socket room (`notification`) after the commit. Read state per notification; unread count.
 */
export class NotificationsService implements Notifier {
  /**
   * Runs in the transaction of every notification written (not of one already notified under its ref), so a
   * channel that also delivers it (the phone's push) enqueues its durable work only if the notification commits.
   */
  readonly recorded = new TxHooks<RecordedNotification>();

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    /** The currency list's precision of an asset, for the amounts of the rendered texts. */
    private readonly precisionOf?: PrecisionOf,
  ) {}

  async notify(tx: Tx, input: NotificationInput): Promise<void> {
    if (!isAppLink(input.link)) throw new Error(`notification link is not an app route: ${input.link}`);
    const row = await repo.insert(tx, {
      userId: input.userId,
      key: input.key,
      params: input.params,
      link: input.link,
      ref: input.ref ?? '',
    });
    if (!row) return;
    await this.recorded.run(tx, [recordOf(row)]);
    const message = messageOf(row);
    afterCommit(tx, () => this.events.emit('notifications.created', message));
  }

  async notifyMany(tx: Tx, inputs: readonly NotificationInput[]): Promise<void> {
    if (inputs.length === 0) return;
    for (const input of inputs)
      if (!isAppLink(input.link)) throw new Error(`notification link is not an app route: ${input.link}`);
    const rows = await repo.insertMany(
      tx,
      inputs.map((input) => ({
        userId: input.userId,
        key: input.key,
        params: input.params,
        link: input.link,
        ref: input.ref ?? '',
      })),
    );
    await this.recorded.run(tx, rows.map(recordOf));
    const messages = rows.map(messageOf);
    afterCommit(tx, () => {
      for (const message of messages) this.events.emit('notifications.created', message);
    });
  }

  /** GET /notifications/list — newest first, rendered in `lang`. */
  async list(userId: number, q: PageQuery, lang: LangCode): Promise<Paginated<NotificationItem>> {
    const { rows, total } = await repo.listOf(this.db, userId, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return { data: rows.map((r) => itemOf(r, lang, this.precisionOf)), page: q.page, limit: q.limit, total };
  }

  /** GET /notifications/unread_count */
  async unread(userId: number): Promise<NotificationsUnread> {
    return { count: await repo.unreadCount(this.db, userId) };
  }

  /** POST /notifications/read {id} | {all: true} — only the caller's own notifications. */
  async read(userId: number, input: NotificationsReadRequest): Promise<NotificationsReadResult> {
    let updated: number;
    if (input.id === undefined) {
      updated = await repo.markAllRead(this.db, userId);
    } else {
      updated = await repo.markRead(this.db, userId, input.id);
      if (updated === 0 && !(await repo.owns(this.db, userId, input.id)))
        throw refuse('notification_not_found', {}, 'id');
    }
    return { updated, unread: await repo.unreadCount(this.db, userId) };
  }
}

function itemOf(row: NotificationRow, lang: LangCode, precisionOf?: PrecisionOf): NotificationItem {
  // A key this version does not know (written by a newer one): its key as the title.
  const text = isNotificationKey(row.key)
    ? renderNotification(row.key, row.params, lang, precisionOf)
    : { title: row.key, content: '' };
  return {
    id: row.id,
    key: row.key,
    params: row.params,
    title: text.title,
    content: text.content,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

function messageOf(row: NotificationRow): NotificationMessage {
  return {
    type: 'notification',
    to: row.userId,
    id: row.id,
    key: row.key,
    params: row.params,
    link: row.link,
    created_at: row.createdAt.toISOString(),
  };
}

function recordOf(row: NotificationRow): RecordedNotification {
  return { id: row.id, userId: row.userId, key: row.key, params: row.params, link: row.link };
}
