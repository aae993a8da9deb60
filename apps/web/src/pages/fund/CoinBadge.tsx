import { COLORS } from '@meridian/contract';

/** A round coin mark in the coin's fixed colour (spec §9), with its first letter. */
export function CoinBadge({ name, size = 32 }: { name: string; size?: number }) {
  const color = (COLORS.coin as Record<string, string>)[name] ?? '#4a5261';
  return (
    <span
      className="coin-badge"
      aria-hidden
      style={{ width: size, height: size, background: color, fontSize: Math.round(size * 0.42) }}
    >
      {name.slice(0, 1)}
    </span>
  );
}
