import type { SwiperProps } from 'antd-mobile';
import { Suspense, lazy } from 'react';
import type { CSSProperties, ReactNode } from 'react';

/** One slide: its React key and what it shows. */
export interface Slide {
  key: string | number;
  node: ReactNode;
}

export type LazySwiperProps = Omit<SwiperProps, 'children'> & {
  slides: readonly Slide[];
  /** The style of the still first slide shown until the carousel is there (give it the carousel's height). */
  stillStyle?: CSSProperties;
};

const SwiperBody = lazy(() => import('./SwiperBody'));

/**
 * antd-mobile's Swiper, loaded after the first paint (: it brings react-spring and use-gesture, ≈ 26 KB
 * gzip, into whichever route draws it). Until then the first slide stands still in a box of the same size, so
 * nothing moves when the carousel takes its place.
 */
export function LazySwiper({ slides, stillStyle, ...props }: LazySwiperProps) {
  return (
    <Suspense
      fallback={
        <div className="lazy-swiper-still" style={stillStyle}>
          {slides[0]?.node}
        </div>
      }
    >
      <SwiperBody {...props} slides={slides} />
    </Suspense>
  );
}
