import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Small building blocks shared by the futures and options tickets (same look as the spot ticket). */

export function PriceField(props: {
  testId: string;
  label: string;
  value: string;
  unit?: string;
  error?: string | undefined;
  inputMode?: 'decimal' | 'numeric';
  onChange: (v: string) => void;
}) {
  return (
    <>
      <div className={`ticket-field${props.error ? ' has-error' : ''}`} data-testid={props.testId}>
        <Input
          value={props.value}
          onChange={props.onChange}
          placeholder={props.label}
          inputMode={props.inputMode ?? 'decimal'}
          aria-label={props.label}
          aria-invalid={props.error ? true : undefined}
        />
        {props.unit ? <span className="ticket-unit">{props.unit}</span> : null}
      </div>
      {props.error ? (
        <div className="ticket-error" role="alert" data-testid={`${props.testId}-error`}>
          {props.error}
        </div>
      ) : null}
    </>
  );
}

export function Line({
  label,
  value,
  testId,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`ticket-line ${className ?? ''}`}>
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

export function Segmented<T extends string>(props: {
  value: T;
  options: { value: T; label: string; className?: string }[];
  testId: string;
  onChange: (v: T) => void;
  /** An extra class of the row (e.g. `four` for four narrower choices). */
  className?: string;
}) {
  return (
    <div className={`ticket-switch ${props.className ?? ''}`} role="tablist" data-testid={props.testId}>
      {props.options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === props.value}
          className={`${o.value === props.value ? 'active' : ''} ${o.className ?? ''}`}
          data-testid={`${props.testId}-${o.value}`}
          onClick={() => props.onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** "+1.5" green, "-2" red, "0" grey. */
export function pnlClass(value: string): 'up' | 'down' | 'flat' {
  const v = value.trim();
  if (v === '' || /^[-+]?0*(\.0*)?$/.test(v)) return 'flat';
  return v.startsWith('-') ? 'down' : 'up';
}
