import { describe, expect, it } from 'vitest';
import { coolingOffEnd, coolingOffRefusal, pauseRefusal, type Protections } from './protections.rules';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);
const open: Protections = { allowList: false, withdrawalsPausedUntil: null, pausedReason: null };

describe('withdrawal pauses', () => {
  it('refuse until their end, naming it; a "not me" pause names none', () => {
    const until = new Date(NOW.getTime() + HOUR_MS);
    expect(pauseRefusal(open, NOW)).toBeNull();
    expect(
      pauseRefusal({ ...open, withdrawalsPausedUntil: until, pausedReason: 'credentials_changed' }, NOW),
    ).toMatchObject({ key: 'withdrawals_paused', params: { until: until.toISOString() } });
    expect(
      pauseRefusal({ ...open, withdrawalsPausedUntil: until, pausedReason: 'not_me' }, NOW),
    ).toMatchObject({
      key: 'withdrawals_paused_not_me',
    });
    expect(pauseRefusal({ ...open, withdrawalsPausedUntil: NOW, pausedReason: 'not_me' }, NOW)).toBeNull();
  });
});

describe('the cooling-off of a destination', () => {
  it('applies only with the allow-list on, for 24 h after the save', () => {
    expect(coolingOffRefusal(open, ago(1), NOW, 'address_id')).toBeNull();
    const on = { ...open, allowList: true };
    expect(coolingOffRefusal(on, ago(23.9), NOW, 'type')).toMatchObject({
      key: 'address_cooling_off',
      field: 'type',
      params: { until: coolingOffEnd(ago(23.9)).toISOString() },
    });
    expect(coolingOffRefusal(on, ago(24), NOW, 'address_id')).toBeNull();
    expect(coolingOffEnd(NOW).getTime() - NOW.getTime()).toBe(24 * HOUR_MS);
  });
});
