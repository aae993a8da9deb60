import { useEffect, useState } from 'react';
import { createOverlayScope } from './pageOverlays';
import type { PageOverlays } from './pageOverlays';

/**
 * The dialogs and action sheets of the calling component's page: all closed when it unmounts, and a confirmation
 * answered after that does nothing. The object is stable across renders.
 */
export function usePageOverlays(): PageOverlays {
  const [scope] = useState(createOverlayScope);
  // entered again after StrictMode's trial unmount
  useEffect(() => {
    scope.enter();
    return scope.leave;
  }, [scope]);
  return scope;
}
