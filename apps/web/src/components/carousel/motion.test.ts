import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  driveCarousel,
  driveTicker,
  indexAt,
  lineClass,
  mayAdvance,
  nextIndex,
  startAutoplay,
  type Dots,
  type Env,
  type Holds,
  type TickerRoot,
  type Track,
} from './motion';

/** An element's listeners, fired by hand. */
class FakeTarget {
  listeners = new Map<string, Set<(e: unknown) => void>>();
  addEventListener(type: string, fn: (e: unknown) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string, e: object = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn({ type, ...e });
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

/** The page, the reduced-motion query and IntersectionObserver as the browser would give them. */
function fakeEnv(opts: { reduced?: boolean; hidden?: boolean } = {}) {
  const page: { visibilityState: DocumentVisibilityState } = {
    visibilityState: opts.hidden ? 'hidden' : 'visible',
  };
  const doc = Object.assign(new FakeTarget(), page);
  const query = Object.assign(new FakeTarget(), { matches: opts.reduced ?? false });
  const observers: FakeObserver[] = [];
  class FakeObserver {
    observed: unknown[] = [];
    disconnected = false;
    constructor(readonly callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void) {
      observers.push(this);
    }
    observe(el: unknown) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const env: Env = {
    document: doc,
    matchMedia: (q) => {
      expect(q).toBe('(prefers-reduced-motion: reduce)');
      return query;
    },
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
  const setHidden = (hidden: boolean) => {
    doc.visibilityState = hidden ? 'hidden' : 'visible';
    doc.fire('visibilitychange');
  };
  const setReduced = (matches: boolean) => {
    query.matches = matches;
    query.fire('change', { matches });
  };
  return { env, doc, query, observers, setHidden, setReduced };
}

/** What a keyboard focus (or a tap's) puts in focusin's target. */
const focusTarget = (visible: boolean) => ({ matches: (s: string) => s === ':focus-visible' && visible });

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

/** A track of `count` slides, each 358 px wide, that scrolls where it is told (at once). */
function fakeTrack(count: number) {
  const slides = Array.from({ length: count }, (_, i) => ({ slide: i }));
  const track = Object.assign(new FakeTarget(), {
    children: slides as unknown as HTMLCollection,
    clientWidth: 358,
    scrollLeft: 0,
    scrollTo: vi.fn((o: ScrollToOptions) => {
      track.scrollLeft = o.left ?? 0;
    }),
  });
  return { track, slides, asTrack: track as unknown as Track };
}

function fakeDots() {
  const dots = {
    children: [] as { className: string }[],
    ownerDocument: { createElement: () => ({ className: '' }) },
    replaceChildren: (...nodes: { className: string }[]) => (dots.children = nodes),
  };
  return { dots, asDots: dots as unknown as Dots, drawn: () => dots.children.map((d) => d.className) };
}

const DOT = 'carousel-dot';
const ACTIVE = 'carousel-dot carousel-dot-active';

describe('driveCarousel', () => {
  it('draws a dot per slide, the one in view active, and follows the slide in view', () => {
    const { env, observers } = fakeEnv();
    const { asTrack, slides } = fakeTrack(3);
    const { asDots, drawn } = fakeDots();
    driveCarousel(asTrack, asDots, { interval: 0 }, env);
    expect(drawn()).toEqual([ACTIVE, DOT, DOT]);
    const seen = observers[0]!;
    expect(seen.observed).toEqual(slides);
    seen.callback([
      { target: slides[0], isIntersecting: false },
      { target: slides[1], isIntersecting: true },
    ]);
    expect(drawn()).toEqual([DOT, ACTIVE, DOT]);
  });

  it('turns to the next slide smoothly every interval, back to the first after the last', () => {
    const { env, observers } = fakeEnv();
    const { track, asTrack, slides } = fakeTrack(3);
    const { asDots, drawn } = fakeDots();
    driveCarousel(asTrack, asDots, { interval: 4500 }, env);
    const seen = observers[0]!;
    // the browser tells which slide the smooth scroll brought into view
    track.scrollTo.mockImplementation((o: ScrollToOptions) => {
      track.scrollLeft = o.left ?? 0;
      seen.callback([{ target: slides[track.scrollLeft / 358], isIntersecting: true }]);
    });
    vi.advanceTimersByTime(4500);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 358, behavior: 'smooth' });
    expect(drawn()).toEqual([DOT, ACTIVE, DOT]);
    vi.advanceTimersByTime(4500);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 716, behavior: 'smooth' });
    vi.advanceTimersByTime(4500);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(drawn()).toEqual([ACTIVE, DOT, DOT]);
  });

  it('a swipe counts a whole interval again from the slide it lands on', () => {
    const { env, observers } = fakeEnv();
    const { track, asTrack, slides } = fakeTrack(3);
    driveCarousel(asTrack, fakeDots().asDots, { interval: 4500 }, env);
    vi.advanceTimersByTime(4000);
    track.fire('touchstart');
    track.fire('touchend');
    track.scrollLeft = 716;
    observers[0]!.callback([{ target: slides[2], isIntersecting: true }]);
    vi.advanceTimersByTime(4000);
    expect(track.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('does not turn by itself under reduced motion, while touched or on a hidden page', () => {
    const reduced = fakeEnv({ reduced: true });
    const a = fakeTrack(3);
    driveCarousel(a.asTrack, fakeDots().asDots, { interval: 4500 }, reduced.env);
    vi.advanceTimersByTime(30_000);
    expect(a.track.scrollTo).not.toHaveBeenCalled();

    const touched = fakeEnv();
    const b = fakeTrack(3);
    driveCarousel(b.asTrack, fakeDots().asDots, { interval: 4500 }, touched.env);
    b.track.fire('pointerdown');
    vi.advanceTimersByTime(30_000);
    expect(b.track.scrollTo).not.toHaveBeenCalled();

    const hidden = fakeEnv();
    const c = fakeTrack(3);
    driveCarousel(c.asTrack, fakeDots().asDots, { interval: 4500 }, hidden.env);
    hidden.setHidden(true);
    vi.advanceTimersByTime(30_000);
    expect(c.track.scrollTo).not.toHaveBeenCalled();
  });

  it('one slide, or no interval: no autoplay', () => {
    const { env } = fakeEnv();
    const one = fakeTrack(1);
    driveCarousel(one.asTrack, fakeDots().asDots, { interval: 4500 }, env);
    const still = fakeTrack(3);
    driveCarousel(still.asTrack, fakeDots().asDots, { interval: 0 }, env);
    vi.advanceTimersByTime(30_000);
    expect(one.track.scrollTo).not.toHaveBeenCalled();
    expect(still.track.scrollTo).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver it reads the slide in view on scroll', () => {
    const { env } = fakeEnv();
    const { track, asTrack } = fakeTrack(3);
    const { asDots, drawn } = fakeDots();
    const stop = driveCarousel(asTrack, asDots, { interval: 0 }, { ...env, IntersectionObserver: undefined });
    track.scrollLeft = 700;
    track.fire('scroll');
    expect(drawn()).toEqual([DOT, DOT, ACTIVE]);
    stop();
    expect(track.count()).toBe(0);
  });

  it('stop takes the dots away and ends autoplay', () => {
    const { env, observers } = fakeEnv();
    const { track, asTrack } = fakeTrack(3);
    const { asDots, drawn } = fakeDots();
    const stop = driveCarousel(asTrack, asDots, { interval: 4500 }, env);
    stop();
    expect(drawn()).toEqual([]);
    expect(observers.every((o) => o.disconnected)).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(track.scrollTo).not.toHaveBeenCalled();
  });
});

describe('driveTicker', () => {
  function fakeTicker(count: number) {
    const lines = Array.from({ length: count }, () => ({ className: 'ticker-line' }));
    const root = Object.assign(new FakeTarget(), { children: lines as unknown as HTMLCollection });
    return {
      root,
      lines,
      asRoot: root as unknown as TickerRoot,
      classes: () => lines.map((l) => l.className),
    };
  }

  it('turns the lines every interval, the next coming in as the last leaves, the first again after the last', () => {
    const { env } = fakeEnv();
    const { asRoot, classes } = fakeTicker(3);
    driveTicker(asRoot, { interval: 4000 }, env);
    expect(classes()).toEqual(['ticker-line ticker-on', 'ticker-line ticker-off', 'ticker-line ticker-off']);
    vi.advanceTimersByTime(4000);
    expect(classes()).toEqual(['ticker-line ticker-out', 'ticker-line ticker-in', 'ticker-line ticker-off']);
    vi.advanceTimersByTime(4000);
    expect(classes()).toEqual(['ticker-line ticker-off', 'ticker-line ticker-out', 'ticker-line ticker-in']);
    vi.advanceTimersByTime(4000);
    expect(classes()).toEqual(['ticker-line ticker-in', 'ticker-line ticker-off', 'ticker-line ticker-out']);
  });

  it('two lines swap their animations each turn', () => {
    const { env } = fakeEnv();
    const { asRoot, classes } = fakeTicker(2);
    driveTicker(asRoot, { interval: 4000 }, env);
    vi.advanceTimersByTime(4000);
    expect(classes()).toEqual(['ticker-line ticker-out', 'ticker-line ticker-in']);
    vi.advanceTimersByTime(4000);
    expect(classes()).toEqual(['ticker-line ticker-in', 'ticker-line ticker-out']);
  });

  it('turns under reduced motion too (CSS drops the sliding), not on a hidden page, one line stands still', () => {
    const reduced = fakeEnv({ reduced: true });
    const a = fakeTicker(2);
    driveTicker(a.asRoot, { interval: 4000 }, reduced.env);
    vi.advanceTimersByTime(4000);
    expect(a.classes()[1]).toBe('ticker-line ticker-in');

    const hidden = fakeEnv({ hidden: true });
    const b = fakeTicker(2);
    driveTicker(b.asRoot, { interval: 4000 }, hidden.env);
    vi.advanceTimersByTime(40_000);
    expect(b.classes()).toEqual(['ticker-line ticker-on', 'ticker-line ticker-off']);

    const one = fakeTicker(1);
    const stop = driveTicker(one.asRoot, { interval: 4000 }, fakeEnv().env);
    vi.advanceTimersByTime(40_000);
    expect(one.classes()).toEqual(['ticker-line ticker-on']);
    expect(one.root.count()).toBe(0);
    stop();
  });
});
