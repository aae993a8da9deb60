import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useMotion } from './useMotion';
import './carousel.css';

/** One slide: its React key and what it shows. */
export interface Slide {
  key: string | number;
  node: ReactNode;
}

export interface CarouselProps {
  slides: readonly Slide[];
  /** The scroller's accessible name. */
  label: string;
  /** Milliseconds between slides when it turns by itself; none: only the reader moves it. */
  autoplayInterval?: number;
}

/**
 * A row of slides the reader swipes through with the browser's own scrolling (CSS scroll-snap). The slides show,
 * and swiping works, from the first paint; the dots, following the slide in view and turning by itself (every
 * `autoplayInterval` ms, back to the first after the last) come with motion.ts, loaded after it.
 */
export function Carousel({ slides, label, autoplayInterval = 0 }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const count = slides.length;
  // new slides (the server's in place of the built-in ones) are new elements to follow
  useMotion(slides.map((s) => s.key).join(' '), (m) =>
    m.driveCarousel(track.current!, dots.current!, { interval: autoplayInterval }),
  );
  return (
    <div className="carousel">
      <div ref={track} className="carousel-track" role="region" aria-label={label} tabIndex={0}>
        {slides.map((s, i) => (
          <div key={s.key} className="carousel-slide" role="group" aria-label={`${i + 1} / ${count}`}>
            {s.node}
          </div>
        ))}
      </div>
      <div ref={dots} className="carousel-dots" aria-hidden="true" />
    </div>
  );
}
