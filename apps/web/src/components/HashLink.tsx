import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to an app path (`/pages/…?…`) as a plain anchor to its hash route: the browser moves the hash and the
 * location store (app/navigation.ts) follows, as for any plain link. React-router's Link resolves the path and
 * builds its click handler on every render — in the home menu's thirty tiles and a list of quotes that was most of
 * their render on a phone — for what the hash route does by itself.
 */
export const HashLink = forwardRef<
  HTMLAnchorElement,
  { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>
>(function HashLink({ to, ...anchor }, ref) {
  return <a ref={ref} href={`#${to}`} {...anchor} />;
});
