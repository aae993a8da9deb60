import type { OpsEventItem, OpsJobItem } from '@meridian/contract/ops';
import { describe, expect, it } from 'vitest';
import { errorHeadline, formatDuration, prettyPayload, readJobsTab, toEventRow, toJobRow } from './jobs';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function job(over: Partial<OpsJobItem> = {}): OpsJobItem {
  return {
    id: '42',
    name: 'wallet.notify_deposit',
    key: 'deposit:7',
    queue: null,
    state: 'failed',
    attempts: 10,
    max_attempts: 10,
    last_error: 'connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect',
    payload: '{"depositId":7}',
    run_at: '2026-03-01T11:58:00Z',
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T11:57:30Z',
    failed_at: '2026-03-01T11:57:30Z',
    locked_at: null,
    locked_by: null,
    ...over,
  };
}

describe('toJobRow', () => {
  it('shows a failed job since it failed, its first error line, and offers a retry', () => {
    expect(toJobRow(job(), NOW)).toEqual({
      id: '42',
      name: 'wallet.notify_deposit',
      key: 'deposit:7',
      state: 'failed',
      attempts: '10 / 10',
      errorHeadline: 'connect ECONNREFUSED 127.0.0.1:25',
      error: 'connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect',
      expandable: true,
      since: '2026-03-01T11:57:30Z',
      elapsed: '2 min 30 s',
      sinceLabel: '2 min 30 s ago',
      worker: null,
      payload: '{"depositId":7}',
      queue: null,
      retryable: true,
    });
  });

  it('measures an overdue job from its due time and a stuck one from when its worker took it', () => {
    const overdue = toJobRow(job({ state: 'overdue', attempts: 0, last_error: null, failed_at: null }), NOW);
    expect(overdue).toMatchObject({
      since: '2026-03-01T11:58:00Z',
      sinceLabel: 'due 2 min ago',
      retryable: true,
    });
    expect(overdue).toMatchObject({ errorHeadline: '', error: null, expandable: true });

    const stuck = toJobRow(
      job({ state: 'stuck', failed_at: null, locked_at: '2026-03-01T10:45:00Z', locked_by: 'worker-a' }),
      NOW,
    );
    expect(stuck).toMatchObject({
      since: '2026-03-01T10:45:00Z',
      sinceLabel: 'running for 1 h 15 min',
      worker: 'worker-a',
    });
    // Its worker still holds it: never retried from the console.
    expect(stuck.retryable).toBe(false);
  });

  it('has nothing to expand without an error or a payload, and no elapsed time for a future time', () => {
    const row = toJobRow(
      job({ state: 'waiting', last_error: null, payload: '{}', run_at: '2026-03-01T13:00:00Z' }),
      NOW,
    );
    expect(row).toMatchObject({ expandable: false, elapsed: '', sinceLabel: '', retryable: false });
  });
});

describe('errorHeadline', () => {
  it('takes the first non-blank line, trimmed, and cuts it with an ellipsis', () => {
    expect(errorHeadline('\n  \n  boom  \nstack')).toBe('boom');
    expect(errorHeadline(null)).toBe('');
    expect(errorHeadline('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(errorHeadline('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });
});

describe('formatDuration', () => {
  it('gives the two largest units', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(999)).toBe('0 s');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(12 * 60_000)).toBe('12 min');
    expect(formatDuration((3 * 3600 + 5 * 60 + 9) * 1000)).toBe('3 h 5 min');
    expect(formatDuration((2 * 86_400 + 4 * 3600 + 59) * 1000)).toBe('2 d 4 h');
    expect(formatDuration(-5_000)).toBe('0 s');
  });
});

describe('prettyPayload and readJobsTab', () => {
  it('indents a whole payload and leaves a cut or broken one as it is', () => {
    expect(prettyPayload('{"a":1,"b":{"c":"x"}}')).toBe('{\n  "a": 1,\n  "b": {\n    "c": "x"\n  }\n}');
    expect(prettyPayload('{"t":"yyyy…')).toBe('{"t":"yyyy…');
    expect(prettyPayload('not json')).toBe('not json');
    expect(prettyPayload('')).toBe('');
  });

  it('reads the tab from the URL, failed by default', () => {
    expect(readJobsTab(new URLSearchParams('tab=overdue'))).toBe('overdue');
    expect(readJobsTab(new URLSearchParams('tab=events'))).toBe('events');
    expect(readJobsTab(new URLSearchParams('tab=nope'))).toBe('failed');
    expect(readJobsTab(new URLSearchParams())).toBe('failed');
  });
});

describe('toEventRow', () => {
  const event = (over: Partial<OpsEventItem> = {}): OpsEventItem => ({
    event_id: 12,
    event: 'wallet.withdrawal_paid',
    subscriber: 'follow.payout_sync',
    job_id: '99',
    state: 'retrying',
    attempts: 3,
    max_attempts: 10,
    last_error: 'downstream refused\nat handler',
    payload: '{"withdrawalId":4}',
    occurred_at: '2026-03-01T11:00:00Z',
    run_at: '2026-03-01T12:03:00Z',
    ...over,
  });

  it('keys a row by event and subscriber and says when the next attempt comes', () => {
    expect(toEventRow(event(), NOW)).toEqual({
      key: '12:follow.payout_sync',
      eventId: 12,
      event: 'wallet.withdrawal_paid',
      subscriber: 'follow.payout_sync',
      state: 'retrying',
      attempts: '3 / 10',
      errorHeadline: 'downstream refused',
      error: 'downstream refused\nat handler',
      payload: '{"withdrawalId":4}',
      occurredAt: '2026-03-01T11:00:00Z',
      age: '1 h',
      next: 'in 3 min',
    });
  });

  it('shows how late an overdue delivery is, no next attempt for a failed one, and a removed event', () => {
    expect(toEventRow(event({ state: 'overdue', run_at: '2026-03-01T11:55:00Z' }), NOW).next).toBe(
      'due 5 min ago',
    );
    expect(toEventRow(event({ state: 'failed' }), NOW).next).toBe('');
    expect(toEventRow(event({ event: null, occurred_at: null }), NOW)).toMatchObject({
      event: 'Event removed',
      age: '',
    });
  });
});
