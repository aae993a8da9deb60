import { randomUUID } from 'node:crypto';
import { LANG_CODES, type LangCode } from '@meridian/contract';
import {
  NOTIFICATION_LINKS,
  renderNotification,
  type NotificationKey,
  type NotificationParams,
} from '@meridian/contract/notifications';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { defineJob, effects, type JobDefinition, type Jobs } from '../../platform/jobs';
import type { Outbox } from '../../platform/outbox';
import type { Notifier } from '../notifications';
import * as repo from './protections.repo';

export type SecurityNoticeKey = Extract<NotificationKey, `security_${string}`>;

/** Every security notice leads to the security center; a new-device sign-in to its review there ("not me"). */
function linkOf(key: SecurityNoticeKey, params: NotificationParams): string {
  const center = NOTIFICATION_LINKS.securityCenter;
  return key === 'security_new_device' && params.session !== undefined
    ? `${center}?sign_in=${params.session}`
    : center;
}

/**
 * A security event told to the user: an in-app notification and, when the user has an e-mail address, an
 * e-mail, both decided in the caller's transaction (the e-mail is a durable job that exists only if it commits).
 * `lang` is the language of the e-mail (the request's); the app renders the notification in the reader's own.
 */
export type SecurityNotice = (
  tx: Tx,
  userId: number,
  key: SecurityNoticeKey,
  params?: NotificationParams,
  lang?: LangCode,
) => Promise<void>;

const mailPayload = z.object({
  id: z.string().min(1).max(64),
  userId: z.number().int().positive(),
  key: z.string().startsWith('security_'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  lang: z.enum(LANG_CODES),
});
type MailPayload = z.infer<typeof mailPayload>;

export interface SecurityNoticesDeps {
  db: Db;
  notifier: Notifier;
  jobs: Pick<Jobs, 'enqueue'>;
  outbox: Outbox;
  /** The user's e-mail address (the account module's), null without one. */
  emailOf(userId: number, db: DbOrTx): Promise<string | null>;
}

/**
 * Security notices: `notice` for the module's services (and, through the module, for whoever sends one), and
 * the e-mail job it enqueues. The notification carries the anti-phishing phrase as the param `anti_phishing`;
 * the e-mail gets it from the outbox, like every e-mail.
 */
export class SecurityNotices {
  readonly mailJob: JobDefinition<MailPayload>;

  constructor(private readonly d: SecurityNoticesDeps) {
    this.mailJob = defineJob({
      name: 'security.notice_mail',
      payload: mailPayload,
      handler: async (p) => {
        await this.mail(p);
      },
    });
  }

  readonly notice: SecurityNotice = async (tx, userId, key, params = {}, lang = 'en') => {
    const phrase = (await repo.settingsOf(tx, userId))?.antiPhishing ?? null;
    const id = randomUUID();
    await this.d.notifier.notify(tx, {
      userId,
      key,
      params: phrase ? { ...params, anti_phishing: phrase } : params,
      link: linkOf(key, params),
      ref: `security:${id}`,
    });
    if ((await this.d.emailOf(userId, tx)) === null) return;
    await this.d.jobs.enqueue(
      tx,
      this.mailJob,
      { id, userId, key, params, lang },
      { key: `security-mail:${id}` },
    );
  };

  /**
   * Sends one notice e-mail. The effect key is claimed in a transaction that commits only after the send, so a
   * retry after a failed send sends again and a completed one is never sent twice (a crash between the send
   * and the commit may repeat it: an e-mail cannot be taken back).
   */
  async mail(p: MailPayload): Promise<boolean> {
    return this.d.db.transaction(async (tx) => {
      if (!(await effects.claim(tx, `security-mail:${p.id}`))) return false;
      const to = await this.d.emailOf(p.userId, tx);
      if (to === null) return false;
      const text = renderNotification(p.key as SecurityNoticeKey, p.params, p.lang);
      await this.d.outbox.send({
        channel: 'email',
        kind: 'notice',
        to,
        subject: text.title,
        text: text.content,
      });
      return true;
    });
  }
}
