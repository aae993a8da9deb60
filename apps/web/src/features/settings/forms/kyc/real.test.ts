import type { RealStateResponse } from '@meridian/contract/kyc';
import { describe, expect, it } from 'vitest';
import { missingContacts, realStep, validateAdvanced, validatePrimary } from './real';

const state = (primary: RealStateResponse['primary_state'], advanced: RealStateResponse['advanced_state']) =>
  ({ primary_state: primary, advanced_state: advanced }) as RealStateResponse;

describe('identity verification', () => {
  it('walks Lv1 → review → Lv2 → review → done', () => {
    expect(realStep(state('not_verified', 'not_verified'))).toBe('primary');
    expect(realStep(state('audit_failed', 'not_verified'))).toBe('primary');
    expect(realStep(state('verifying', 'not_verified'))).toBe('waiting');
    expect(realStep(state('verified', 'not_verified'))).toBe('advanced');
    expect(realStep(state('verified', 'audit_failed'))).toBe('advanced');
    expect(realStep(state('verified', 'verifying'))).toBe('waiting');
    expect(realStep(state('verified', 'verified'))).toBe('done');
  });
  it('needs both contacts bound', () => {
    expect(missingContacts({ email: null, phone: null })).toEqual(['email', 'phone']);
    expect(missingContacts({ email: 'a@b.co', phone: '' })).toEqual(['phone']);
    expect(missingContacts({ email: 'a@b.co', phone: '5551234567' })).toEqual([]);
  });
  it('validates Lv1 with the contract rules', () => {
    const bad = validatePrimary({ id_type: null, name: '1', card_id: '!' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems).toMatchObject({
        id_type: 'kyc_id_type_invalid',
        name: 'kyc_name_invalid',
        card_id: 'kyc_card_id_invalid',
      });
    const good = validatePrimary({ id_type: 1, name: '  Ana   María ', card_id: 'ab 12345' });
    expect(good).toEqual({
      ok: true,
      data: { real_type: 1, id_type: 1, name: 'Ana María', card_id: 'AB12345' },
    });
  });
  it('requires both Lv2 images', () => {
    const r = validateAdvanced({ front_pic: '', reverse_pic: '' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual({
        front_pic: 'kyc_front_pic_required',
        reverse_pic: 'kyc_reverse_pic_required',
      });
  });
});
