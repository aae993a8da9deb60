import { describe, expect, it } from 'vitest';
import type { KycSubmissionRow } from './kyc.schema';
import { realState, verifiedLevel } from './state';

let nextId = 1;
const row = (level: 1 | 2, status: string, extra: Partial<KycSubmissionRow> = {}): KycSubmissionRow => ({
  id: nextId++,
  userId: 1,
  level,
  status,
  idType: level === 1 ? 1 : null,
  name: level === 1 ? 'Jane Doe' : '',
  cardId: level === 1 ? 'E12345678' : '',
  frontPic: level === 2 ? 'f' : '',
  reversePic: level === 2 ? 'r' : '',
  reason: '',
  submittedAt: new Date('2025-01-01T00:00:00Z'),
  reviewedAt: null,
  reviewedBy: null,
  ...extra,
});

describe('identity states (spec §4)', () => {
  it('not verified without submissions', () => {
    expect(realState([])).toMatchObject({ state: 'not_verified', level: 0, real_status: 0, real_data: null });
  });
  it('verifying while Lv1 is pending, with the number masked', () => {
    const s = realState([row(1, 'pending')]);
    expect(s).toMatchObject({ state: 'verifying', review_status: 1, level: 0 });
    expect(s.real_data?.card_id).toBe('*****5678');
  });
  it('audit failed with the reason, then verifying again after a resubmission', () => {
    const rejected = row(1, 'rejected', { reason: 'blurry' });
    expect(realState([rejected])).toMatchObject({
      state: 'audit_failed',
      reason: 'blurry',
      review_status: 3,
    });
    expect(realState([rejected, row(1, 'pending')])).toMatchObject({ state: 'verifying', reason: '' });
  });
  it('Lv1 verified, then the Lv2 state is shown', () => {
    const lv1 = row(1, 'approved');
    expect(realState([lv1])).toMatchObject({ state: 'verified', level: 1, advanced_state: 'not_verified' });
    expect(realState([lv1, row(2, 'pending')])).toMatchObject({ state: 'verifying', level: 1 });
    const failed = realState([lv1, row(2, 'rejected', { reason: 'cut off' })]);
    expect(failed).toMatchObject({
      state: 'audit_failed',
      primary_state: 'verified',
      level: 1,
      reason: 'cut off',
    });
    expect(verifiedLevel([lv1, row(2, 'approved')])).toBe(2);
  });
});
