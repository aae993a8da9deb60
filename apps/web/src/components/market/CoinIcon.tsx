import { COLORS } from '@meridian/contract';
import { memo, useState, useSyncExternalStore } from 'react';
import type * as CoinArtModule from './coinArt';
import './coinIcon.css';

/**
 * The bundled logos (coinArt: @web3icons/core and simple-icons, ≈ 26 KB gzip) are their own chunk,
 * fetched once the first icon renders, off the first route; until it is there an icon is an empty disc of its
 * final size (no layout shift), without `data-coin-art`.
 */
let artOf: typeof CoinArtModule | null = null;
let instances = 0;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loading ??= import('./coinArt').then(
    (m) => {
      artOf = m;
      for (const l of listeners) l();
    },
    () => {
      loading = null; // a failed fetch (offline before the chunk was cached): the next icon tries again
    },
  );
  return () => listeners.delete(listener);
}

const loaded = () => artOf;

const FIXED: Record<string, string> = COLORS.coin;

function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** A neutral mark for a listed company without a bundled logo: a columned building. */
function CompanyGlyph({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size * 0.58} height={size * 0.58} fill="currentColor" aria-hidden="true">
      <path d="M12 2.5 2.5 7v2h19V7L12 2.5zM4.5 10.5h3v7h-3zm5.75 0h3.5v7h-3.5zm6.25 0h3v7h-3zM2.5 19h19v2.5h-19z" />
    </svg>
  );
}

/**
 * The round picture of a base asset (rounded square for stocks): its logo or company mark from the bundled
 * icon packages (coinArt), a neutral glyph for other stocks, the coloured letter for an unknown coin.
 */
export const CoinIcon = memo(function CoinIcon({
  name,
  logo,
  size = 28,
  stock = false,
}: {
  name: string;
  logo?: string;
  size?: number;
  stock?: boolean;
}) {
  const logos = useSyncExternalStore(subscribe, loaded, loaded);
  const [instance] = useState(() => ++instances);
  const shape = `coin-icon${stock ? ' stock' : ''}`;
  if (!logos)
    return (
      <span
        className={`${shape} pending`}
        aria-hidden="true"
        data-coin-pending=""
        style={{ width: size, height: size }}
      />
    );
  const art = logos.coinArt(name, { logo, stock });
  if (art.kind === 'svg')
    return (
      <span
        className={`${shape} logo`}
        aria-hidden="true"
        data-coin-art="svg"
        style={{ width: size, height: size }}
        dangerouslySetInnerHTML={{ __html: logos.logoMarkup(art.markup, instance) }}
      />
    );
  if (art.kind === 'image')
    return <img className={shape} src={art.src} alt="" width={size} height={size} data-coin-art="image" />;
  if (art.kind === 'mark')
    return (
      <span
        className={`${shape} mark`}
        aria-hidden="true"
        data-coin-art="mark"
        style={{ width: size, height: size }}
      >
        <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} fill={art.color}>
          <path d={art.path} />
        </svg>
      </span>
    );
  if (art.kind === 'glyph')
    return (
      <span
        className={`${shape} glyph`}
        aria-hidden="true"
        data-coin-art="glyph"
        style={{ width: size, height: size }}
      >
        <CompanyGlyph size={size} />
      </span>
    );
  const background = FIXED[name] ?? `hsl(${hue(name)} 45% 38%)`;
  return (
    <span
      className={shape}
      aria-hidden="true"
      data-coin-art="letter"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42), background }}
    >
      {art.text}
    </span>
  );
});
