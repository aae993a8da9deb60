import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_DEADLINE_MS, loadingState, onReconnect } from './reconnect';

/** A hand-driven connection. */
function fakeSource(initial: boolean) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener: (online: boolean) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(now: boolean) {
      online = now;
      for (const l of listeners) l(now);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

describe('retry when the connection returns', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('retries once per offline → online transition, never while online or going offline', () => {
    const source = fakeSource(false);
    const retry = vi.fn();
    const stop = onReconnect(retry, source);
    source.set(false);
    expect(retry).not.toHaveBeenCalled();
    source.set(true);
    expect(retry).toHaveBeenCalledTimes(1);
    source.set(true);
    expect(retry).toHaveBeenCalledTimes(1);
    source.set(false);
    source.set(true);
    expect(retry).toHaveBeenCalledTimes(2);
    stop();
    expect(source.listeners).toBe(0);
    source.set(false);
    source.set(true);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('a screen that failed while online retries after the connection drops and comes back', () => {
    const source = fakeSource(true);
    const retry = vi.fn();
    onReconnect(retry, source);
    source.set(true);
    expect(retry).not.toHaveBeenCalled();
    source.set(false);
    source.set(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("follows react-query's onlineManager by default", () => {
    onlineManager.setOnline(false);
    const retry = vi.fn();
    const stop = onReconnect(retry);
    onlineManager.setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('no screen stays on "Loading…" forever', () => {
  it('shows the spinner, then a retry past the deadline; offline says so instead', () => {
    expect(loadingState(true, 0)).toBe('loading');
    expect(loadingState(true, LOADING_DEADLINE_MS - 1)).toBe('loading');
    expect(loadingState(true, LOADING_DEADLINE_MS)).toBe('timedOut');
    expect(loadingState(false, 0)).toBe('offline');
    expect(loadingState(false, LOADING_DEADLINE_MS * 10)).toBe('offline');
    expect(loadingState(true, 5_000, 5_000)).toBe('timedOut');
  });
});
