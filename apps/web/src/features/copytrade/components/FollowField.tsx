import type { ComponentProps } from 'react';
import { PriceField } from '../../../components/TicketParts';

/**
 * One number field of the follow and trader-terms forms: its title (with a muted hint on the right: a range,
 * "optional") over the ticket's input. The input's placeholder is the title unless `label` says otherwise.
 */
export function FollowField({
  title,
  hint,
  label,
  ...field
}: { title: string; hint?: string } & Omit<ComponentProps<typeof PriceField>, 'label'> & { label?: string }) {
  return (
    <>
      <label className="follow-label">
        {title}
        {hint ? <span className="muted">{hint}</span> : null}
      </label>
      <PriceField label={label ?? title} {...field} />
    </>
  );
}
