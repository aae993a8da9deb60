import { CoinIcon } from '../../../components/market/CoinIcon';

/** A coin's round mark: its logo from the bundled icon set (the coloured letter when it has none). */
export function CoinBadge({ name, size = 32 }: { name: string; size?: number }) {
  return <CoinIcon name={name} size={size} />;
}
