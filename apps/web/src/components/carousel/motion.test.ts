import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexAt, lineClass, mayAdvance, nextIndex, startAutoplay, type Holds } from './motion';
import { FakeTarget, fakeEnv, focusTarget } from './motionFakes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('carousel motion: pure parts', () => {
  it('nextIndex goes to the next slide and back to the first after the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('indexAt is the slide most in view, within the slides', () => {
    expect(indexAt(0, 358, 3)).toBe(0);
    expect(indexAt(170, 358, 3)).toBe(0);
    expect(indexAt(190, 358, 3)).toBe(1);
    expect(indexAt(716, 358, 3)).toBe(2);
    expect(indexAt(5000, 358, 3)).toBe(2);
    expect(indexAt(-20, 358, 3)).toBe(0);
    expect(indexAt(100, 0, 3)).toBe(0);
  });

  it('mayAdvance only when nothing holds it back', () => {
    const free: Holds = {
      hidden: false,
      touched: false,
      focused: false,
      offscreen: false,
      reducedMotion: false,
    };
    expect(mayAdvance(free)).toBe(true);
    for (const hold of Object.keys(free) as (keyof Holds)[])
      expect(mayAdvance({ ...free, [hold]: true }), hold).toBe(false);
  });

  it('lineClass: the line showing, the one leaving, the others hidden', () => {
    expect(lineClass(0, 0, -1)).toBe('ticker-line ticker-on');
    expect(lineClass(1, 0, -1)).toBe('ticker-line ticker-off');
    expect(lineClass(1, 1, 0)).toBe('ticker-line ticker-in');
    expect(lineClass(0, 1, 0)).toBe('ticker-line ticker-out');
    expect(lineClass(2, 1, 0)).toBe('ticker-line ticker-off');
  });
});

/** Autoplay every 4 s on a fresh element in a fake page; `step` counts its steps. */
function autoplayOn(opts: { reduced?: boolean; hidden?: boolean; honourReducedMotion?: boolean } = {}) {
  const fake = fakeEnv(opts);
  const root = new FakeTarget();
  const step = vi.fn();
  const play = startAutoplay(
    root,
    { interval: 4000, step, honourReducedMotion: opts.honourReducedMotion ?? true },
    fake.env,
  );
  return { ...fake, root, step, play };
}

describe('startAutoplay', () => {
  it('steps every interval', () => {
    const { step } = autoplayOn();
    vi.advanceTimersByTime(3999);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8000);
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('pauses while the page is hidden, and waits a whole interval once it shows again', () => {
    const { step, setHidden } = autoplayOn();
    vi.advanceTimersByTime(3000);
    setHidden(true);
    vi.advanceTimersByTime(20_000);
    expect(step).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(3999);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('does not start on a hidden page', () => {
    const { step, setHidden, play } = autoplayOn({ hidden: true });
    expect(play.holds().hidden).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(step).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('pauses while a finger or a pointer is down on it', () => {
    const { root, step, play } = autoplayOn();
    vi.advanceTimersByTime(3000);
    root.fire('touchstart');
    expect(play.holds().touched).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
    root.fire('touchend');
    vi.advanceTimersByTime(3999);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);

    // a mouse's press
    root.fire('pointerdown');
    vi.advanceTimersByTime(10_000);
    expect(step).toHaveBeenCalledTimes(1);
    root.fire('pointerup');
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('a finger dragging stays a hold after the browser takes the drag over (pointercancel), until it lifts', () => {
    const { root, step } = autoplayOn();
    root.fire('touchstart');
    root.fire('pointerdown');
    root.fire('pointercancel');
    vi.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
    // one of two fingers lifted
    root.fire('touchend', { touches: [{}] });
    vi.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
    root.fire('touchend', { touches: [] });
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('pauses while keyboard focus is in it, not for a tap', () => {
    const { root, step, play } = autoplayOn();
    root.fire('focusin', { target: focusTarget(false) });
    expect(play.holds().focused).toBe(false);
    root.fire('focusin', { target: focusTarget(true) });
    vi.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
    root.fire('focusout');
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('pauses while out of view', () => {
    const { root, step, observers } = autoplayOn();
    const view = observers[0]!;
    expect(view.observed).toEqual([root]);
    view.callback([{ target: root, isIntersecting: false }]);
    vi.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
    view.callback([{ target: root, isIntersecting: true }]);
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('does not play under reduced motion, and follows the setting as it changes', () => {
    const { step, setReduced } = autoplayOn({ reduced: true });
    vi.advanceTimersByTime(20_000);
    expect(step).not.toHaveBeenCalled();
    setReduced(false);
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
    setReduced(true);
    vi.advanceTimersByTime(20_000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('plays under reduced motion when not asked to honour it (the ticker turns without sliding)', () => {
    const { step } = autoplayOn({ reduced: true, honourReducedMotion: false });
    vi.advanceTimersByTime(4000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('restart counts a whole interval again; stop ends it and lets go of every listener', () => {
    const { root, step, doc, query, observers, play } = autoplayOn();
    vi.advanceTimersByTime(3000);
    play.restart();
    vi.advanceTimersByTime(3000);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1);
    play.stop();
    vi.advanceTimersByTime(20_000);
    expect(step).toHaveBeenCalledTimes(1);
    expect(root.count() + doc.count() + query.count()).toBe(0);
    expect(observers[0]!.disconnected).toBe(true);
    // a release after the stop does not start it again
    root.fire('touchend');
    vi.advanceTimersByTime(20_000);
    expect(step).toHaveBeenCalledTimes(1);
  });
});
