import { KYC_REVIEW_HOURS, type Paginated, refuse } from '@meridian/contract';
import {
  KYC_REJECT_REASON_MAX,
  type KycReviewItem,
  type RealRequest,
  type RealStateResponse,
} from '@meridian/contract/kyc';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { auditChange, type AuditHook } from '../../platform/audit-hook';
import { type Db, type DbOrTx, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { identityRequired } from '../../platform/http/app-error';
import type { FastifyRequest } from 'fastify';
import type { AuthedContext } from '../../platform/http/route';
import type { ProfileService } from '../account';
import type { Notifier } from '../notifications';
import type { UploadedImages } from '../../platform/uploaded-images';
import * as repo from './kyc.repo';
import type { KycSubmissionRow } from './kyc.schema';
import { levelView, realState, verifiedLevel } from './state';

type ReviewFilter = 'pending' | 'approved' | 'rejected';

export interface KycServiceDeps {
  db: Db;
  profile: ProfileService;
  images: UploadedImages;
  notifier: Notifier;
}

/**
 * Identity verification: Lv1 text data, Lv2 document images after Lv1 is verified; e-mail and
 * phone bound first; a document number is live for one user only; operators approve or reject (with a reason)
 * and a rejected level may be resubmitted. `requireIdentity` gates withdrawals and trading (type 998).
 */
export class KycService {
  constructor(private readonly d: KycServiceDeps) {}

  /** The user's state as stored; the document number masked except its last 4. */
  async state(userId: number, db: DbOrTx = this.d.db): Promise<RealStateResponse> {
    return realState(await repo.listForUser(db, userId));
  }

  /** GET /real/state — the caller's own state, identity images as short-lived signed URLs. */
  async ownState(ctx: AuthedContext): Promise<RealStateResponse> {
    return this.signedState(await this.state(ctx.session.userId), ctx.req);
  }

  /** POST /user/real */
  async submit(input: RealRequest, ctx: AuthedContext): Promise<RealStateResponse> {
    const userId = ctx.session.userId;
    if (!(await this.d.profile.contactsBound(userId))) throw refuse('kyc_contacts_required');
    const row: repo.NewSubmission =
      input.real_type === 1
        ? { userId, level: 1, idType: input.id_type, name: input.name, cardId: input.card_id }
        : {
            userId,
            level: 2,
            frontPic: await this.d.images.use(input.front_pic, ctx, 'front_pic', 'identity'),
            reversePic: await this.d.images.use(input.reverse_pic, ctx, 'reverse_pic', 'identity'),
          };
    try {
      const state = await this.d.db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        await this.checkSubmission(tx, row);
        await repo.insertSubmission(tx, row);
        return this.state(userId, tx);
      });
      return this.signedState(state, ctx.req);
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
      const constraint = (err as { cause?: { constraint?: string } }).cause?.constraint;
      if (constraint === 'kyc_submissions_live_card_uq') throw refuse('kyc_card_id_used', {}, 'card_id');
      throw refuse('kyc_under_review', { hours: KYC_REVIEW_HOURS });
    }
  }

  /** Throws identityRequired (type 998) unless the user holds an approved submission of this level. */
  async requireIdentity(userId: number, level: 1 | 2, db: DbOrTx = this.d.db): Promise<void> {
    if (verifiedLevel(await repo.listForUser(db, userId)) < level) throw identityRequired();
  }

  /** Verified level 0, 1 or 2 (withdrawal and fiat limits). */
  async level(userId: number, db: DbOrTx = this.d.db): Promise<0 | 1 | 2> {
    return verifiedLevel(await repo.listForUser(db, userId));
  }

  /** Verified levels of several users (a page of a list) in one query; a user with no submission is 0. */
  async levels(userIds: readonly number[], db: DbOrTx = this.d.db): Promise<Map<number, 0 | 1 | 2>> {
    const byUser = new Map<number, KycSubmissionRow[]>(userIds.map((id) => [id, []]));
    for (const row of await repo.listForUsers(db, userIds)) byUser.get(row.userId)?.push(row);
    return new Map([...byUser].map(([id, rows]) => [id, verifiedLevel(rows)]));
  }

  /**
   * Operator review queue (oldest pending first); the operator API is modules/ops. With the operator's
   * request, identity images come as short-lived signed URLs (the stored ones serve nothing). A Lv2
   * submission carries only photos, so it shows the name, document type and number of the user's approved
   * Lv1 submission: the operator compares the photos with what was verified.
   */
  async listForReview(
    opts: { status?: ReviewFilter; page: number; limit: number } = { page: 1, limit: 10 },
    req?: FastifyRequest,
  ): Promise<Paginated<KycReviewItem>> {
    const { rows, total } = await repo.listByStatus(this.d.db, opts.status ?? 'pending', opts);
    const identity = await this.verifiedIdentities(rows.filter((r) => r.level === 2).map((r) => r.userId));
    const items = rows.map((r) => {
      const item = toReviewItem(r);
      const lv1 = r.level === 2 ? identity.get(r.userId) : undefined;
      return lv1 ? { ...item, id_type: lv1.idType, name: lv1.name, card_id: lv1.cardId } : item;
    });
    const data = req ? items.map((i) => this.d.images.signed(i, req)) : items;
    return { data, page: opts.page, limit: opts.limit, total };
  }

  /** Each user's approved Lv1 submission (the newest), for the Lv2 reviews of those users. */
  private async verifiedIdentities(userIds: number[]): Promise<Map<number, KycSubmissionRow>> {
    const out = new Map<number, KycSubmissionRow>();
    for (const r of await repo.listForUsers(this.d.db, [...new Set(userIds)]))
      if (r.level === 1 && r.status === 'approved' && !out.has(r.userId)) out.set(r.userId, r);
    return out;
  }

  /** A review item as shown to an operator: identity images as short-lived signed URLs. */
  signedItem(item: KycReviewItem, req: FastifyRequest): KycReviewItem {
    return this.d.images.signed(item, req);
  }

  private signedState(state: RealStateResponse, req: FastifyRequest): RealStateResponse {
    return state.real_data ? { ...state, real_data: this.d.images.signed(state.real_data, req) } : state;
  }

  /** `audit` runs in the review's transaction with the submission before and after it. */
  async approve(
    submissionId: number,
    operatorId: number,
    audit?: AuditHook<KycReviewItem>,
  ): Promise<KycReviewItem> {
    return this.review(submissionId, { status: 'approved', reason: '', operatorId }, audit);
  }

  async reject(
    submissionId: number,
    operatorId: number,
    reason: string,
    audit?: AuditHook<KycReviewItem>,
  ): Promise<KycReviewItem> {
    const text = reason.trim();
    if (!text || text.length > KYC_REJECT_REASON_MAX) throw refuse('kyc_reason_required', {}, 'reason');
    return this.review(submissionId, { status: 'rejected', reason: text, operatorId }, audit);
  }

  private async review(
    id: number,
    outcome: { status: 'approved' | 'rejected'; reason: string; operatorId: number },
    audit: AuditHook<KycReviewItem> | undefined,
  ): Promise<KycReviewItem> {
    return this.d.db.transaction(async (tx) => {
      const row = await repo.findForUpdate(tx, id);
      if (!row) throw refuse('kyc_submission_not_found', {}, 'id');
      if (row.status !== 'pending') throw refuse('kyc_not_pending', {}, 'id');
      const reviewed = await repo.review(tx, id, outcome);
      if (!reviewed) throw refuse('kyc_not_pending', {}, 'id');
      await this.d.notifier.notify(tx, {
        userId: reviewed.userId,
        ...(outcome.status === 'approved'
          ? { key: 'kyc_approved', params: { level: reviewed.level } }
          : { key: 'kyc_rejected', params: { level: reviewed.level, reason: outcome.reason } }),
        link: NOTIFICATION_LINKS.identity,
        ref: `kyc:${reviewed.id}`,
      });
      return auditChange(tx, audit, toReviewItem, { before: row, after: reviewed });
    });
  }

  /** Rules checked under the user's lock; the partial unique indexes back them up under races. */
  private async checkSubmission(tx: DbOrTx, row: repo.NewSubmission): Promise<void> {
    const rows = await repo.listForUser(tx, row.userId);
    const primary = levelView(rows, 1).state;
    const same = row.level === 1 ? primary : levelView(rows, 2).state;
    if (row.level === 2 && primary !== 'verified') throw refuse('kyc_primary_required');
    if (same === 'verifying') throw refuse('kyc_under_review', { hours: KYC_REVIEW_HOURS });
    if (same === 'verified') throw refuse('kyc_already_verified');
    if (row.level === 1 && row.cardId && (await repo.cardIdLiveElsewhere(tx, row.userId, row.cardId)))
      throw refuse('kyc_card_id_used', {}, 'card_id');
  }
}

function toReviewItem(row: KycSubmissionRow): KycReviewItem {
  return {
    id: row.id,
    user_id: row.userId,
    level: row.level === 2 ? 2 : 1,
    status: row.status as ReviewFilter,
    id_type: row.idType,
    name: row.name,
    card_id: row.cardId,
    front_pic: row.frontPic,
    reverse_pic: row.reversePic,
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: row.reviewedBy,
  };
}
