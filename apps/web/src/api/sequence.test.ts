import { describe, expect, it } from 'vitest';
import { SeqTracker, createResyncGate, needsResync, resyncOnConnect, shouldApply } from './sequence';

describe('SeqTracker', () => {
  it('accepts a first message, then consecutive ones', () => {
    const t = new SeqTracker();
    expect(t.accept(41)).toBe('first');
    expect(t.accept(42)).toBe('next');
    expect(t.accept(43)).toBe('next');
    expect(t.lastSeq).toBe(43);
  });

  it('reports a gap when a seq is skipped, and continues from the new seq', () => {
    const t = new SeqTracker();
    t.accept(1);
    expect(t.accept(3)).toBe('gap');
    expect(t.accept(4)).toBe('next');
  });

  it('drops duplicates and reports a rewind when the server counter restarts', () => {
    const t = new SeqTracker();
    t.accept(10);
    expect(t.accept(10)).toBe('duplicate');
    expect(t.lastSeq).toBe(10);
    expect(t.accept(1)).toBe('rewind');
    expect(t.accept(2)).toBe('next');
  });

  it('uses a subscription ack as baseline, and detects messages missed before it', () => {
    const t = new SeqTracker();
    expect(t.sync(100)).toBe('baseline');
    expect(t.accept(101)).toBe('next');
    expect(t.sync(101)).toBe('in-sync');
    expect(t.sync(105)).toBe('missed');
    expect(t.accept(106)).toBe('next');
    expect(t.sync(3)).toBe('rewind');
  });

  it('forgets its baseline on reset', () => {
    const t = new SeqTracker();
    t.accept(5);
    t.reset();
    expect(t.lastSeq).toBeNull();
    expect(t.accept(99)).toBe('first');
  });

  it('classifies verdicts for resync and apply', () => {
    expect(['first', 'next', 'gap', 'duplicate', 'rewind'].filter((v) => needsResync(v as never))).toEqual([
      'gap',
      'rewind',
    ]);
    expect(['baseline', 'in-sync', 'missed', 'rewind'].filter((v) => needsResync(v as never))).toEqual([
      'missed',
      'rewind',
    ]);
    expect(shouldApply('duplicate')).toBe(false);
    expect(shouldApply('gap')).toBe(true);
    expect(shouldApply('rewind')).toBe(true);
  });

  it('finds the gap in a long stream exactly once per hole', () => {
    const t = new SeqTracker();
    const seqs = [1, 2, 3, 5, 6, 6, 7, 10, 11];
    expect(seqs.map((s) => t.accept(s)).filter((v) => v === 'gap')).toHaveLength(2);
  });
});

describe('resync decisions', () => {
  it('resyncs on a fresh reconnect only when something was received before', () => {
    expect(resyncOnConnect({ recovered: false, hadBaseline: true })).toBe(true);
    expect(resyncOnConnect({ recovered: false, hadBaseline: false })).toBe(false);
    expect(resyncOnConnect({ recovered: true, hadBaseline: true })).toBe(false);
  });

  it('lets one resync through per interval', () => {
    let now = 0;
    const gate = createResyncGate(2_000, () => now);
    expect(gate()).toBe(true);
    now = 500;
    expect(gate()).toBe(false);
    now = 2_000;
    expect(gate()).toBe(true);
  });
});
