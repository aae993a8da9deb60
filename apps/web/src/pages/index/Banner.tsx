import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const SLIDES = [
  { key: 1, from: '#2a2418', to: '#6b5530', accent: '#f0dcaa' },
  { key: 2, from: '#10261f', to: '#1e5c4b', accent: '#7fe0c5' },
  { key: 3, from: '#1a1d33', to: '#3b3f7a', accent: '#b7bcff' },
] as const;

/** Carousel placeholder until banner content (news c_id 5) exists. */
export function Banner() {
  const { t } = useTranslation();
  return (
    <div className="banner" data-testid="home-banner">
      <Swiper autoplay loop autoplayInterval={4500} indicatorProps={{ color: 'white' }}>
        {SLIDES.map((s) => (
          <Swiper.Item key={s.key}>
            <div
              className="banner-slide"
              style={{ background: `linear-gradient(125deg, ${s.from}, ${s.to})` }}
            >
              <div className="banner-text">
                <h3 style={{ color: s.accent }}>{t(`home.banner${s.key}Title`)}</h3>
                <p>{t(`home.banner${s.key}Text`)}</p>
              </div>
              <svg className="banner-art" viewBox="0 0 120 80" aria-hidden="true">
                <path
                  d="M0 70 L20 52 L38 60 L58 30 L78 42 L100 12 L120 20"
                  fill="none"
                  stroke={s.accent}
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  opacity="0.9"
                />
                <path
                  d="M0 70 L20 52 L38 60 L58 30 L78 42 L100 12 L120 20 L120 80 L0 80Z"
                  fill={s.accent}
                  opacity="0.12"
                />
              </svg>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
