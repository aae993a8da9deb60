import type { ReactNode } from 'react';

/**
 * A label over (or beside) its figure — the fact lines of the earn and copy-trading cards. The page's class
 * (`invest-fact`, `lock-fact`, `ieo-fact`, `fin-stat`, `pos-cell copy-stat`) lays it out; `tone` colours the
 * figure (`up`, `down`).
 */
export interface FigureProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string | undefined;
  tone?: string | undefined;
}

export function LabelledFigure({
  className,
  label,
  children,
  testId,
  tone,
}: FigureProps & { className: string }) {
  return (
    <div className={className}>
      <span>{label}</span>
      <b className={tone} data-testid={testId}>
        {children}
      </b>
    </div>
  );
}
