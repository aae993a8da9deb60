import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { toDec } from '../../lib/decimal';

/**
 * A live price that briefly tints green or red when it moves. Tabular figures and a fixed-width cell,
 * so a tick never shifts the layout.
 */
export function FlashPrice({
  value,
  decimals,
  className = '',
  testId,
}: {
  value: string;
  decimals: number;
  className?: string;
  testId?: string;
}) {
  const previous = useRef(value);
  const [flash, setFlash] = useState<{ dir: 'up' | 'down'; n: number } | null>(null);
  useEffect(() => {
    const before = toDec(previous.current);
    const now = toDec(value);
    previous.current = value;
    if (!before || !now || before.eq(now)) return;
    setFlash((f) => ({ dir: now.gt(before) ? 'up' : 'down', n: (f?.n ?? 0) + 1 }));
  }, [value]);
  return (
    <span
      key={flash?.n ?? 0}
      className={`num ${flash ? `flash-${flash.dir}` : ''} ${className}`}
      data-testid={testId}
    >
      {formatPrice(value, decimals)}
    </span>
  );
}
