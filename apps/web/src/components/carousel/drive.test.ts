import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driveCarousel, driveTicker, type Dots, type TickerRoot, type Track } from './motion';
import { FakeTarget, fakeEnv } from './motionFakes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
