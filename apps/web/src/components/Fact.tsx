import type { ReactNode } from 'react';

/**
 * A label beside (or over) its figure — the fact lines of the earn, loan, NFT and copy-trading cards. The markup
 * is one; each area's stylesheet lays its look out under its own class, so `look` picks the class and the
 * screens stay as they were. `tone` colours the figure (`up`, `down`, `big`).
 */
const LOOK_CLASS = {
  nft: 'nft-fact',
  lock: 'lock-fact',
  loan: 'loan-fact',
  invest: 'invest-fact',
  ieo: 'ieo-fact',
  fin: 'fin-stat',
  copy: 'pos-cell copy-stat',
} as const;

export type FactLook = keyof typeof LOOK_CLASS;

export interface FactProps {
  look: FactLook;
  label: ReactNode;
  children: ReactNode;
  testId?: string | undefined;
  tone?: string | undefined;
}

export function Fact({ look, label, children, testId, tone }: FactProps) {
  return (
    <div className={LOOK_CLASS[look]}>
      <span>{label}</span>
      <b className={tone} data-testid={testId}>
        {children}
      </b>
    </div>
  );
}
