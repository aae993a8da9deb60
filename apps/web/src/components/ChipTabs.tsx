/**
 * Buttons to pick one of a few values, as a tab list (`data-testid` `<testId>` and `<testId>-<value>`; the
 * picked one `active`, aria-selected). The page's class (`copy-chips`, `invest-seg chips`) styles them.
 */
export function ChipTabs<T extends string | number>(props: {
  className: string;
  value: T;
  options: { value: T; label: string }[];
  testId: string;
  onChange: (v: T) => void;
}) {
  return (
    <div className={props.className} role="tablist" data-testid={props.testId}>
      {props.options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="tab"
          aria-selected={o.value === props.value}
          className={o.value === props.value ? 'active' : ''}
          data-testid={`${props.testId}-${o.value}`}
          onClick={() => props.onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
