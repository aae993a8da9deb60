import { useNavigate } from 'react-router';
import type { LinkTarget } from './links';

/** Opens a link target: app routes through the router, web addresses in a new tab. */
export function useOpenTarget(): (target: LinkTarget) => void {
  const navigate = useNavigate();
  return (target) => {
    if (target.kind === 'app') void navigate(target.path);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
}
