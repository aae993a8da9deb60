import { LANG_CODES, type LangCode, type PrecisionOf } from '@meridian/contract';
import {
  isNotificationKey,
  renderNotification,
  type NotificationKey,
} from '@meridian/contract/notifications';
import { pushCategoryOf, pushPayloadOf } from '@meridian/contract/push';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { defineJob, type JobDefinition, type Jobs } from '../../platform/jobs';
import type { RecordedNotification } from '../notifications';
import * as repo from './push.repo';
import type { PushSubscriptionRow } from './push.schema';
import type { PushOutcome, PushSend } from './sender';

const deliverPayload = z.object({
  notificationId: z.number().int().positive(),
  userId: z.number().int().positive(),
  key: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string(),
});
type DeliverPayload = z.infer<typeof deliverPayload>;

export interface PushDeliveryDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMany'>;
  send: PushSend;
  /** The currency list's precision of an asset, for the amounts of the rendered texts. */
  precisionOf?: PrecisionOf;
}

/** What one device got: pushed now, pushed by an earlier run, gone (removed) or failed (retried). */
export type DeviceOutcome = PushOutcome['kind'] | 'already_sent';

/** A push the service did not take: the job fails and is retried (the devices already reached are skipped). */
class PushFailed extends Error {}

const langOf = (lang: string): LangCode =>
  (LANG_CODES as readonly string[]).includes(lang) ? (lang as LangCode) : 'en';

/**
 * Notifications to the phones: the `push.deliver` job, enqueued in the transaction of each notification written
 * for a user with a subscribed device and the notification's category not muted, pushes it to each of the user's
 * devices in the device's language.
 */
export class PushDelivery {
  readonly job: JobDefinition<DeliverPayload>;

  constructor(private readonly d: PushDeliveryDeps) {
    this.job = defineJob({
      name: 'push.deliver',
      payload: deliverPayload,
      // about an hour and a half of backoff: a push later than that is more confusing than missing
      maxAttempts: 8,
      handler: async (p) => {
        await this.deliver(p);
      },
    });
  }

  /** The notifications module's `recorded` hook: a job per notification to push, added in one statement. */
  readonly enqueue = async (tx: DbOrTx, items: readonly RecordedNotification[]): Promise<void> => {
    const pushable = items.filter((n) => pushCategoryOf(n.key) !== undefined);
    const users = await repo.usersWithDevices(tx, [...new Set(pushable.map((n) => n.userId))]);
    if (users.size === 0) return;
    const muted = await repo.mutesOf(tx, [...users]);
    const jobs = pushable
      .filter((n) => users.has(n.userId) && !muted.has(`${n.userId}:${pushCategoryOf(n.key)}`))
      .map((n) => ({
        payload: { notificationId: n.id, userId: n.userId, key: n.key, params: n.params, link: n.link },
        key: `push:${n.id}`,
      }));
    await this.d.jobs.enqueueMany(tx, this.job, jobs);
  };

  /**
   * Pushes one notification to every device of its user that has not had it yet; a category muted since the
   * job was enqueued is not pushed. Each device's push is claimed in a transaction that commits only once the
   * push service took it, so a retry skips the devices reached (a crash between the two may repeat one push,
   * which the tag makes replace the notification shown rather than add one). Returns what each device got.
   */
  async deliver(p: DeliverPayload): Promise<DeviceOutcome[]> {
    const { key } = p;
    const category = pushCategoryOf(key);
    if (category === undefined || !isNotificationKey(key)) return [];
    const muted = await repo.mutesOf(this.d.db, [p.userId]);
    if (muted.has(`${p.userId}:${category}`)) return [];
    const outcomes: DeviceOutcome[] = [];
    const failures: string[] = [];
    for (const sub of await repo.subscriptionsOf(this.d.db, p.userId)) {
      try {
        outcomes.push(await this.pushTo(sub, { ...p, key }));
      } catch (err) {
        if (!(err instanceof PushFailed)) throw err;
        failures.push(err.message);
        outcomes.push('failed');
      }
    }
    if (failures.length > 0)
      throw new Error(
        `push of notification ${p.notificationId} failed on ${failures.length} devices: ${failures[0]}`,
      );
    return outcomes;
  }

  private pushTo(
    sub: PushSubscriptionRow,
    p: DeliverPayload & { key: NotificationKey },
  ): Promise<DeviceOutcome> {
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.claimDelivery(tx, p.notificationId, sub.id))) return 'already_sent';
      const text = renderNotification(p.key, p.params, langOf(sub.lang), this.d.precisionOf);
      const payload = pushPayloadOf({ id: p.notificationId, key: p.key, link: p.link, ...text });
      const outcome = await this.d.send(sub, JSON.stringify(payload));
      if (outcome.kind === 'failed') throw new PushFailed(outcome.reason);
      if (outcome.kind === 'gone') await repo.removeById(tx, sub.id);
      return outcome.kind;
    });
  }
}
