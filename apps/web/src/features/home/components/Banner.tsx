import type { NewsItem } from '@meridian/contract/content';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel/Carousel';
import { useBanners, itemTarget, useOpenTarget } from '../../content';

const SLIDES = [
  { from: '#2a2418', to: '#6b5530', accent: '#f0dcaa' },
  { from: '#10261f', to: '#1e5c4b', accent: '#7fe0c5' },
  { from: '#1a1d33', to: '#3b3f7a', accent: '#b7bcff' },
] as const;

type Style = (typeof SLIDES)[number];

function Art({ accent }: { accent: string }) {
  return (
    <svg className="banner-art" viewBox="0 0 120 80" aria-hidden="true">
      <path
        d="M0 70 L20 52 L38 60 L58 30 L78 42 L100 12 L120 20"
        fill="none"
        stroke={accent}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.9"
      />
      <path
        d="M0 70 L20 52 L38 60 L58 30 L78 42 L100 12 L120 20 L120 80 L0 80Z"
        fill={accent}
        opacity="0.12"
      />
    </svg>
  );
}

/** A gradient slide with a title and a line of text (a banner without a cover picture, or the built-in ones). */
function TextSlide({ style, title, text }: { style: Style; title: string; text: string }) {
  return (
    <div
      className="banner-slide"
      style={{ background: `linear-gradient(125deg, ${style.from}, ${style.to})` }}
    >
      <div className="banner-text">
        <h3 style={{ color: style.accent }}>{title}</h3>
        <p>{text}</p>
      </div>
      <Art accent={style.accent} />
    </div>
  );
}

function BannerSlide({ item, index }: { item: NewsItem; index: number }) {
  const open = useOpenTarget();
  const style = SLIDES[index % SLIDES.length] ?? SLIDES[0];
  return (
    <button
      type="button"
      className="banner-tap"
      data-testid={`banner-${item.group_key}`}
      aria-label={item.title}
      onClick={() => open(itemTarget(item))}
    >
      {item.cover ? (
        <img className="banner-cover" src={item.cover} alt={item.title} />
      ) : (
        <TextSlide style={style} title={item.title} text={item.summary} />
      )}
    </button>
  );
}

/**
 * The home carousel: the published banners (news category 5) in the reader's language, highest sort first —
 * a banner's cover picture, or the gradient slide with its title and summary; a tap opens its link or its
 * article. Until they are read (or if there are none) the built-in slides show; a visitor's first screen has
 * them from index.html (features/content: servedFirstScreen).
 */
export function Banner() {
  const banners = useBanners();
  return <BannerView items={banners.data?.data ?? []} />;
}

/** The carousel of these banners, or of the built-in slides when there are none (also drawn by index.html's shell). */
export function BannerView({ items }: { items: readonly NewsItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="banner" data-testid="home-banner" data-source={items.length > 0 ? 'server' : 'builtin'}>
      <Carousel
        autoplayInterval={4500}
        // the slides' titles name the row
        label={(items.length > 0
          ? items.map((item) => item.title)
          : SLIDES.map((_, i) => t(`home.banner${i + 1}Title`))
        ).join(', ')}
        slides={
          items.length > 0
            ? items.map((item, i) => ({ key: item.id, node: <BannerSlide item={item} index={i} /> }))
            : SLIDES.map((s, i) => ({
                key: i,
                node: (
                  <TextSlide
                    style={s}
                    title={t(`home.banner${i + 1}Title`)}
                    text={t(`home.banner${i + 1}Text`)}
                  />
                ),
              }))
        }
      />
    </div>
  );
}
