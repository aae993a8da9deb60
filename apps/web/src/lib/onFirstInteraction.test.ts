import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './onFirstInteraction';
import type { InteractionPage } from './onFirstInteraction';

function fakePage(readyState: DocumentReadyState): EventTarget & InteractionPage {
  return Object.assign(new EventTarget(), { document: { readyState } });
}

describe('onFirstInteraction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, on the first press', () => {
    const page = fakePage('complete');
    const task = vi.fn();
    onFirstInteraction(task, 8000, page);
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a while after the load event when nobody touches the page, and never after a cancel', () => {
    const page = fakePage('loading');
    const task = vi.fn();
    onFirstInteraction(task, 8000, page);
    vi.advanceTimersByTime(20_000);
    expect(task).not.toHaveBeenCalled(); // the wait starts at load
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(7999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    const cancel = onFirstInteraction(other, 8000, fakePage('complete'));
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(other).not.toHaveBeenCalled();
  });
});
