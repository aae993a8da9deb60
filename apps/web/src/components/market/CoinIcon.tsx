import { COLORS } from '@meridian/contract';

const FIXED: Record<string, string> = COLORS.coin;

function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Round badge of a base asset: the spec's fixed colours for BTC, USDT, LTC, ETH; a stable hue otherwise. */
export function CoinIcon({
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
  if (logo) return <img className="coin-icon" src={logo} alt="" width={size} height={size} />;
  const background = FIXED[name] ?? `hsl(${hue(name)} 45% 38%)`;
  return (
    <span
      className={`coin-icon${stock ? ' stock' : ''}`}
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42), background }}
    >
      {name.slice(0, stock ? 2 : 1)}
    </span>
  );
}
