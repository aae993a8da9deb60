/**
 * What makes the carousel and the ticker move: a timer and a few listeners, no animation library and no code run per
 * frame (the browser's own scrolling and CSS do the moving). Loaded after the first paint (Carousel.tsx,
 * Ticker.tsx): the slides are drawn and swipeable without it.
 */

/** The slide after `index` of `count`: the first again after the last. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide a scroller of slides each `width` wide shows at `scrollLeft` (the one most in view). */
export function indexAt(scrollLeft: number, width: number, count: number): number {
  if (count < 1 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}

/** What holds autoplay back. */
export interface Holds {
  /** The page is hidden (another tab, the app in the background). */
  hidden: boolean;
  /** A finger or a pressed pointer is on it. */
  touched: boolean;
  /** Keyboard focus is in it. */
  focused: boolean;
  /** It is scrolled out of the viewport (or its page is not shown). */
  offscreen: boolean;
  /** The reader asked for less motion (and the mover honours it). */
  reducedMotion: boolean;
}

export function mayAdvance(h: Holds): boolean {
  return !h.hidden && !h.touched && !h.focused && !h.offscreen && !h.reducedMotion;
}

/** The browser's parts autoplay uses, replaceable in tests. */
export interface Env {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  matchMedia?: (
    query: string,
  ) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  IntersectionObserver?: typeof IntersectionObserver;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

export function browserEnv(): Env {
  return {
    document,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    IntersectionObserver: typeof IntersectionObserver === 'function' ? IntersectionObserver : undefined,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id),
  };
}

type Target = Pick<HTMLElement, 'addEventListener' | 'removeEventListener'>;

export interface AutoplayOptions {
  /** Milliseconds between steps. */
  interval: number;
  step: () => void;
  /** Whether `prefers-reduced-motion: reduce` stops it (a carousel's sliding does; a ticker's line may turn). */
  honourReducedMotion: boolean;
}

export interface Autoplay {
  /** Counts a whole interval again from now (after the reader moved it). */
  restart: () => void;
  stop: () => void;
  /** What holds it back now (for tests). */
  holds: () => Holds;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether keyboard focus (not a tap) put focus on `el`. */
function focusVisible(el: EventTarget | null): boolean {
  try {
    return (
      el !== null &&
      typeof (el as Element).matches === 'function' &&
      (el as Element).matches(':focus-visible')
    );
  } catch {
    return false;
  }
}

/**
 * Calls `step` every `interval` ms on `root` while nothing holds it back: paused while the page is hidden, while a
 * finger or pointer is down on it, while keyboard focus is in it, while it is out of view, and (when asked) under
 * reduced motion. Each release counts a whole interval again, so a slide never moves the moment it is let go.
 */
export function startAutoplay(root: Target, opts: AutoplayOptions, env: Env = browserEnv()): Autoplay {
  const motion = opts.honourReducedMotion ? env.matchMedia?.(REDUCED_MOTION) : undefined;
  const holds: Holds = {
    hidden: env.document.visibilityState === 'hidden',
    touched: false,
    focused: false,
    offscreen: false,
    reducedMotion: motion?.matches ?? false,
  };
  let timer: unknown;
  let stopped = false;
  const schedule = () => {
    if (timer !== undefined) env.clearTimeout(timer as never);
    timer = undefined;
    if (stopped || !mayAdvance(holds)) return;
    timer = env.setTimeout(() => {
      timer = undefined;
      opts.step();
      schedule();
    }, opts.interval);
  };
  const set = (hold: keyof Holds, on: boolean) => {
    if (holds[hold] === on) return;
    holds[hold] = on;
    schedule();
  };

  const onVisibility = () => set('hidden', env.document.visibilityState === 'hidden');
  // a finger stays down after the browser takes its drag over for scrolling (pointercancel): held until touchend
  let finger = false;
  let pointer = false;
  const hold = () => set('touched', finger || pointer);
  const onTouch = (e: Event) => {
    finger = e.type === 'touchstart' || ((e as TouchEvent).touches?.length ?? 0) > 0;
    hold();
  };
  const onPointer = (e: Event) => {
    pointer = e.type === 'pointerdown';
    hold();
  };
  const onFocusIn = (e: Event) => set('focused', focusVisible(e.target));
  const onFocusOut = () => set('focused', false);
  const onMotion = (e: MediaQueryListEvent) => set('reducedMotion', e.matches);
  const touches = ['touchstart', 'touchend', 'touchcancel'] as const;
  const pointers = ['pointerdown', 'pointerup', 'pointercancel'] as const;

  env.document.addEventListener('visibilitychange', onVisibility);
  for (const t of touches) root.addEventListener(t, onTouch, { passive: true });
  for (const t of pointers) root.addEventListener(t, onPointer, { passive: true });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  motion?.addEventListener('change', onMotion);
  const view = env.IntersectionObserver
    ? new env.IntersectionObserver((entries) => {
        const last = entries[entries.length - 1];
        if (last) set('offscreen', !last.isIntersecting);
      })
    : undefined;
  view?.observe(root as Element);
  schedule();

  return {
    restart: schedule,
    holds: () => ({ ...holds }),
    stop: () => {
      stopped = true;
      schedule();
      env.document.removeEventListener('visibilitychange', onVisibility);
      for (const t of touches) root.removeEventListener(t, onTouch);
      for (const t of pointers) root.removeEventListener(t, onPointer);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      motion?.removeEventListener('change', onMotion);
      view?.disconnect();
    },
  };
}

/** The part of the scroller the carousel drives. */
export type Track = Target &
  Pick<HTMLElement, 'children' | 'clientWidth' | 'scrollLeft'> & {
    scrollTo: (options: ScrollToOptions) => void;
  };

/** The box the dots are drawn in. */
export type Dots = Pick<HTMLElement, 'children' | 'replaceChildren'> & {
  ownerDocument: Pick<Document, 'createElement'>;
};

/** A dot's class: the active one is drawn wider. */
export function dotClass(index: number, active: number): string {
  return index === active ? 'carousel-dot carousel-dot-active' : 'carousel-dot';
}

/**
 * Follows the slide in view of a `scroll-snap` track (each slide as wide as the track), drawing a dot per slide
 * in `dots`, and, with an `interval`, scrolls smoothly to the next slide, back to the first after the last. Returns
 * what stops it.
 */
export function driveCarousel(
  track: Track,
  dots: Dots,
  opts: { interval: number },
  env: Env = browserEnv(),
): () => void {
  const slides = Array.from(track.children);
  const count = slides.length;
  dots.replaceChildren(...slides.map(() => dots.ownerDocument.createElement('span')));
  let active = -1;
  let play: Autoplay | undefined;
  const show = (index: number) => {
    if (index === active) return;
    active = index;
    Array.from(dots.children).forEach((d, i) => (d.className = dotClass(i, index)));
    play?.restart();
  };
  show(indexAt(track.scrollLeft, track.clientWidth, count));

  // the slide most in view, told by the browser as scrolling crosses it (nothing runs while it is still)
  let seen: IntersectionObserver | undefined;
  let onScroll: (() => void) | undefined;
  if (env.IntersectionObserver) {
    seen = new env.IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const i = slides.indexOf(e.target);
          if (e.isIntersecting && i >= 0) show(i);
        }
      },
      { root: track as Element, threshold: 0.6 },
    );
    for (const s of slides) seen.observe(s);
  } else {
    onScroll = () => show(indexAt(track.scrollLeft, track.clientWidth, count));
    track.addEventListener('scroll', onScroll, { passive: true });
  }

  if (opts.interval > 0 && count > 1)
    play = startAutoplay(
      track,
      {
        interval: opts.interval,
        honourReducedMotion: true,
        step: () =>
          track.scrollTo({ left: nextIndex(active, count) * track.clientWidth, behavior: 'smooth' }),
      },
      env,
    );

  return () => {
    play?.stop();
    seen?.disconnect();
    if (onScroll) track.removeEventListener('scroll', onScroll);
    dots.replaceChildren();
  };
}

/**
 * The class of line `index` while `showing` is in view and `leaving` slides out (-1: none, the line showing stands
 * still); the others are hidden.
 */
export function lineClass(index: number, showing: number, leaving: number): string {
  if (index === showing) return leaving < 0 ? 'ticker-line ticker-on' : 'ticker-line ticker-in';
  return index === leaving ? 'ticker-line ticker-out' : 'ticker-line ticker-off';
}

/** A ticker's element: its lines are its children. */
export type TickerRoot = Target & Pick<HTMLElement, 'children'>;

/**
 * Turns a ticker's lines every `interval` ms, the next line coming in as the one showing leaves (CSS slides them),
 * the first again after the last. Not held back by reduced motion: the line turns there too, without sliding.
 * Returns what stops it.
 */
export function driveTicker(
  root: TickerRoot,
  opts: { interval: number },
  env: Env = browserEnv(),
): () => void {
  const lines = Array.from(root.children) as HTMLElement[];
  let showing = 0;
  const draw = (leaving: number) => lines.forEach((l, i) => (l.className = lineClass(i, showing, leaving)));
  draw(-1);
  if (lines.length < 2) return () => undefined;
  return startAutoplay(
    root,
    {
      interval: opts.interval,
      honourReducedMotion: false,
      step: () => {
        const leaving = showing;
        showing = nextIndex(showing, lines.length);
        draw(leaving);
      },
    },
    env,
  ).stop;
}
