import { KYC_REVIEW_HOURS, type KycState } from '@meridian/contract';
import { REVIEW_STATUS, type RealStateResponse, type ReviewStatus } from '@meridian/contract/kyc';
import { maskTail } from '@meridian/contract/wallet';
import type { KycSubmissionRow } from './kyc.schema';

/** Pure rules: from a user's submissions (any order) to states and the `real/state` reply. */

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export interface LevelView {
  /** The live (pending or approved) submission, else the latest one. */
  current: KycSubmissionRow | undefined;
  state: KycState;
  reviewStatus: ReviewStatus;
}

export function levelView(rows: readonly KycSubmissionRow[], level: 1 | 2): LevelView {
  const mine = rows.filter((r) => r.level === level).sort((a, b) => b.id - a.id);
  const current =
    mine.find((r) => r.status === 'approved') ?? mine.find((r) => r.status === 'pending') ?? mine[0];
  return { current, state: stateOf(current), reviewStatus: reviewStatusOf(current) };
}

function stateOf(row: KycSubmissionRow | undefined): KycState {
  switch (row?.status) {
    case undefined:
      return 'not_verified';
    case 'pending':
      return 'verifying';
    case 'approved':
      return 'verified';
    default:
      return 'audit_failed';
  }
}

function reviewStatusOf(row: KycSubmissionRow | undefined): ReviewStatus {
  switch (row?.status) {
    case undefined:
      return REVIEW_STATUS.none;
    case 'pending':
      return REVIEW_STATUS.pending;
    case 'approved':
      return REVIEW_STATUS.approved;
    default:
      return REVIEW_STATUS.rejected;
  }
}

/** Verified level: 2 needs both levels approved, 1 the primary one. */
export function verifiedLevel(rows: readonly KycSubmissionRow[]): 0 | 1 | 2 {
  const primary = levelView(rows, 1).state === 'verified';
  if (!primary) return 0;
  return levelView(rows, 2).state === 'verified' ? 2 : 1;
}

export function realState(rows: readonly KycSubmissionRow[]): RealStateResponse {
  const primary = levelView(rows, 1);
  const advanced = levelView(rows, 2);
  const level = verifiedLevel(rows);
  const shown = primary.state === 'verified' && advanced.current ? advanced : primary;
  const latest = [...rows].sort((a, b) => b.id - a.id)[0];
  return {
    real_status: level,
    review_status: primary.reviewStatus,
    advanced_review_status: advanced.reviewStatus,
    state: shown.state,
    primary_state: primary.state,
    advanced_state: advanced.state,
    level,
    reason: shown.state === 'audit_failed' ? (shown.current?.reason ?? '') : '',
    review_hours: KYC_REVIEW_HOURS,
    real_data:
      latest && primary.current
        ? {
            id_type: primary.current.idType ?? 0,
            name: primary.current.name,
            card_id: maskTail(primary.current.cardId),
            front_pic: advanced.current?.frontPic ?? '',
            reverse_pic: advanced.current?.reversePic ?? '',
            submitted_at: latest.submittedAt.toISOString(),
            reviewed_at: latest.reviewedAt?.toISOString() ?? null,
          }
        : null,
  };
}
