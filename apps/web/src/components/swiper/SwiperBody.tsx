import { Swiper } from 'antd-mobile';
import type { LazySwiperProps } from './LazySwiper';

/** The carousel itself (LazySwiper's chunk). */
export default function SwiperBody({ slides, stillStyle: _still, ...props }: LazySwiperProps) {
  return (
    <Swiper {...props}>
      {slides.map((s) => (
        <Swiper.Item key={s.key}>{s.node}</Swiper.Item>
      ))}
    </Swiper>
  );
}
