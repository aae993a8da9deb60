import { opsJobRetryable } from '@meridian/contract/ops';
import type { OpsEventItem, OpsEventState, OpsJobItem, OpsJobState } from '@meridian/contract/ops';
import { OPS } from './strings';

/** The tabs of the Jobs & events screen (`#/jobs?tab=overdue`). */
export const JOBS_TABS = ['failed', 'overdue', 'events'] as const;
export type JobsTab = (typeof JOBS_TABS)[number];

export function readJobsTab(params: URLSearchParams): JobsTab {
  const raw = params.get('tab');
  return JOBS_TABS.find((t) => t === raw) ?? 'failed';
}

/** Characters of an error shown in a table cell (the whole text is in the expanded row). */
export const ERROR_HEADLINE_CHARS = 120;

/** The first non-blank line of an error, cut to `max` characters with "…"; '' when there is none. */
export function errorHeadline(text: string | null | undefined, max = ERROR_HEADLINE_CHARS): string {
  const line = (text ?? '').split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** A duration for a table cell, its two largest units: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatDuration(ms: number): string {
  const u = OPS.durationUnits;
  const s = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), u.d],
    [Math.floor((s % 86_400) / 3_600), u.h],
    [Math.floor((s % 3_600) / 60), u.min],
    [s % 60, u.s],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return `0 ${u.s}`;
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ');
}

/** What one row of the jobs tables shows. */
export interface JobRow {
  id: string;
  name: string;
  key: string | null;
  state: OpsJobState;
  /** '2 / 10'. */
  attempts: string;
  errorHeadline: string;
  /** The whole error, or null when there is none. */
  error: string | null;
  /** Whether the row expands (there is an error or a payload worth reading in full). */
  expandable: boolean;
  /**
   * The time the row is about: when it failed (failed), started running (stuck, running), or fell due.
   */
  since: string;
  /** How long ago `since` was ('' when in the future: waiting for its time). */
  elapsed: string;
  /** `since` in words: '4 min ago' (failed), 'due 8 min ago' (overdue), 'running for 25 min' (stuck). */
  sinceLabel: string;
  worker: string | null;
  payload: string;
  queue: string | null;
  retryable: boolean;
}

export function toJobRow(item: OpsJobItem, nowMs: number): JobRow {
  const since =
    item.state === 'failed'
      ? (item.failed_at ?? item.updated_at)
      : item.state === 'stuck' || item.state === 'running'
        ? (item.locked_at ?? item.run_at)
        : item.run_at;
  const ago = nowMs - Date.parse(since);
  const headline = errorHeadline(item.last_error);
  const elapsed = Number.isFinite(ago) && ago >= 0 ? formatDuration(ago) : '';
  return {
    id: item.id,
    name: item.name,
    key: item.key,
    state: item.state,
    attempts: `${item.attempts} / ${item.max_attempts}`,
    errorHeadline: headline,
    error: item.last_error,
    expandable: item.last_error !== null || item.payload.length > 2,
    since,
    elapsed,
    sinceLabel: elapsed ? sinceWords(item.state, elapsed) : '',
    worker: item.locked_by,
    payload: item.payload,
    queue: item.queue,
    retryable: opsJobRetryable(item.state),
  };
}

function sinceWords(state: OpsJobState, elapsed: string): string {
  switch (state) {
    case 'failed':
      return OPS.ago(elapsed);
    case 'overdue':
    case 'waiting':
      return OPS.dueAgo(elapsed);
    case 'stuck':
    case 'running':
      return OPS.runningFor(elapsed);
  }
}

/** What one row of the undelivered-events table shows. */
export interface EventRow {
  /** `<event id>:<subscriber>` (one row per delivery). */
  key: string;
  eventId: number;
  event: string;
  subscriber: string;
  state: OpsEventState;
  attempts: string;
  errorHeadline: string;
  error: string | null;
  payload: string;
  occurredAt: string | null;
  /** How long ago the event happened ('' when unknown). */
  age: string;
  /** When the next attempt comes ('in 3 min'), how late it is ('due 5 min ago'), or '' for a failed one. */
  next: string;
}

export function toEventRow(item: OpsEventItem, nowMs: number): EventRow {
  const occurred = item.occurred_at === null ? NaN : nowMs - Date.parse(item.occurred_at);
  const due = Date.parse(item.run_at) - nowMs;
  const next =
    item.state === 'failed' || !Number.isFinite(due)
      ? ''
      : due > 0
        ? OPS.inDuration(formatDuration(due))
        : OPS.dueAgo(formatDuration(-due));
  return {
    key: `${item.event_id}:${item.subscriber}`,
    eventId: item.event_id,
    event: item.event ?? OPS.eventGone,
    subscriber: item.subscriber,
    state: item.state,
    attempts: `${item.attempts} / ${item.max_attempts}`,
    errorHeadline: errorHeadline(item.last_error),
    error: item.last_error,
    payload: item.payload,
    occurredAt: item.occurred_at,
    age: Number.isFinite(occurred) && occurred >= 0 ? formatDuration(occurred) : '',
    next,
  };
}

/** A payload's JSON indented for reading; a cut one (ending in "…") or one that does not parse, as it is. */
export function prettyPayload(payload: string): string {
  if (payload.endsWith('…')) return payload;
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}
