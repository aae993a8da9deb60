import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { SUPPORT_REPLY_NOTIFY_MINUTES } from '@meridian/contract/support';
import { z } from 'zod';
import type { Db, Tx } from '../../platform/db';
import { defineJob, type Jobs, type JobDefinition } from '../../platform/jobs';
import type { Notifier } from '../notifications';
import * as repo from './support.repo';
import { previewOf } from './support.view';

/** A reply still unread this long after it was sent means the user is not on the chat screen. */
export const SUPPORT_REPLY_NOTIFY_DELAY_MS = 30_000;
const WINDOW_MS = SUPPORT_REPLY_NOTIFY_MINUTES * 60_000;

const payload = z.object({ threadId: z.number().int().positive() });

/**
 * The `support_reply` notification: an operator's reply enqueues (in its own transaction) a durable job that runs
 * SUPPORT_REPLY_NOTIFY_DELAY_MS later. If a reply of the thread is still unread then — the app marks replies read
 * while the chat is on screen — the account gets one notification linking to the chat, at most one per thread
 * every SUPPORT_REPLY_NOTIFY_MINUTES. Visitors get none (they have no notification list).
 */
export class SupportReplyNotifier {
  readonly job: JobDefinition<z.infer<typeof payload>>;

  constructor(
    private readonly d: { db: Db; jobs: Pick<Jobs, 'enqueue'>; notifier: Notifier; now: () => Date },
  ) {
    this.job = defineJob({
      name: 'support.reply_notify',
      payload,
      handler: async (p) => {
        await this.run(p.threadId);
      },
    });
  }

  /** After a reply to an account's thread, in the reply's transaction. */
  async schedule(tx: Tx, threadId: number): Promise<void> {
    await this.d.jobs.enqueue(
      tx,
      this.job,
      { threadId },
      {
        runAt: new Date(this.d.now().getTime() + SUPPORT_REPLY_NOTIFY_DELAY_MS),
      },
    );
  }

  /** The job's work; returns whether a notification was written. */
  async run(threadId: number): Promise<boolean> {
    return this.d.db.transaction(async (tx) => {
      const thread = await repo.lockThread(tx, threadId);
      if (!thread || thread.userId === null) return false;
      const now = this.d.now();
      if (thread.notifiedAt && now.getTime() - thread.notifiedAt.getTime() < WINDOW_MS) return false;
      const reply = await repo.newestUnreadReply(tx, threadId);
      if (!reply) return false;
      const link = thread.topic
        ? `${NOTIFICATION_LINKS.supportChat}?topic=${thread.topic}`
        : NOTIFICATION_LINKS.supportChat;
      await this.d.notifier.notify(tx, {
        userId: thread.userId,
        key: 'support_reply',
        params: { preview: previewOf(reply) },
        link,
        ref: `support_reply:${reply.id}`,
      });
      await repo.updateThread(tx, threadId, { notifiedAt: now });
      return true;
    });
  }
}
